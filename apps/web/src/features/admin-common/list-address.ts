import type { Pagination } from '@shop/shared';
import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useSearchParams } from 'react-router';
import type { z } from 'zod';

/**
 * A list's query schema from @shop/shared: the object the server validates the list call with,
 * one field per query-string parameter. The same schema reads the page's address.
 */
export type ListQuerySchema = z.ZodObject<Record<string, z.ZodType>>;

/** A change to the address: raw values as a select or a box holds them; blank drops the key. */
export type AddressChange<S extends ListQuerySchema> = Partial<
  Record<keyof z.output<S> & string, string | number | boolean | null | undefined>
>;

const fieldsOf = (schema: ListQuerySchema) => Object.entries(schema.shape);

/** What a field holds when the address does not say (its default, or undefined). */
export function defaultOf(field: z.ZodType): unknown {
  const parsed = field.safeParse(undefined);
  return parsed.success ? parsed.data : undefined;
}

/**
 * The list's filters, sort and page in the address, field by field: a value the schema refuses
 * (a page of 0, an unknown status) is its default, and never spoils the others.
 */
export function readAddress<S extends ListQuerySchema>(
  schema: S,
  params: URLSearchParams,
): z.output<S> {
  const read = ([key, field]: [string, z.ZodType]) => {
    const parsed = field.safeParse(params.get(key) ?? undefined);
    return [key, parsed.success ? parsed.data : defaultOf(field)];
  };
  return Object.fromEntries(fieldsOf(schema).map(read)) as z.output<S>;
}

/** The page and the cursors of keyset paging: what moving through the pages changes. */
const PAGING = ['page', 'after', 'before'];

/** A page's cursors, in a list that pages by keyset (the orders): see its `pagination`. */
interface Cursors {
  nextCursor?: string | null;
  previousCursor?: string | null;
}

/**
 * The address change that shows `page`: Next and Previous carry the shown page's edge, where the
 * list gives one, so the server reads on from there rather than skipping the pages before. The
 * first page needs none (and then shows what came in meanwhile).
 */
export function pageChange<S extends ListQuerySchema>(
  pagination: Pagination & Cursors,
  page: number,
): AddressChange<S> {
  const after = page === pagination.page + 1 ? pagination.nextCursor : null;
  const before = page === pagination.page - 1 && page > 1 ? pagination.previousCursor : null;
  return { page, after, before } as AddressChange<S>;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * The address after a change. Any change but the page's goes back to the first page (and
 * drops the page's cursors); values
 * the schema refuses and defaults are left out (an unfiltered list has a clean address), and
 * parameters the schema does not know are kept.
 */
export function addressWith<S extends ListQuerySchema>(
  schema: S,
  current: URLSearchParams,
  change: AddressChange<S>,
): URLSearchParams {
  const next = new URLSearchParams(current);
  for (const [key, value] of Object.entries(change)) {
    if (value === undefined || value === null || value === '') next.delete(key);
    else next.set(key, String(value));
  }
  if (Object.keys(change).some((key) => !PAGING.includes(key))) {
    for (const key of PAGING) next.delete(key);
  }
  for (const [key, field] of fieldsOf(schema)) {
    const raw = next.get(key);
    if (raw === null) continue;
    const parsed = field.safeParse(raw);
    if (!parsed.success || same(parsed.data, defaultOf(field))) next.delete(key);
  }
  return next;
}

/**
 * A list's filters, sort and page, kept in the address (so a link, Back and a reload keep
 * them), read with the list's shared query schema. Changes replace the history entry, unless
 * `history` is 'push' (each change a step that Back undoes).
 */
export function useListAddress<S extends ListQuerySchema>(
  schema: S,
  { history = 'replace' }: { history?: 'replace' | 'push' } = {},
) {
  const [params, setParams] = useSearchParams();
  const values = useMemo(() => readAddress(schema, params), [schema, params]);
  // What the next change builds on: the address last asked for, since the router shows one only
  // once its navigation ends, and a change made before then (a filter cleared, then a column
  // sorted) must keep the earlier ones. An address shown that was not asked for here (Back, a
  // link) starts afresh from it.
  const base = useRef(params);
  const asked = useRef<string[]>([]);
  useEffect(() => {
    const ours = asked.current.indexOf(params.toString());
    if (ours >= 0) asked.current = asked.current.slice(ours + 1);
    else {
      asked.current = [];
      base.current = params;
    }
  }, [params]);
  const change = useCallback(
    (next: AddressChange<S>) => {
      base.current = addressWith(schema, base.current, next);
      asked.current.push(base.current.toString());
      setParams(base.current, { replace: history === 'replace', preventScrollReset: true });
    },
    [schema, setParams, history],
  );
  return { values, change };
}
