import { z } from 'zod';
import { FEEDBACK_CATEGORIES, FEEDBACK_STATUSES } from '../domain/feedback.ts';
import { paginationSchema, pathId, queryBoolean, queryInt, wholeNumber } from './common.ts';
import { hasNoNulCharacter, NUL_CHARACTER_MESSAGE, requiredText } from './fields.ts';

/*
 * The back office's content calls (docs/product-rules.md#back-office): the gallery, contact
 * messages and feedback. Field names are those the shop's first API used: a gallery's `createdAt`,
 * a message's and a feedback's `created_at`.
 */

/** At most this many pictures are sent in one gallery save; each is re-encoded (sharp). */
export const MAX_GALLERY_IMAGES = 10;
/** A gallery photo straight from a phone camera runs to a few megabytes. */
export const MAX_GALLERY_IMAGE_BYTES = 10 * 1024 * 1024;
export const MAX_GALLERY_CATEGORY_LENGTH = 50;
export const MAX_GALLERY_TAGS = 20;
/** Galleries per admin page (6 fills two or three columns evenly). */
export const ADMIN_GALLERY_PAGE_SIZE = 6;
/**
 * The contact and feedback lists are filtered on the server and capped at the newest this many
 * (the table and its CSV export show them all); `matches` says how many there were.
 */
export const ADMIN_MESSAGE_LIST_LIMIT = 500;
const MAX_ADMIN_MESSAGE_LIST_LIMIT = 1000;
const MAX_SEARCH_LENGTH = 100;

export const ADMIN_GALLERY_MESSAGES = {
  titleRequired: 'Title is required',
  titleLong: 'Title must be at most 200 characters',
  descriptionLong: 'Description must be at most 2000 characters',
  categoryLong: 'Maximum 50 characters',
  tagLong: 'Each tag must be at most 50 characters',
  tooManyTags: `A gallery can have at most ${MAX_GALLERY_TAGS} tags`,
  imageRequired: 'At least one image is required for new gallery',
  tooManyImages: `You can upload maximum ${MAX_GALLERY_IMAGES} images`,
  notAnImage: (file: string) => `${file} is not a valid image file`,
  tooLarge: (file: string) => `${file} is too large. Maximum size is 10MB`,
  created: 'Gallery created successfully!',
  updated: 'Gallery updated successfully!',
  deleted: 'Gallery deleted successfully',
  notFound: 'Gallery not found',
} as const;

export const ADMIN_CONTACT_MESSAGES = {
  notFound: 'Contact not found',
  deleted: 'Contact deleted successfully',
} as const;

export const ADMIN_FEEDBACK_MESSAGES = {
  notFound: 'Feedback not found',
  imageNotFound: 'Image not found',
  imageNameInvalid: 'fileName must be the name of a stored picture',
  statusInvalid: `Status must be one of ${FEEDBACK_STATUSES.join(', ')}`,
  statusUpdated: 'Feedback status updated successfully',
  deleted: 'Feedback deleted successfully',
} as const;

const iso = z.iso.datetime({ offset: true });

const searchField = z
  .string()
  .trim()
  .max(MAX_SEARCH_LENGTH, { error: `search must be at most ${MAX_SEARCH_LENGTH} characters` })
  .refine(hasNoNulCharacter, { error: NUL_CHARACTER_MESSAGE })
  .optional()
  .meta({ description: 'Case-insensitive part of the text to find' });

// ---------------------------------------------------------------------------------------------
// Gallery

export const adminGallerySchema = z
  .object({
    id: z.number().int(),
    title: z.string(),
    description: z.string(),
    category: z.string(),
    isActive: z.boolean(),
    featured: z.boolean().meta({ description: 'Shown in the home page slider' }),
    tags: z.array(z.string()),
    images: z
      .array(z.string())
      .meta({ description: 'File names in display order, served at /uploads/gallery/{file}' }),
    createdAt: iso,
    updatedAt: iso,
  })
  .meta({ id: 'AdminGallery' });
export type AdminGallery = z.infer<typeof adminGallerySchema>;

export const adminGalleryQuerySchema = z.object({
  page: queryInt('page', 1, 100_000).default(1),
  limit: queryInt('limit', 1, 50).default(ADMIN_GALLERY_PAGE_SIZE),
  search: searchField,
});
export type AdminGalleryQuery = z.input<typeof adminGalleryQuerySchema>;

export const adminGalleryListResponseSchema = z
  .object({
    success: z.literal(true),
    data: z.array(adminGallerySchema),
    pagination: paginationSchema,
  })
  .meta({ id: 'AdminGalleryList' });
export type AdminGalleryListResponse = z.infer<typeof adminGalleryListResponseSchema>;

/** A form's boolean: the words true and false (a JSON body may send the boolean itself). */
const formBoolean = queryBoolean('isActive');

/**
 * Tags typed as one comma-separated text (the form), or a list (JSON, or the field sent once
 * per tag): trimmed, blanks dropped, each kept once.
 */
const tagsField = z
  .union([z.string(), z.array(z.string())], { error: 'tags must be text' })
  .transform((sent) => {
    const parts = (Array.isArray(sent) ? sent : [sent]).flatMap((text) => text.split(','));
    return [...new Set(parts.map((tag) => tag.trim()).filter((tag) => tag !== ''))];
  })
  .pipe(
    z
      .array(
        z
          .string()
          .max(50, { error: ADMIN_GALLERY_MESSAGES.tagLong })
          .refine(hasNoNulCharacter, { error: NUL_CHARACTER_MESSAGE }),
      )
      .max(MAX_GALLERY_TAGS, { error: ADMIN_GALLERY_MESSAGES.tooManyTags }),
  );

/**
 * Categories are keys the shop filters by (food, restaurant, events, team, other), so they
 * are kept in lower case; a blank one is `other`.
 */
const categoryField = z
  .string({ error: ADMIN_GALLERY_MESSAGES.categoryLong })
  .trim()
  .max(MAX_GALLERY_CATEGORY_LENGTH, { error: ADMIN_GALLERY_MESSAGES.categoryLong })
  .refine(hasNoNulCharacter, { error: NUL_CHARACTER_MESSAGE })
  .transform((category) => category.toLowerCase() || 'other');

/**
 * The gallery form's text fields (POST creates, PUT edits). Only the title is required; on an
 * edit a field left out keeps its value. The pictures travel as repeated `images` file parts.
 */
export const galleryFormSchema = z
  .object({
    title: requiredText({
      required: ADMIN_GALLERY_MESSAGES.titleRequired,
      max: { length: 200, message: ADMIN_GALLERY_MESSAGES.titleLong },
    }),
    description: z
      .string({ error: ADMIN_GALLERY_MESSAGES.descriptionLong })
      .trim()
      .max(2000, { error: ADMIN_GALLERY_MESSAGES.descriptionLong })
      .refine(hasNoNulCharacter, { error: NUL_CHARACTER_MESSAGE })
      .optional(),
    category: categoryField.optional(),
    isActive: formBoolean.optional(),
    tags: tagsField.optional(),
  })
  .meta({ id: 'GalleryForm' });
export type GalleryForm = z.input<typeof galleryFormSchema>;
export type GalleryFields = z.output<typeof galleryFormSchema>;

export const gallerySavedResponseSchema = z
  .object({ success: z.literal(true), message: z.string(), data: adminGallerySchema })
  .meta({ id: 'GallerySaved' });
export type GallerySavedResponse = z.infer<typeof gallerySavedResponseSchema>;

export const galleryParamsSchema = z.object({ id: pathId('Gallery') });

// ---------------------------------------------------------------------------------------------
// Contact messages

export const adminContactSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    email: z.string(),
    subject: z.string(),
    message: z.string(),
    created_at: iso,
    read_at: iso.nullable().meta({ description: 'When an admin first opened it; null: unread' }),
  })
  .meta({ id: 'AdminContact' });
export type AdminContact = z.infer<typeof adminContactSchema>;

export const contactListQuerySchema = z.object({
  search: searchField.meta({ description: 'Part of the name, email or subject' }),
  limit: queryInt('limit', 1, MAX_ADMIN_MESSAGE_LIST_LIMIT).default(ADMIN_MESSAGE_LIST_LIMIT),
});
export type ContactListQuery = z.input<typeof contactListQuerySchema>;

const count = z.number().int().nonnegative();

export const contactStatsSchema = z
  .object({
    total: count,
    unread: count,
    thisWeek: count.meta({ description: 'Sent in the last 7 days' }),
    today: count.meta({ description: 'Sent in the last 24 hours' }),
  })
  .meta({ id: 'ContactStats' });
export type ContactStats = z.infer<typeof contactStatsSchema>;

export const contactListResponseSchema = z
  .object({
    success: z.literal(true),
    data: z.object({
      contacts: z.array(adminContactSchema).meta({ description: 'Newest first' }),
      matches: count.meta({ description: 'How many match the search (may exceed the list)' }),
      stats: contactStatsSchema.meta({ description: 'Of every message, whatever the search' }),
    }),
  })
  .meta({ id: 'ContactList' });
export type ContactListResponse = z.infer<typeof contactListResponseSchema>;

export const contactResponseSchema = z
  .object({ success: z.literal(true), data: z.object({ contact: adminContactSchema }) })
  .meta({ id: 'ContactDetail' });
export type ContactResponse = z.infer<typeof contactResponseSchema>;

export const contactParamsSchema = z.object({ id: pathId('Contact') });

// ---------------------------------------------------------------------------------------------
// Feedback

export const adminFeedbackSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    email: z.string(),
    category: z.enum(FEEDBACK_CATEGORIES),
    rating: z.number().int().min(1).max(5),
    message: z.string(),
    images: z
      .array(z.string())
      .meta({ description: 'File names, each read with GET /api/feedback/image/{fileName}' }),
    status: z.enum(FEEDBACK_STATUSES),
    created_at: iso,
    updated_at: iso,
  })
  .meta({ id: 'AdminFeedback' });
export type AdminFeedback = z.infer<typeof adminFeedbackSchema>;

const RATING_FILTER_MESSAGE = 'rating must be all or a whole number from 1 to 5';

export const feedbackListQuerySchema = z.object({
  search: searchField.meta({ description: 'Part of the name, email or message' }),
  category: z
    .enum(['all', ...FEEDBACK_CATEGORIES], {
      error: `category must be one of all, ${FEEDBACK_CATEGORIES.join(', ')}`,
    })
    .optional(),
  rating: z
    .union(
      [
        z.literal('all', { error: RATING_FILTER_MESSAGE }),
        wholeNumber(RATING_FILTER_MESSAGE, 1, 5),
      ],
      { error: RATING_FILTER_MESSAGE },
    )
    .optional(),
  limit: queryInt('limit', 1, MAX_ADMIN_MESSAGE_LIST_LIMIT).default(ADMIN_MESSAGE_LIST_LIMIT),
});
export type FeedbackListQuery = z.input<typeof feedbackListQuerySchema>;

export const feedbackStatsSchema = z
  .object({
    total: count,
    pending: count,
    averageRating: z.number().meta({ description: 'To one decimal; 0 when there is none' }),
    thisWeek: count.meta({ description: 'Sent in the last 7 days' }),
  })
  .meta({ id: 'FeedbackStats' });
export type FeedbackStats = z.infer<typeof feedbackStatsSchema>;

export const feedbackListResponseSchema = z
  .object({
    success: z.literal(true),
    data: z.object({
      feedback: z.array(adminFeedbackSchema).meta({ description: 'Newest first' }),
      matches: count.meta({ description: 'How many match the filters (may exceed the list)' }),
      stats: feedbackStatsSchema.meta({ description: 'Of all feedback, whatever the filters' }),
      categories: z
        .array(z.enum(FEEDBACK_CATEGORIES))
        .meta({ description: 'Every category some feedback has (the category filter)' }),
    }),
  })
  .meta({ id: 'FeedbackList' });
export type FeedbackListResponse = z.infer<typeof feedbackListResponseSchema>;

export const feedbackStatusUpdateSchema = z
  .object({
    status: z.enum(FEEDBACK_STATUSES, { error: ADMIN_FEEDBACK_MESSAGES.statusInvalid }),
  })
  .meta({ id: 'FeedbackStatusUpdate' });
export type FeedbackStatusUpdate = z.infer<typeof feedbackStatusUpdateSchema>;

export const feedbackUpdatedResponseSchema = z
  .object({
    success: z.literal(true),
    message: z.string(),
    data: z.object({ feedback: adminFeedbackSchema }),
  })
  .meta({ id: 'FeedbackUpdated' });
export type FeedbackUpdatedResponse = z.infer<typeof feedbackUpdatedResponseSchema>;

export const feedbackParamsSchema = z.object({ id: pathId('Feedback') });

/** Stored picture names are generated by the server: nothing else (no path) is ever read. */
export const FEEDBACK_IMAGE_NAME = /^[A-Za-z0-9_-]{1,100}\.(webp|jpe?g|png|gif|avif)$/;

export const feedbackImageParamsSchema = z.object({
  fileName: z
    .string()
    .regex(FEEDBACK_IMAGE_NAME, { error: ADMIN_FEEDBACK_MESSAGES.imageNameInvalid })
    .meta({ description: 'A file name from a feedback’s images' }),
});
