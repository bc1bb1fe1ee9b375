import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, paisa, rowVersion, serialId, updatedAt } from './columns.ts';

export const categories = pgTable(
  'categories',
  {
    id: serialId(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    icon: text('icon'),
    image: text('image'),
    sortOrder: integer('sort_order').notNull().default(0),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('categories_name_unique').on(sql`lower(${t.name})`),
    index('categories_active_sort_idx').on(t.isActive, t.sortOrder),
  ],
);

/** A meal's `stock` is the admin form's "quantity" (docs/product-rules.md#stock). */
export const meals = pgTable(
  'meals',
  {
    id: serialId(),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'restrict' }),
    name: text('name').notNull(),
    description: text('description').notNull(),
    pricePaisa: paisa('price_paisa').notNull(),
    oldPricePaisa: paisa('old_price_paisa'),
    stock: integer('stock').notNull().default(0),
    soldQuantity: integer('sold_quantity').notNull().default(0),
    rating: numeric('rating', { precision: 2, scale: 1, mode: 'number' }).notNull().default(0),
    reviewCount: integer('review_count').notNull().default(0),
    /**
     * The sum of every star given, so the average (`rating`, rounded to one decimal) moves with
     * each new review instead of being recomputed from an already rounded figure.
     */
    ratingPoints: integer('rating_points').notNull().default(0),
    calories: integer('calories'),
    proteinGrams: integer('protein_grams'),
    carbsGrams: integer('carbs_grams'),
    fatGrams: integer('fat_grams'),
    images: text('images').array().notNull().default(sql`'{}'::text[]`),
    videos: text('videos').array().notNull().default(sql`'{}'::text[]`),
    isActive: boolean('is_active').notNull().default(true),
    version: rowVersion(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('meals_category_idx').on(t.categoryId),
    // One meal of a name per category, whatever the letter case (as category names are).
    uniqueIndex('meals_category_name_unique').on(t.categoryId, sql`lower(${t.name})`),
    index('meals_name_idx').on(sql`lower(${t.name})`),
    index('meals_price_idx').on(t.pricePaisa),
    index('meals_rating_idx').on(t.rating),
    index('meals_sold_idx').on(t.soldQuantity),
    index('meals_active_idx').on(t.isActive),
    check('meals_price_non_negative', sql`${t.pricePaisa} >= 0`),
    check(
      'meals_old_price_non_negative',
      sql`${t.oldPricePaisa} IS NULL OR ${t.oldPricePaisa} >= 0`,
    ),
    check('meals_stock_non_negative', sql`${t.stock} >= 0`),
    check('meals_sold_non_negative', sql`${t.soldQuantity} >= 0`),
    check('meals_rating_range', sql`${t.rating} >= 0 AND ${t.rating} <= 5`),
    check('meals_review_count_non_negative', sql`${t.reviewCount} >= 0`),
    check('meals_rating_points_non_negative', sql`${t.ratingPoints} >= 0`),
    check(
      'meals_nutrition_non_negative',
      sql`coalesce(${t.calories}, 0) >= 0 AND coalesce(${t.proteinGrams}, 0) >= 0 AND coalesce(${t.carbsGrams}, 0) >= 0 AND coalesce(${t.fatGrams}, 0) >= 0`,
    ),
  ],
);

/**
 * A group of choices the owner offers on meals (docs/product-rules.md#meal-options): "Spice
 * level", choose exactly 1; "Extras", choose up to 3. One group serves many meals.
 */
export const optionGroups = pgTable(
  'option_groups',
  {
    id: serialId(),
    name: text('name').notNull(),
    /** Fewest choices once the customer chooses any (a required group needs at least one). */
    minChoices: integer('min_choices').notNull().default(0),
    maxChoices: integer('max_choices').notNull().default(1),
    required: boolean('required').notNull().default(false),
    version: rowVersion(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('option_groups_name_unique').on(sql`lower(${t.name})`),
    check(
      'option_groups_choice_range',
      sql`${t.minChoices} >= 0 AND ${t.maxChoices} >= 1 AND ${t.minChoices} <= ${t.maxChoices}`,
    ),
  ],
);

/** A choice of a group, with what it adds to the meal's price and whether it is in today. */
export const optionChoices = pgTable(
  'option_choices',
  {
    id: serialId(),
    groupId: integer('group_id')
      .notNull()
      .references(() => optionGroups.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    pricePaisa: paisa('price_paisa').notNull().default(0),
    isDefault: boolean('is_default').notNull().default(false),
    isAvailable: boolean('is_available').notNull().default(true),
    position: integer('position').notNull(),
  },
  (t) => [
    index('option_choices_group_idx').on(t.groupId, t.position),
    check('option_choices_price_non_negative', sql`${t.pricePaisa} >= 0`),
  ],
);

/** The groups a meal offers, in the order its dialog shows them. */
export const mealOptionGroups = pgTable(
  'meal_option_groups',
  {
    mealId: integer('meal_id')
      .notNull()
      .references(() => meals.id, { onDelete: 'cascade' }),
    groupId: integer('group_id')
      .notNull()
      .references(() => optionGroups.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.mealId, t.groupId] }),
    index('meal_option_groups_group_idx').on(t.groupId),
  ],
);
