import {
  ACCEPTED_IMAGE_TYPES,
  FEEDBACK_MESSAGES,
  MAX_FEEDBACK_IMAGES,
  MAX_IMAGE_BYTES,
} from '@shop/shared';
import { i18n } from '@/i18n/index.ts';

export interface ImageCheck {
  accepted: File[];
  /** One message per refused file, or the one about too many images. */
  errors: string[];
}

const SIGNATURE_BYTES = 16;

function startsWith(bytes: Uint8Array, signature: readonly number[], offset = 0): boolean {
  return signature.every((byte, index) => bytes[offset + index] === byte);
}

const ascii = (text: string) => Array.from(text, (char) => char.charCodeAt(0));

/**
 * Whether the file's first bytes are those of a JPEG, PNG, GIF, WebP or AVIF picture. The
 * browser derives a file's type from its name, so a text file called photo.jpg claims to be
 * image/jpeg; its bytes do not. (The server decodes every image anyway; this only answers
 * sooner.)
 */
export async function looksLikeImage(file: Blob): Promise<boolean> {
  const bytes = new Uint8Array(await file.slice(0, SIGNATURE_BYTES).arrayBuffer());
  return (
    startsWith(bytes, [0xff, 0xd8, 0xff]) ||
    startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]) ||
    startsWith(bytes, ascii('GIF8')) ||
    (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) ||
    (startsWith(bytes, ascii('ftyp'), 4) &&
      (startsWith(bytes, ascii('avif'), 8) || startsWith(bytes, ascii('avis'), 8)))
  );
}

const acceptedTypes: readonly string[] = ACCEPTED_IMAGE_TYPES;

/** The shared messages with the file's name, in the current language (English: the same words). */
const notAnImage = (file: File) => i18n.t('validation:feedback.notAnImage', { file: file.name });
const tooLarge = (file: File) => i18n.t('validation:feedback.tooLarge', { file: file.name });

async function fileError(file: File): Promise<string | null> {
  if (!acceptedTypes.includes(file.type)) return notAnImage(file);
  if (file.size > MAX_IMAGE_BYTES) return tooLarge(file);
  if (!(await looksLikeImage(file))) return notAnImage(file);
  return null;
}

/**
 * The feedback page's checks on newly picked files: at most 5 images in all, each an
 * image of at most 5 MB. A pick that would pass the limit is refused whole; otherwise the good
 * files are kept and each bad one is named.
 */
export async function checkImageFiles(
  alreadyPicked: number,
  picked: readonly File[],
): Promise<ImageCheck> {
  if (alreadyPicked + picked.length > MAX_FEEDBACK_IMAGES) {
    return { accepted: [], errors: [FEEDBACK_MESSAGES.tooManyImages] };
  }
  const verdicts = await Promise.all(picked.map(fileError));
  const accepted: File[] = [];
  const errors: string[] = [];
  picked.forEach((file, index) => {
    const error = verdicts[index];
    if (error) errors.push(error);
    else accepted.push(file);
  });
  return { accepted, errors };
}
