import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { getFeedback } from '../api/get-feedback.ts';
import { feedbackKeys } from '../api/query-keys.ts';
import type { FeedbackFilters } from '../feedback-filters.ts';

/** The feedback list for the filters; the last answer stays on screen while the next loads. */
export function useFeedbackList(filters: FeedbackFilters) {
  return useQuery({
    queryKey: feedbackKeys.list(filters),
    queryFn: ({ signal }) => getFeedback(filters, signal),
    placeholderData: keepPreviousData,
    staleTime: 10_000,
    select: (response) => response.data,
  });
}
