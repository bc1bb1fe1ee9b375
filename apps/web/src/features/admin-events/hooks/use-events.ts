import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { listEvents } from '../api/list-events.ts';
import { type EventListParams, eventQueryKeys } from '../api/query-keys.ts';

/** A page of events; the previous page stays on screen while the next one loads. */
export function useEvents(params: EventListParams) {
  return useQuery({
    queryKey: eventQueryKeys.list(params),
    queryFn: ({ signal }) => listEvents(params, signal),
    placeholderData: keepPreviousData,
  });
}
