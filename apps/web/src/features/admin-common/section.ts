import type { Pagination } from '@shop/shared';
import type { QueryKey } from '@tanstack/react-query';
import type { LucideIcon } from 'lucide-react';
import type { z } from 'zod';
import type { ResponseSchema } from './admin-api.ts';
import type { ListQuerySchema } from './list-address.ts';

export type StatTone = 'flame' | 'amber' | 'violet' | 'teal' | 'emerald' | 'sky' | 'charcoal';

/** A figure of the answer's stats: its key (and words' `tiles.<key>`), icon, tint and more. */
export type TileDefinition = readonly [
  key: string,
  icon: LucideIcon,
  tone: StatTone,
  more?: {
    testId?: string;
    money?: boolean;
    value?: (stats: Record<string, number>) => number | string;
  },
];

/** A filter of the address's `key`; its words `filters.<key>.{label,placeholder,all,<choice>}`. */
export type FilterSpec =
  | { kind: 'search'; key: string; hideLabel?: boolean }
  /** Choices as the address writes them ('all' the default, or ''); words `filters.<key>.<choice>`. */
  | { kind: 'select'; key: string; choices?: readonly string[] }
  /** A calendar day; `notBefore`/`notAfter` name the filter that bounds it. */
  | { kind: 'date'; key: string; notBefore?: string; notAfter?: string }
  /** The sort's drop-down (the address's sortBy, the words `sort.<choice>`) and its direction. */
  | { kind: 'sort'; key: 'sortBy'; choices: readonly string[] };

/**
 * A back-office section as data: where its list is read, with what query (the shared schema
 * the server validates, which also reads the page's address) and what answer; its words, its
 * figures, its filters, its export and how a record is deleted. SectionPage draws the rest.
 */
export interface SectionDefinition<S extends ListQuerySchema, R, Row> {
  /** The query-key part after 'admin' (every key of the section starts with both). */
  name: string;
  path: string;
  query: S;
  response: ResponseSchema<R>;
  /** Its words' namespace and prefix (the keys: docs/architecture.md#a-back-office-section). */
  words: readonly [namespace: `admin${string}`, prefix?: string];
  /** The rows of an answer: its `data` unless said. */
  rows: (response: R) => readonly Row[];
  /** The page the answer holds, for a paged list: its `pagination` unless said. */
  pagination?: (response: R) => Pagination | undefined;
  /** A record's key: its `id` unless said. */
  rowId: (row: Row) => string | number;
  /** A record's name in the words of its buttons and dialogs ('Delete {{name}}'). */
  nameOf?: (row: Row) => string;
  /** How many records match, when the list shows only the newest of them (or all there are). */
  total?: (response: R) => number;
  /** The figures over all records: the answer's `stats` unless said. */
  stats?: (response: R) => object | undefined;
  tiles?: readonly TileDefinition[];
  filters?: readonly FilterSpec[];
  /** Address parameters that narrow the list besides the filters (cleared with them). */
  alsoFilters?: readonly string[];
  /** Export CSV of the rows shown. */
  csv?: { fileName: string; document: (rows: readonly Row[]) => string };
  /** Where a record is deleted (after asking); its failure told in the dialog or a toast. */
  deletePath?: (row: Row) => string;
  deleteFailure?: 'dialog' | 'toast';
  /** Whether the delete dialog says what is kept (its words `delete.note`), or their values. */
  deleteNote?: (row: Row) => boolean | Record<string, unknown>;
  /** A record's on/off switch on its card: sends the state wanted (failure: `toggleFailed`). */
  toggle?: (row: Row, on: boolean) => Promise<unknown>;
  /** What the list call sends besides the address (a page size). */
  fixedQuery?: Partial<z.input<S>>;
  /** 'push': each change of the filters is a step in the history, which Back undoes. */
  history?: 'push';
  /** Shown when the list call fails without words of its own. */
  loadFailed?: string;
  /** Other queries a change makes stale (besides the sidebar badges): the shop's menu. */
  alsoStale?: readonly QueryKey[];
  /** How long the list's copy stays fresh, and whether it is read again on return to the tab. */
  fresh?: { staleTime: number; refetchOnWindowFocus: boolean };
}

type Defaulted = 'rows' | 'rowId';
type Derived = 'name' | 'path' | 'query' | 'response';
type RowOf<R> = R extends { data: readonly (infer Row)[] } ? Row : never;

/**
 * Declares a section: `from` its path (below /api, as adminApi takes it: '/contact'), its query
 * and response schemas (its types are inferred from them). Its name, the query keys' part after
 * 'admin', is its words' prefix ('events'), or its namespace's ('admin-orders': 'orders'). The
 * rows are the answer's `data`, the page its `pagination` and a row's key its `id`, unless said.
 */
export function defineSection<S extends ListQuerySchema, R, Row = RowOf<R>>({
  from: [path, query, response],
  ...definition
}: Omit<SectionDefinition<S, R, Row>, Defaulted | Derived> &
  Partial<Pick<SectionDefinition<S, R, Row>, Defaulted>> & {
    from: readonly [path: string, query: S, response: ResponseSchema<R>];
  }): SectionDefinition<S, R, Row> {
  const [namespace, prefix] = definition.words;
  // biome-ignore lint/suspicious/noExplicitAny: a field of whatever the answer or row is
  const field = (name: string) => (value: any) => value[name];
  return {
    name: prefix ?? namespace.replace(/^admin-/, ''),
    ...{ path, query, response },
    rows: field('data'),
    pagination: field('pagination'),
    rowId: field('id'),
    ...definition,
  };
}

// biome-ignore lint/suspicious/noExplicitAny: any definition, whatever its schemas
export type AnySection = SectionDefinition<any, any, any>;
