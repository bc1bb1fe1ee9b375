import {
  ADMIN_MENU_MESSAGES,
  MAX_MEAL_IMAGES,
  MAX_MEAL_VIDEOS,
  MAX_MENU_IMAGE_BYTES,
  MAX_VIDEO_BYTES,
} from '@shop/shared';
import { z } from 'zod';
import type { FileFieldLimits } from './read-menu-form.ts';

/**
 * The file fields of the menu forms and what each accepts
 * (docs/product-rules.md#categories-and-meals).
 */
const imageLimits = (maxFiles: number, tooManyFiles: string): FileFieldLimits => ({
  maxFiles,
  maxFileBytes: MAX_MENU_IMAGE_BYTES,
  tooManyFiles,
  fileTooLarge: ADMIN_MENU_MESSAGES.imageTooLarge,
});

export const MEAL_FILE_FIELDS = {
  images: imageLimits(MAX_MEAL_IMAGES, ADMIN_MENU_MESSAGES.tooManyImages),
  videos: {
    maxFiles: MAX_MEAL_VIDEOS,
    maxFileBytes: MAX_VIDEO_BYTES,
    tooManyFiles: ADMIN_MENU_MESSAGES.tooManyVideos,
    fileTooLarge: ADMIN_MENU_MESSAGES.videoTooLarge,
  },
} as const;

export const CATEGORY_FILE_FIELDS = {
  categoryImage: imageLimits(1, ADMIN_MENU_MESSAGES.tooManyCategoryImages),
} as const;

/** Documentation of the files parts (the OpenAPI document's multipart bodies). */
export const mealFileParts = {
  images: z
    .array(z.file())
    .max(MAX_MEAL_IMAGES)
    .optional()
    .meta({
      description:
        'Up to 8 pictures in all (JPEG, PNG, WebP, GIF or AVIF), 5 MB each, one part per file; ' +
        're-encoded as WebP (at most 1600 px a side, no metadata) under new names.',
    }),
  videos: z
    .array(z.file())
    .max(MAX_MEAL_VIDEOS)
    .optional()
    .meta({
      description:
        'Up to 3 videos in all, MP4 or WebM as their bytes say (not their names), 20 MB each; ' +
        'stored as they are under new names.',
    }),
};

export const categoryFileParts = {
  categoryImage: z.file().optional().meta({
    description: 'One picture, 5 MB at most; re-encoded as WebP under a new name.',
  }),
};
