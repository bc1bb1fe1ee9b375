import { randomUUID } from 'node:crypto';
import { type FileStore, isStorageKey } from '@shop/storage';
import sharp from 'sharp';

/** Stored pictures fit within this many pixels on each side; smaller ones keep their size. */
export const MAX_STORED_IMAGE_SIDE = 1600;

/**
 * A few megabytes of PNG can unpack into gigabytes of pixels, so decoding stops past this
 * (a 50-megapixel phone photo; a larger one is refused rather than tying up the server).
 */
const MAX_INPUT_PIXELS = 50_000_000;

/**
 * What the upload forms accept (JPEG, PNG, WebP, GIF, AVIF; sharp reports AVIF as heif).
 * Other formats libvips could read (SVG, TIFF, raw) are refused: an SVG is a document, not a
 * photo, and nobody uploads a TIFF from a phone.
 */
const ACCEPTED_FORMATS: ReadonlySet<string> = new Set(['jpeg', 'png', 'webp', 'gif', 'heif']);

/** The upload is not a picture in an accepted format, or cannot be decoded. */
export class UnreadableImageError extends Error {
  constructor(options?: { cause?: unknown }) {
    super('The file is not an image that can be decoded', options);
    this.name = 'UnreadableImageError';
  }
}

/**
 * Decodes an upload and encodes it again as WebP: turned upright, stripped of every piece of
 * metadata (EXIF, GPS, ICC), scaled down to fit MAX_STORED_IMAGE_SIDE. Whatever the upload
 * carried besides pixels is gone. Throws UnreadableImageError for anything that is not an image.
 */
export async function reencodeImage(input: Buffer): Promise<Buffer> {
  try {
    const image = sharp(input, { failOn: 'error', limitInputPixels: MAX_INPUT_PIXELS });
    const { format } = await image.metadata();
    if (!ACCEPTED_FORMATS.has(format)) throw new Error(`format ${format} is not accepted`);
    return await image
      .autoOrient()
      .resize({
        width: MAX_STORED_IMAGE_SIDE,
        height: MAX_STORED_IMAGE_SIDE,
        fit: 'inside',
        withoutEnlargement: true,
      })
      .webp({ quality: 80 })
      .toBuffer();
  } catch (error) {
    throw new UnreadableImageError({ cause: error });
  }
}

/**
 * Re-encodes an upload (see reencodeImage) and stores it in `folder` under a new random name.
 * Resolves to the stored file name (`<uuid>.webp`); the uploader's file name is never used.
 */
export async function storeUploadedImage(
  input: Buffer,
  files: FileStore,
  folder: string,
): Promise<string> {
  const output = await reencodeImage(input);
  const fileName = `${randomUUID()}.webp`;
  await files.put(`${folder}/${fileName}`, output, 'image/webp');
  return fileName;
}

/**
 * Deletes stored files by key (for example those of a request that failed after storing them).
 * A key no upload could have made (a row edited by hand) is skipped, never followed.
 */
export async function removeStoredFiles(files: FileStore, keys: readonly string[]): Promise<void> {
  await files.remove(keys.filter(isStorageKey));
}

/** Deletes stored images of one folder by file name. */
export function removeStoredImages(
  files: FileStore,
  folder: string,
  fileNames: readonly string[],
): Promise<void> {
  return removeStoredFiles(
    files,
    fileNames.map((name) => `${folder}/${name}`),
  );
}
