import { sql } from '@shop/db/orm';
import type { Pagination } from '@shop/shared';

/** A page of a list as the API asks for it: 1-based page number and page size. */
export interface PageQuery {
  page: number;
  limit: number;
}

/** The pagination block of a list answer. */
export function pageOf(query: PageQuery, total: number): Pagination {
  return { page: query.page, limit: query.limit, total, pages: Math.ceil(total / query.limit) };
}

/**
 * `count(*) OVER ()`: how many rows the page's statement matches before its LIMIT and OFFSET,
 * carried by each row of the page. For a list whose matches the statement visits anyway (a
 * search, one customer's orders, a small table); a big list gives its rows another exact count
 * that the statement can take from an index or the rollup.
 */
export const windowCount = sql<number>`count(*) OVER ()`.mapWith(Number);

/**
 * Every paged list: one statement reads the page and the list's total, which each row carries
 * as `total`. A page past the end has no row to carry it: only then is the total counted
 * apart (`countAll`), so that it stays right. Page 1 with no row means an empty list.
 */
export async function countedPage<Row extends { total: number }>(
  query: PageQuery,
  readRows: (window: { limit: number; offset: number }) => Promise<Row[]>,
  countAll: () => Promise<number>,
): Promise<{ rows: Row[]; total: number; pagination: Pagination }> {
  const rows = await readRows({ limit: query.limit, offset: (query.page - 1) * query.limit });
  const total = rows[0]?.total ?? (query.page > 1 ? await countAll() : 0);
  return { rows, total, pagination: pageOf(query, total) };
}
