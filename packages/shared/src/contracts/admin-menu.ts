import { z } from 'zod';
import { FEEDBACK_MESSAGES, MAX_IMAGE_BYTES } from '../messages/feedback.ts';
import {
  MAX_NRS_AMOUNT,
  nrsAmount,
  paginationSchema,
  pathId,
  queryBoolean,
  queryInt,
  wholeNumber,
} from './common.ts';
import { hasNoNulCharacter, NUL_CHARACTER_MESSAGE, requiredText } from './fields.ts';
import { expectedVersionSchema, recordVersionSchema } from './record-version.ts';

/*
 * The back office's menu calls: categories and meals, with their pictures and videos
 * (docs/product-rules.md#categories-and-meals).
 */

/** docs/product-rules.md#categories-and-meals: a meal has at most 8 images and 3 videos. */
export const MAX_MEAL_IMAGES = 8;
export const MAX_MEAL_VIDEOS = 3;
/** Each video at most 20 MB: a short clip of a dish, not a film (videos are not re-encoded). */
export const MAX_VIDEO_BYTES = 20 * 1024 * 1024;
export const MAX_VIDEO_MEGABYTES = MAX_VIDEO_BYTES / 1024 / 1024;
export const ACCEPTED_VIDEO_TYPES = ['video/mp4', 'video/webm'] as const;
/** Each picture (meal or category) at most 5 MB, like every other upload of the shop. */
export const MAX_MENU_IMAGE_BYTES = MAX_IMAGE_BYTES;
export const MAX_MEAL_STOCK = 1_000_000;
export const MAX_MEAL_RATING = 5;
export const ADMIN_MEALS_PAGE_SIZE = 24;
export const ADMIN_MEALS_MAX_LIMIT = 100;

export const ADMIN_MENU_MESSAGES = {
  categoryNameRequired: 'Category name is required',
  categoryNameTooLong: 'Category name must be at most 100 characters',
  mealNameRequired: 'Meal name is required',
  mealNameTooLong: 'Meal name must be at most 100 characters',
  descriptionRequired: 'Description is required',
  descriptionTooLong: 'Description must be at most 1000 characters',
  categoryRequired: 'Please choose a category',
  priceRequired: 'Price is required',
  priceInvalid: `Price must be an amount from 0 to ${MAX_NRS_AMOUNT} with at most two decimals`,
  newPriceInvalid: `New price must be an amount from 0 to ${MAX_NRS_AMOUNT} with at most two decimals`,
  newPriceNotLower: 'New price must be lower than the price',
  quantityInvalid: 'Quantity must be a whole number, without decimals',
  quantityNegative: 'Quantity cannot be negative',
  quantityTooLarge: `Quantity must be at most ${MAX_MEAL_STOCK.toLocaleString('en-US')}`,
  ratingInvalid: 'Rating must be from 0 to 5 in steps of 0.1',
  keptFilesInvalid: 'The list of files to keep could not be read',
  keptFileUnknown: (file: string) => `${file} is not one of this meal's files`,
  tooManyImages: `A meal can have at most ${MAX_MEAL_IMAGES} images`,
  tooManyVideos: `A meal can have at most ${MAX_MEAL_VIDEOS} videos`,
  tooManyCategoryImages: 'A category has one image',
  notAnImage: FEEDBACK_MESSAGES.notAnImage,
  imageTooLarge: FEEDBACK_MESSAGES.tooLarge,
  notAVideo: (file: string) => `${file} is not an MP4 or WebM video`,
  videoTooLarge: (file: string) => `${file} is too large. Maximum size is ${MAX_VIDEO_MEGABYTES}MB`,
  unknownCategory: (name: string) => `There is no category named "${name}"`,
  categoryNameTaken: (name: string) => `A category named "${name}" already exists`,
  mealNameTaken: (name: string, categoryName: string) =>
    `A meal named "${name}" already exists in ${categoryName}`,
  categoryNotFound: 'Category not found',
  mealNotFound: 'Meal not found',
  categoryHasMeals: (count: number) =>
    count === 1
      ? 'This category still has 1 meal. Move or delete it first.'
      : `This category still has ${count} meals. Move or delete them first.`,
  categoryLimitsCoupons: (codes: readonly string[]) =>
    `Coupon ${codes.join(', ')} is limited to this category. Change the coupon first.`,
  categoryCreated: 'Category created successfully',
  categoryUpdated: 'Category updated successfully',
  categoryActivated: 'Category activated',
  categoryDeactivated: 'Category deactivated',
  categoryDeleted: 'Category deleted successfully',
  mealCreated: 'Meal created successfully',
  mealUpdated: 'Meal updated successfully',
  mealActivated: 'Meal is now on the menu',
  mealDeactivated: 'Meal is now off the menu',
  mealDeleted: 'Meal deleted successfully. Past orders keep its name and price.',
} as const;

const M = ADMIN_MENU_MESSAGES;

/** A text field that may be left blank (a form sends '' for an empty input). */
const isBlank = (value: unknown) =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

/** A required NRS amount: blank says `required`, anything else wrong says `invalid`. */
/* @__NO_SIDE_EFFECTS__ */
function requiredAmount(required: string, invalid: string) {
  return z
    .unknown()
    .refine((value) => !isBlank(value), { error: required })
    .pipe(nrsAmount(invalid));
}

/** A number that a blank form field leaves at its default. */
/* @__NO_SIDE_EFFECTS__ */
function blankAs<T extends z.ZodType>(fallback: number, schema: T) {
  return z.preprocess((value) => (isBlank(value) ? fallback : value), schema);
}

/** 0 to 5 with at most one decimal, as a JSON number or the digits of a form field. */
const rating = z
  .union([
    z.number({ error: M.ratingInvalid }),
    z
      .string({ error: M.ratingInvalid })
      .trim()
      .regex(/^\d+(\.\d)?$/, { error: M.ratingInvalid }),
  ])
  .transform(Number)
  .pipe(
    z
      .number({ error: M.ratingInvalid })
      .min(0, { error: M.ratingInvalid })
      .max(MAX_MEAL_RATING, { error: M.ratingInvalid })
      .refine((value) => Math.abs(value * 10 - Math.round(value * 10)) < 1e-9, {
        error: M.ratingInvalid,
      }),
  );

/** A form field that may send several values: repeated parts, or a JSON list in one part. */
const fileList = z.preprocess(
  (value) => {
    if (typeof value !== 'string') return value;
    try {
      return JSON.parse(value);
    } catch {
      return value;
    }
  },
  z
    .array(z.string().max(300), { error: M.keptFilesInvalid })
    .max(20, { error: M.keptFilesInvalid }),
);

const mealFields = {
  name: requiredText({
    required: M.mealNameRequired,
    max: { length: 100, message: M.mealNameTooLong },
  }),
  description: requiredText({
    required: M.descriptionRequired,
    max: { length: 1000, message: M.descriptionTooLong },
  }),
  categoryName: requiredText({
    required: M.categoryRequired,
    max: { length: 100, message: M.categoryNameTooLong },
  }),
  price: requiredAmount(M.priceRequired, M.priceInvalid).meta({
    description: 'The regular price, NRS, taxes included',
  }),
  newPrice: z
    .preprocess((value) => (isBlank(value) ? null : value), nrsAmount(M.newPriceInvalid).nullable())
    .meta({
      description:
        'A reduced price below `price`, or blank for none: the shop then charges it and shows `price` struck through',
    }),
  quantity: blankAs(
    0,
    wholeNumber(
      { notWhole: M.quantityInvalid, tooSmall: M.quantityNegative, tooLarge: M.quantityTooLarge },
      0,
      MAX_MEAL_STOCK,
    ),
  ).meta({
    description: 'Units in stock (blank: 0)',
  }),
  rating: blankAs(0, rating).meta({ description: '0–5 in steps of 0.1 (blank: 0)' }),
};

/** Checked only once both amounts are valid: a broken one has its own message already. */
const newPriceIsLower = (meal: { price: unknown; newPrice: unknown }) =>
  typeof meal.price !== 'number' || typeof meal.newPrice !== 'number' || meal.newPrice < meal.price;
const newPriceRule = { error: M.newPriceNotLower, path: ['newPrice'] };

/** POST /api/meals and /api/admin/meals: the form's text fields (files go as parts). */
export const mealFormSchema = z
  .object(mealFields)
  .refine(newPriceIsLower, newPriceRule)
  .meta({ id: 'MealForm' });
export type MealFormInput = z.input<typeof mealFormSchema>;
export type MealForm = z.output<typeof mealFormSchema>;

/**
 * PUT /api/meals/{id} and /api/admin/meals/{id}: the same fields, plus which of the meal's
 * current images and videos (their URLs) stay, in the order given; new files follow them.
 * Left out, every current one stays.
 */
export const mealUpdateFormSchema = z
  .object({
    ...mealFields,
    keptImages: fileList.optional().meta({
      description: 'JSON list of image URLs to keep (in order); left out: all stay',
    }),
    keptVideos: fileList.optional().meta({
      description: 'JSON list of video URLs to keep (in order); left out: all stay',
    }),
    version: expectedVersionSchema,
  })
  .refine(newPriceIsLower, newPriceRule)
  .meta({ id: 'MealUpdateForm' });
export type MealUpdateForm = z.output<typeof mealUpdateFormSchema>;

/** POST /api/categories and PUT /api/categories/{id}: text fields; the picture is `categoryImage`. */
export const categoryFormSchema = z
  .object({
    name: requiredText({
      required: M.categoryNameRequired,
      max: { length: 100, message: M.categoryNameTooLong },
    }),
    description: requiredText({
      required: M.descriptionRequired,
      max: { length: 1000, message: M.descriptionTooLong },
    }),
    removeImage: queryBoolean('removeImage').optional().meta({
      description:
        'On edit, true drops the current picture (a new categoryImage replaces it anyway)',
    }),
  })
  .meta({ id: 'CategoryForm' });
export type CategoryFormInput = z.input<typeof categoryFormSchema>;
export type CategoryForm = z.output<typeof categoryFormSchema>;

export const categoryParamsSchema = z.object({ id: pathId('Category') });

/** PATCH /api/categories/{id}/toggle-status: the state to set, or no body to flip it. */
export const categoryToggleSchema = z
  .object({ isActive: z.boolean({ error: 'isActive must be true or false' }).optional() })
  .meta({ id: 'CategoryToggle' });

/** PUT /api/admin/meals/{id}/toggle-status and PATCH /api/meals/{id}/toggle-status. */
export const mealToggleSchema = z
  .object({
    available: z
      .boolean({ error: 'available must be true or false' })
      .optional()
      .meta({ description: 'On the menu (true) or off it (false); left out: flipped' }),
  })
  .meta({ id: 'MealToggle' });

const optionalFilter = (name: string) =>
  z
    .string()
    .trim()
    .max(100, { error: `${name} must be at most 100 characters` })
    .refine(hasNoNulCharacter, { error: NUL_CHARACTER_MESSAGE })
    .optional()
    .transform((value) => (value ? value : undefined));

/** The back office's menu filter: every category or meal, or those on or off the menu. */
export const MENU_STATUS_FILTERS = ['all', 'active', 'inactive'] as const;
export type MenuStatusFilter = (typeof MENU_STATUS_FILTERS)[number];

/** GET /api/admin/categories: search, status. */
export const adminCategoryListQuerySchema = z.object({
  search: optionalFilter('search').meta({
    description: 'Part of the name or description, any letter case',
  }),
  status: z
    .enum(MENU_STATUS_FILTERS, {
      error: `status must be one of ${MENU_STATUS_FILTERS.join(', ')}`,
    })
    .default('all'),
});
export type AdminCategoryListQuery = z.output<typeof adminCategoryListQuerySchema>;

/** GET /api/admin/meals: category, status (or available), search, page, limit. */
export const adminMealListQuerySchema = z.object({
  category: optionalFilter('category').meta({ description: 'Category name, any letter case' }),
  status: z
    .enum(MENU_STATUS_FILTERS, {
      error: `status must be one of ${MENU_STATUS_FILTERS.join(', ')}`,
    })
    .default('all')
    .meta({ description: 'active: meals on the menu; inactive: meals taken off it' }),
  available: queryBoolean('available').optional().meta({
    description: 'true: meals on the menu (active); false: meals taken off it',
  }),
  search: optionalFilter('search').meta({
    description: 'Matches name, description or category name',
  }),
  page: queryInt('page', 1, 100_000).default(1),
  limit: queryInt('limit', 1, ADMIN_MEALS_MAX_LIMIT).default(ADMIN_MEALS_PAGE_SIZE),
});
export type AdminMealListQuery = z.output<typeof adminMealListQuerySchema>;

const timestamp = z.string().meta({ description: 'ISO 8601' });

export const adminCategorySchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    description: z.string(),
    icon: z.string().nullable(),
    image: z.string().nullable().meta({ description: 'URL under /uploads, or null' }),
    imageUrl: z.string().nullable().meta({
      description: 'The same picture’s URL (the documents’ name for it), or null',
    }),
    isActive: z.boolean(),
    mealCount: z.number().int().meta({ description: 'Every meal of the category' }),
    activeMealCount: z.number().int().meta({ description: 'Its meals on the menu' }),
    createdAt: timestamp,
    updatedAt: timestamp,
  })
  .meta({ id: 'AdminCategory' });
export type AdminCategory = z.infer<typeof adminCategorySchema>;

export const adminCategoryListResponseSchema = z
  .object({
    data: z
      .array(adminCategorySchema)
      .meta({ description: 'The categories matching, in menu order' }),
    total: z.number().int().meta({ description: 'Every category, whatever the filters' }),
  })
  .meta({ id: 'AdminCategoryList' });
export type AdminCategoryListResponse = z.infer<typeof adminCategoryListResponseSchema>;

export const adminCategoryResponseSchema = z
  .object({ success: z.literal(true), message: z.string(), data: adminCategorySchema })
  .meta({ id: 'AdminCategoryChange' });
export type AdminCategoryResponse = z.infer<typeof adminCategoryResponseSchema>;

export const adminMealSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    description: z.string(),
    categoryId: z.number().int(),
    categoryName: z.string(),
    categoryIsActive: z.boolean(),
    price: z.number().meta({ description: 'The regular price, NRS' }),
    newPrice: z.number().nullable().meta({ description: 'The reduced price charged, or null' }),
    quantity: z.number().int().meta({ description: 'Units in stock' }),
    soldQuantity: z.number().int(),
    rating: z.number(),
    reviews: z.number().int(),
    images: z
      .array(z.string())
      .meta({ description: 'URLs under /uploads, the first is the cover' }),
    videos: z.array(z.string()).meta({ description: 'URLs under /uploads (MP4 or WebM)' }),
    isActive: z.boolean().meta({ description: 'On the menu (while its category is active too)' }),
    version: recordVersionSchema,
    createdAt: timestamp,
    updatedAt: timestamp,
  })
  .meta({ id: 'AdminMeal' });
export type AdminMeal = z.infer<typeof adminMealSchema>;

export const adminMealListResponseSchema = z
  .object({ data: z.array(adminMealSchema), pagination: paginationSchema })
  .meta({ id: 'AdminMealList' });
export type AdminMealListResponse = z.infer<typeof adminMealListResponseSchema>;

export const adminMealResponseSchema = z
  .object({ success: z.literal(true), message: z.string(), data: adminMealSchema })
  .meta({ id: 'AdminMealChange' });
export type AdminMealResponse = z.infer<typeof adminMealResponseSchema>;

/** A refused meal save (409): why, and the meal as it is now. */
export const mealConflictSchema = z
  .object({
    error: z.literal('CONFLICT'),
    message: z.string(),
    details: z.object({ meal: adminMealSchema }),
  })
  .meta({ id: 'MealConflict' });
