import type { Pagination } from '@shop/shared';
import type { QueryKey } from '@tanstack/react-query';
import type { z } from 'zod';
import type { ListQuerySchema } from './list-address.ts';

/** The subset of a zod schema the API client needs (see lib/api-client.ts). */
export interface ResponseSchema<T> {
  safeParse(data: unknown): { success: true; data: T } | { success: false; error: unknown };
}

/**
 * A back-office section's list, as data: where it is read, with what query (the shared schema
 * the server validates, which also reads the page's address) and what answer, and what else
 * a change in it makes stale. Its columns, fields and words live beside it, in the section.
 */
export interface SectionDefinition<S extends ListQuerySchema, R, Row> {
  /** The query-key part after 'admin' (every key of the section starts with both). */
  name: string;
  /** Below /api, as adminApi takes it: '/contact'. */
  path: string;
  query: S;
  response: ResponseSchema<R>;
  rows: (response: R) => readonly Row[];
  /** The page the answer holds, for a paged list. */
  pagination?: (response: R) => Pagination;
  rowId: (row: Row) => string | number;
  /** What the list call sends besides the address (a page size). */
  fixedQuery?: Partial<z.input<S>>;
  /** 'push': each change of the filters is a step in the history, which Back undoes. */
  history?: 'push';
  /** Shown when the list call fails without words of its own. */
  loadFailed?: string;
  /**
   * Other queries a change here makes stale (the sidebar badges always are): the meals when a
   * category changes, the shop's menu.
   */
  alsoStale?: readonly QueryKey[];
}

/** Declares a section (its types are inferred from the schemas). */
export function defineSection<S extends ListQuerySchema, R, Row>(
  definition: SectionDefinition<S, R, Row>,
): SectionDefinition<S, R, Row> {
  return definition;
}

// biome-ignore lint/suspicious/noExplicitAny: any definition, whatever its schemas
export type AnySection = SectionDefinition<any, any, any>;
