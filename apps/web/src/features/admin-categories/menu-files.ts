import {
  ACCEPTED_IMAGE_TYPES,
  ACCEPTED_VIDEO_TYPES,
  ADMIN_MENU_MESSAGES,
  MAX_MENU_IMAGE_BYTES,
  MAX_VIDEO_BYTES,
} from '@shop/shared';

/*
 * The menu forms' checks on picked files, in the server's own words. The browser knows a file
 * only by its name and size; the server decodes every picture and reads every video's bytes,
 * so these checks only answer sooner.
 */

const imageTypes: readonly string[] = ACCEPTED_IMAGE_TYPES;
const videoTypes: readonly string[] = ACCEPTED_VIDEO_TYPES;

export function imageFileError(file: File): string | null {
  if (!imageTypes.includes(file.type)) return ADMIN_MENU_MESSAGES.notAnImage(file.name);
  if (file.size > MAX_MENU_IMAGE_BYTES) return ADMIN_MENU_MESSAGES.imageTooLarge(file.name);
  return null;
}

export function videoFileError(file: File): string | null {
  if (!videoTypes.includes(file.type)) return ADMIN_MENU_MESSAGES.notAVideo(file.name);
  if (file.size > MAX_VIDEO_BYTES) return ADMIN_MENU_MESSAGES.videoTooLarge(file.name);
  return null;
}

export interface FileCheck {
  accepted: File[];
  /** One message per refused file, or the one about too many. */
  errors: string[];
}

/**
 * Newly picked files against a limit on how many there may be in all: a pick that would pass
 * it is refused whole; otherwise the good files are kept and each bad one is named.
 */
export function checkPickedFiles(
  picked: readonly File[],
  room: number,
  fileError: (file: File) => string | null,
  tooMany: string,
): FileCheck {
  if (picked.length > room) return { accepted: [], errors: [tooMany] };
  const accepted: File[] = [];
  const errors: string[] = [];
  for (const file of picked) {
    const error = fileError(file);
    if (error) errors.push(error);
    else accepted.push(file);
  }
  return { accepted, errors };
}
