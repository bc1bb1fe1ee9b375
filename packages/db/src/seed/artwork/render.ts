import { randomUUID } from 'node:crypto';
import { access, mkdir, rename, rm } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import sharp from 'sharp';

/** A file to write under the uploads root, drawn only when it does not exist yet. */
export interface Picture {
  /** Relative to the uploads root, e.g. 'meals/jhol-momo-1.webp'. */
  path: string;
  draw: () => string;
}

const CONCURRENCY = 6;

/**
 * Renders the pictures to webp with a few at a time. Existing files are kept: the same uploads
 * folder serves many seeded databases. Each file is written under a temporary name and renamed,
 * so a process that seeds at the same time never sees half a file.
 */
export async function renderPictures(uploadsDir: string, pictures: readonly Picture[]) {
  const missing: Picture[] = [];
  for (const picture of pictures) {
    if (!(await exists(join(uploadsDir, picture.path)))) missing.push(picture);
  }
  const folders = new Set(missing.map((picture) => dirname(join(uploadsDir, picture.path))));
  for (const folder of folders) await mkdir(folder, { recursive: true });

  let next = 0;
  const worker = async () => {
    while (next < missing.length) {
      const picture = missing[next++];
      if (picture) await renderOne(uploadsDir, picture);
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
}

async function renderOne(uploadsDir: string, picture: Picture) {
  const target = join(uploadsDir, picture.path);
  const temporary = `${target}.${randomUUID()}.tmp`;
  try {
    await sharp(Buffer.from(picture.draw())).webp({ quality: 80, effort: 2 }).toFile(temporary);
    await rename(temporary, target);
  } catch (error) {
    await rm(temporary, { force: true });
    throw error;
  }
}

async function exists(path: string) {
  try {
    await access(path);
    return true;
  } catch {
    return false;
  }
}
