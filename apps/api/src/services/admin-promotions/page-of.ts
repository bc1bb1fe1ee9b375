import type { Pagination } from '@shop/shared';

/** The pagination block of a list answer. */
export function pageOf(query: { page: number; limit: number }, total: number): Pagination {
  return { page: query.page, limit: query.limit, total, pages: Math.ceil(total / query.limit) };
}

/** The rows to skip for a page. */
export function offsetOf(query: { page: number; limit: number }): number {
  return (query.page - 1) * query.limit;
}
