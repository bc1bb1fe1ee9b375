import { type DbOrTx, galleries, galleryImages } from '@shop/db';
import { and, desc, eq, type SQL, sql } from '@shop/db/orm';
import type { Gallery, GalleryQuery } from '@shop/shared';
import { uploadUrl } from '../../lib/uploads.ts';

function filtersOf(query: GalleryQuery): SQL | undefined {
  const conditions: SQL[] = [eq(galleries.isActive, true)];
  if (query.category && query.category !== 'all') {
    conditions.push(eq(galleries.category, query.category));
  }
  if (query.featured !== undefined) conditions.push(eq(galleries.isFeatured, query.featured));
  return and(...conditions);
}

/**
 * Active galleries, newest first, each with its image URLs in position order: one query,
 * the images gathered per gallery by array_agg.
 */
export async function listGalleries(db: DbOrTx, query: GalleryQuery): Promise<Gallery[]> {
  const rows = await db
    .select({
      id: galleries.id,
      title: galleries.title,
      description: galleries.description,
      category: galleries.category,
      featured: galleries.isFeatured,
      tags: galleries.tags,
      createdAt: galleries.createdAt,
      images: sql<string[]>`coalesce(
        array_agg(${galleryImages.fileName} ORDER BY ${galleryImages.position}, ${galleryImages.id})
          FILTER (WHERE ${galleryImages.id} IS NOT NULL),
        '{}'::text[])`,
    })
    .from(galleries)
    .leftJoin(galleryImages, eq(galleryImages.galleryId, galleries.id))
    .where(filtersOf(query))
    .groupBy(galleries.id)
    .orderBy(desc(galleries.createdAt), desc(galleries.id));
  return rows.map((row) => ({
    ...row,
    images: row.images.map((fileName) => uploadUrl(`gallery/${fileName}`)),
    createdAt: row.createdAt.toISOString(),
  }));
}
