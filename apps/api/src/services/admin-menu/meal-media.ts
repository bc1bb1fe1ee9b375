import { ADMIN_MENU_MESSAGES, MAX_MEAL_IMAGES, MAX_MEAL_VIDEOS } from '@shop/shared';
import { AppError } from '../../lib/app-error.ts';
import { uploadUrl } from '../../lib/uploads.ts';

/** What a meal form brings: new files, and on edit which current ones (by URL) stay. */
export interface MediaChange {
  newImages: number;
  newVideos: number;
  keptImages?: readonly string[] | undefined;
  keptVideos?: readonly string[] | undefined;
}

export interface MediaPlan {
  /** Stored paths of the current files that stay, in the order the form gave. */
  keptImages: string[];
  keptVideos: string[];
}

/**
 * Which of a meal's files stay, checked against the limits of
 * docs/product-rules.md#categories-and-meals on the result: at most 8 images and 3 videos in all. A
 * kept URL the meal does not have is the form's mistake.
 */
export function planMealMedia(
  current: { images: readonly string[]; videos: readonly string[] },
  change: MediaChange,
): MediaPlan {
  const keptImages = keptPaths(current.images, change.keptImages);
  const keptVideos = keptPaths(current.videos, change.keptVideos);
  if (keptImages.length + change.newImages > MAX_MEAL_IMAGES) {
    throw new AppError('VALIDATION_FAILED', ADMIN_MENU_MESSAGES.tooManyImages);
  }
  if (keptVideos.length + change.newVideos > MAX_MEAL_VIDEOS) {
    throw new AppError('VALIDATION_FAILED', ADMIN_MENU_MESSAGES.tooManyVideos);
  }
  return { keptImages, keptVideos };
}

function keptPaths(current: readonly string[], kept: readonly string[] | undefined): string[] {
  if (kept === undefined) return [...current];
  const pathByUrl = new Map(current.map((stored) => [uploadUrl(stored), stored]));
  const paths = kept.map((url) => {
    const stored = pathByUrl.get(url);
    if (!stored) throw new AppError('VALIDATION_FAILED', ADMIN_MENU_MESSAGES.keptFileUnknown(url));
    return stored;
  });
  return [...new Set(paths)];
}

/** The current files that the new lists no longer hold (removed after the change commits). */
export function droppedFiles(
  current: { images: readonly string[]; videos: readonly string[] },
  next: { images: readonly string[]; videos: readonly string[] },
): string[] {
  const staying = new Set([...next.images, ...next.videos]);
  return [...current.images, ...current.videos].filter((stored) => !staying.has(stored));
}
