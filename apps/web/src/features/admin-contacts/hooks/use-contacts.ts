import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { getContacts } from '../api/get-contacts.ts';
import { contactKeys } from '../api/query-keys.ts';

/** The contact list for a search; the last answer stays on screen while the next one loads. */
export function useContacts(search: string) {
  return useQuery({
    queryKey: contactKeys.list(search),
    queryFn: ({ signal }) => getContacts(search, signal),
    placeholderData: keepPreviousData,
    staleTime: 10_000,
    select: (response) => response.data,
  });
}
