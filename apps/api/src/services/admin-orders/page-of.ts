import type { Pagination } from '@shop/shared';

/** Where a page stands among `total` matches. */
export function pageOf(query: { page: number; limit: number }, total: number): Pagination {
  return { page: query.page, limit: query.limit, total, pages: Math.ceil(total / query.limit) };
}
