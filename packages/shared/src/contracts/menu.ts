import { z } from 'zod';
import { paginationSchema, pathId, queryAmount, queryBoolean, queryInt } from './common.ts';
import { hasNoNulCharacter, NUL_CHARACTER_MESSAGE } from './fields.ts';
import { mealOptionGroupSchema } from './meal-options.ts';

export const MEAL_SORTS = ['name', 'price-low', 'price-high', 'rating', 'popular'] as const;
export type MealSort = (typeof MEAL_SORTS)[number];

export const MEALS_PAGE_SIZE = 10;
export const MEALS_MAX_LIMIT = 100;

export const categorySchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    description: z.string(),
    icon: z.string().nullable(),
    image: z.string().nullable().meta({ description: 'URL under /uploads, or null' }),
    imageUrl: z.string().nullable().meta({
      description: 'The same picture’s URL (the documents’ name for it), or null',
    }),
    mealCount: z.number().int().meta({ description: 'Active meals in the category' }),
  })
  .meta({ id: 'Category' });
export type Category = z.infer<typeof categorySchema>;

export const categoryListResponseSchema = z
  .object({ data: z.array(categorySchema) })
  .meta({ id: 'CategoryList' });
export type CategoryListResponse = z.infer<typeof categoryListResponseSchema>;

export const mealSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    description: z.string(),
    categoryId: z.number().int(),
    categoryName: z.string(),
    price: z.number().meta({ description: 'What the customer pays now, NRS, taxes included' }),
    oldPrice: z
      .number()
      .nullable()
      .meta({ description: 'The previous price, shown struck through; null when none' }),
    image: z.string().nullable().meta({ description: 'The first image URL, or null' }),
    images: z.array(z.string()),
    videos: z.array(z.string()),
    rating: z.number().meta({ description: '0–5, one decimal' }),
    reviews: z.number().int(),
    soldQuantity: z.number().int(),
    quantity: z.number().int().meta({ description: 'Units in stock' }),
    available: z.boolean().meta({ description: 'In stock and on sale' }),
    calories: z.number().int().nullable(),
    protein: z.number().int().nullable().meta({ description: 'grams' }),
    carbs: z.number().int().nullable().meta({ description: 'grams' }),
    fat: z.number().int().nullable().meta({ description: 'grams' }),
    // A menu kept offline from before options were added has none.
    options: z.array(mealOptionGroupSchema).default([]).meta({
      description:
        'The option groups the customer chooses from, in order (docs/product-rules.md#meal-options); empty for most meals',
    }),
  })
  .meta({ id: 'Meal' });
export type Meal = z.infer<typeof mealSchema>;

const optionalText = (name: string) =>
  z
    .string()
    .trim()
    .max(100, { error: `${name} must be at most 100 characters` })
    .refine(hasNoNulCharacter, { error: NUL_CHARACTER_MESSAGE })
    .optional()
    .transform((value) => (value ? value : undefined));

export const mealListQuerySchema = z
  .object({
    category: optionalText('category').meta({ description: 'Category name, any letter case' }),
    search: optionalText('search').meta({
      description: 'Matches name, description or category name',
    }),
    minPrice: queryAmount('minPrice').optional(),
    maxPrice: queryAmount('maxPrice').optional(),
    available: queryBoolean('available').optional().meta({
      description: 'true: only meals in stock',
    }),
    sort: z
      .enum(MEAL_SORTS, { error: `sort must be one of ${MEAL_SORTS.join(', ')}` })
      .default('name'),
    page: queryInt('page', 1, 100_000).default(1),
    limit: queryInt('limit', 1, MEALS_MAX_LIMIT).default(MEALS_PAGE_SIZE),
  })
  .refine((q) => q.minPrice === undefined || q.maxPrice === undefined || q.minPrice <= q.maxPrice, {
    error: 'minPrice must not be greater than maxPrice',
  });
export type MealListQuery = z.output<typeof mealListQuerySchema>;

export const mealListResponseSchema = z
  .object({ data: z.array(mealSchema), pagination: paginationSchema })
  .meta({ id: 'MealList' });
export type MealListResponse = z.infer<typeof mealListResponseSchema>;

export const mealParamsSchema = z.object({ id: pathId('Meal') });

export const mealResponseSchema = z.object({ data: mealSchema }).meta({ id: 'MealDetail' });
export type MealResponse = z.infer<typeof mealResponseSchema>;
