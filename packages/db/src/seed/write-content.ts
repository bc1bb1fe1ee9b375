import type { Tx } from '../database.ts';
import {
  contactMessages,
  feedback,
  galleries,
  galleryImages,
  newsletterSubscribers,
} from '../schema/index.ts';
import { addDays } from './calendar.ts';
import { contactMessageRows, feedbackRows, subscriberRows } from './content.ts';
import { idOf, insertInChunks } from './insert.ts';
import { galleryFileNames } from './pictures.ts';
import type { DemoPlan } from './plan.ts';

/** Inserts the galleries (all active and featured, for the home slider) and their images. */
export async function writeGalleries(tx: Tx, plan: DemoPlan): Promise<void> {
  const rows = await tx
    .insert(galleries)
    .values(
      plan.galleries.map((gallery) => {
        const createdAt = addDays(plan.now, -gallery.daysAgo);
        return {
          title: gallery.title,
          description: gallery.description,
          category: gallery.category,
          tags: [...gallery.tags],
          isFeatured: true,
          isActive: true,
          createdAt,
          updatedAt: createdAt,
        };
      }),
    )
    .returning({ id: galleries.id, title: galleries.title });
  const ids = new Map(rows.map((row) => [row.title, row.id]));
  const images = plan.galleries.flatMap((gallery) =>
    galleryFileNames(gallery).map((fileName, position) => ({
      galleryId: idOf(ids, gallery.title),
      fileName,
      position,
      createdAt: addDays(plan.now, -gallery.daysAgo),
    })),
  );
  await insertInChunks(tx, galleryImages, images);
}

/** Contact messages, feedback and newsletter sign-ups. */
export async function writeVisitorContent(tx: Tx, plan: DemoPlan): Promise<void> {
  await insertInChunks(tx, contactMessages, contactMessageRows(plan.now));
  await insertInChunks(tx, feedback, feedbackRows(plan.now, plan.customers));
  await insertInChunks(tx, newsletterSubscribers, subscriberRows(plan.now, plan.customers));
}
