import { type DbOrTx, galleries, galleryImages } from '@shop/db';
import { eq, type SQL, sql } from '@shop/db/orm';
import { ADMIN_GALLERY_MESSAGES, type AdminGallery } from '@shop/shared';
import { AppError } from '../../lib/app-error.ts';
import { windowCount } from '../paging/counted-page.ts';

/** Gallery pictures live in this folder of the uploads root (served at /uploads/gallery/). */
export const GALLERY_IMAGES_DIR = 'gallery';

/** A gallery's columns with its image file names in display order (one query, no N+1). */
const adminGalleryColumns = {
  id: galleries.id,
  title: galleries.title,
  description: galleries.description,
  category: galleries.category,
  isActive: galleries.isActive,
  featured: galleries.isFeatured,
  tags: galleries.tags,
  createdAt: galleries.createdAt,
  updatedAt: galleries.updatedAt,
  images: sql<string[]>`coalesce(
    array_agg(${galleryImages.fileName} ORDER BY ${galleryImages.position}, ${galleryImages.id})
      FILTER (WHERE ${galleryImages.id} IS NOT NULL),
    '{}'::text[])`,
};

type AdminGalleryRow = Omit<AdminGallery, 'createdAt' | 'updatedAt'> & {
  createdAt: Date;
  updatedAt: Date;
};

function toAdminGallery(row: AdminGalleryRow): AdminGallery {
  return {
    ...row,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/**
 * Galleries (with their images) matching `where`, newest first, a page at a time, each with
 * how many match in all (`total`).
 */
export async function selectAdminGalleries(
  db: DbOrTx,
  where: SQL | undefined,
  page: { limit: number; offset: number },
): Promise<(AdminGallery & { total: number })[]> {
  const rows = await db
    .select({ ...adminGalleryColumns, total: windowCount })
    .from(galleries)
    .leftJoin(galleryImages, eq(galleryImages.galleryId, galleries.id))
    .where(where)
    .groupBy(galleries.id)
    .orderBy(sql`${galleries.createdAt} DESC`, sql`${galleries.id} DESC`)
    .limit(page.limit)
    .offset(page.offset);
  return rows.map(({ total, ...row }) => ({ ...toAdminGallery(row), total }));
}

export function galleryNotFound(): AppError {
  return new AppError('NOT_FOUND', ADMIN_GALLERY_MESSAGES.notFound);
}

/** One gallery as the back office shows it; 404 when there is none. */
export async function findAdminGallery(db: DbOrTx, id: number): Promise<AdminGallery> {
  const [gallery] = await selectAdminGalleries(db, eq(galleries.id, id), { limit: 1, offset: 0 });
  if (!gallery) throw galleryNotFound();
  const { total: _total, ...found } = gallery;
  return found;
}
