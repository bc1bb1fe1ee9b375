import type { FileStore } from '@shop/storage';
import sharp from 'sharp';

/** A file to store, drawn only when the store does not have it yet. */
export interface Picture {
  /** Its storage key, e.g. 'meals/jhol-momo-1.webp'. */
  path: string;
  draw: () => string;
}

/** What the seed needs of a file store. */
export type PictureStore = Pick<FileStore, 'has' | 'put'>;

const CONCURRENCY = 6;

/**
 * Renders the pictures to webp with a few at a time. Existing files are kept: the same store
 * serves many seeded databases, and the store never shows a reader half a file.
 */
export async function renderPictures(store: PictureStore, pictures: readonly Picture[]) {
  const missing: Picture[] = [];
  for (const picture of pictures) {
    if (!(await store.has(picture.path))) missing.push(picture);
  }

  let next = 0;
  const worker = async () => {
    while (next < missing.length) {
      const picture = missing[next++];
      if (picture) await renderOne(store, picture);
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
}

async function renderOne(store: PictureStore, picture: Picture) {
  const webp = await sharp(Buffer.from(picture.draw())).webp({ quality: 80, effort: 2 }).toBuffer();
  await store.put(picture.path, webp, 'image/webp');
}
