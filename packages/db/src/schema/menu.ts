import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  numeric,
  pgTable,
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
