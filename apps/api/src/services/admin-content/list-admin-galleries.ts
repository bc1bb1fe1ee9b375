import { type DbOrTx, galleries } from '@shop/db';
import { count } from '@shop/db/orm';
import type { AdminGalleryListResponse, adminGalleryQuerySchema } from '@shop/shared';
import type { z } from 'zod';
import { countedPage } from '../paging/counted-page.ts';
import { selectAdminGalleries } from './gallery-view.ts';
import { joinedText, matchesSearch } from './text-search.ts';

export type AdminGalleryListQuery = z.output<typeof adminGalleryQuerySchema>;

/**
 * Every gallery, active or not, newest first, a page at a time; the search finds text in the
 * title, description, category or tags, whatever its case. The page carries the total.
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
  const { rows, total } = await countedPage(
    query,
    (window) => selectAdminGalleries(db, where, window),
    async () => (await db.select({ total: count() }).from(galleries).where(where))[0]?.total ?? 0,
  );
  return {
    success: true,
    data: rows.map(({ total: _total, ...gallery }) => gallery),
    pagination: {
      total,
      page: query.page,
      limit: query.limit,
      pages: Math.max(1, Math.ceil(total / query.limit)),
    },
  };
}
