import type { Pagination } from '@shop/shared';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { refreshQueries } from '@/lib/refresh-queries.ts';
import { toast } from '@/lib/toast.ts';
import { adminApi, adminQueryKeys } from './admin-api.ts';
import type { FailureToast } from './errors.ts';
import { type ListQuerySchema, useListAddress } from './list-address.ts';
import type { AnySection, SectionDefinition } from './section.ts';

/**
 * What a change needs of a section: its name (its query keys) and what else it makes stale. A
 * screen that is not a list (the Ordering settings) gives just these.
 */
export type SectionKeys = Pick<AnySection, 'name' | 'alsoStale'>;

/** Every query of the section starts with this key. */
export const sectionKey = (section: SectionKeys) => adminQueryKeys.section(section.name);

/**
 * The section's list as the address asks for it: the filters, sort and page (`address`), the
 * query, its rows and page. The last answer stays on screen while the next one loads.
 */
export function useSectionList<S extends ListQuerySchema, R, Row>(
  section: SectionDefinition<S, R, Row>,
) {
  const address = useListAddress(section.query, { history: section.history });
  const query = useQuery({
    queryKey: [...sectionKey(section), 'list', address.values],
    queryFn: ({ signal }) =>
      adminApi.get(
        section.path,
        section.response,
        { ...address.values, ...section.fixedQuery } as Parameters<typeof adminApi.get>[2],
        { signal, fallbackMessage: section.loadFailed },
      ),
    placeholderData: keepPreviousData,
    ...section.fresh,
  });
  const { data } = query;
  const rows = data === undefined ? [] : section.rows(data);
  return { section, address, query, rows, pagination: data && section.pagination?.(data) };
}

/** What a list screen needs of useSectionList (method syntax: any section's list fits). */
export interface SectionList<Row> {
  section: { rowId(row: Row): string | number };
  address: {
    values: Record<string, unknown>;
    change(change: Record<string, string | number | boolean | null | undefined>): void;
  };
  query: { data: unknown; isError: boolean; isFetching: boolean; refetch(): unknown };
  rows: readonly Row[];
  pagination: Pagination | undefined;
}

/** Reads again, after a change, the section, the sidebar's badges and what else it makes stale. */
export function useSectionRefresh(section: SectionKeys) {
  const queryClient = useQueryClient();
  return useCallback(
    () =>
      refreshQueries(
        queryClient,
        [sectionKey(section), adminQueryKeys.stats, ...(section.alsoStale ?? [])].map(
          (queryKey) => ({ queryKey }),
        ),
      ),
    [queryClient, section],
  );
}

/** What the admin is told of a change: a toast, in the server's words unless said otherwise. */
export function notifySuccess(message: string): void {
  toast.success(message);
}

interface MutationOptions<V, R> {
  /** The success toast: the server's `message` by default; null for none (opening a message). */
  success?: ((result: R, variables: V) => string) | null;
  /** A failure toast; none by default (a dialog shows the failure itself). */
  failure?: (error: unknown) => string | FailureToast;
  /** A refusal means the record moved on meanwhile: the section is read again, as it is now. */
  readAgainOnFailure?: boolean;
}

const serverMessage = (result: unknown) =>
  typeof result === 'object' && result !== null && 'message' in result
    ? String(result.message)
    : null;

/**
 * A change to the section's records: once it succeeds, the admin is told and the section is
 * read again (see useSectionRefresh); after a failure too with `readAgainOnFailure`.
 */
export function useSectionMutation<V, R>(
  section: SectionKeys,
  change: (variables: V) => Promise<R>,
  { success, failure, readAgainOnFailure }: MutationOptions<V, R> = {},
) {
  const refresh = useSectionRefresh(section);
  return useMutation({
    mutationFn: change,
    onSuccess: async (result, variables) => {
      const message = success === undefined ? serverMessage(result) : success?.(result, variables);
      if (message) notifySuccess(message);
      await refresh();
    },
    onError: (error) => {
      if (readAgainOnFailure) void refresh();
      const words = failure?.(error);
      if (typeof words === 'string') toast.error(words);
      else if (words) toast.error(words.title, { description: words.description });
    },
  });
}

/**
 * The on/off switch of a section's records (its `toggle`): the state wanted is sent (a double
 * click is harmless), the server's words told, a failure in the words of `failed`.
 */
export function useSectionToggle<Row>(section: AnySection, failed: () => string) {
  const send = async ({ row, on }: { row: Row; on: boolean }) => section.toggle?.(row, on);
  const toggle = useSectionMutation(section, send, { failure: failed });
  const id = section.rowId;
  return (row: Row) =>
    section.toggle && {
      toggling: toggle.isPending && id(toggle.variables?.row) === id(row),
      onToggle: (on: boolean) => toggle.mutate({ row, on }),
    };
}
