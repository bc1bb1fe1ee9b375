import { type DbOrTx, galleries } from '@shop/db';
import { count } from '@shop/db/orm';
import type { AdminGalleryListResponse, adminGalleryQuerySchema } from '@shop/shared';
import type { z } from 'zod';
import { selectAdminGalleries } from './gallery-view.ts';
import { joinedText, matchesSearch } from './text-search.ts';

export type AdminGalleryListQuery = z.output<typeof adminGalleryQuerySchema>;

/**
 * Every gallery, active or not, newest first, a page at a time; the search finds text in the
 * title, description, category or tags, whatever its case.
 */
export async function listAdminGalleries(
  db: DbOrTx,
  query: AdminGalleryListQuery,
): Promise<AdminGalleryListResponse> {
  const where = matchesSearch(query.search, [
    galleries.title,
    galleries.description,
    galleries.category,
    joinedText(galleries.tags),
  ]);
  const [totals] = await db.select({ total: count() }).from(galleries).where(where);
  const total = totals?.total ?? 0;
  const data = await selectAdminGalleries(db, where, {
    limit: query.limit,
    offset: (query.page - 1) * query.limit,
  });
  return {
    success: true,
    data,
    pagination: {
      total,
      page: query.page,
      limit: query.limit,
      pages: Math.max(1, Math.ceil(total / query.limit)),
    },
  };
}
