import type { AdminFeedback, FeedbackListResponse, FeedbackStatus } from '@shop/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminQueryKeys } from '@/features/admin-common/index.ts';
import { i18n } from '@/i18n/index.ts';
import { errorMessage } from '@/lib/api-client.ts';
import { refreshQueries } from '@/lib/refresh-queries.ts';
import { toast } from '@/lib/toast.ts';
import { deleteFeedback } from '../api/delete-feedback.ts';
import { feedbackKeys } from '../api/query-keys.ts';
import { updateFeedbackStatus } from '../api/update-feedback-status.ts';

/** After a change the lists and the sidebar's feedback badge (pending ones) are read again. */
function useRefresh() {
  const queryClient = useQueryClient();
  return () =>
    refreshQueries(queryClient, [
      { queryKey: feedbackKeys.lists() },
      { queryKey: adminQueryKeys.stats },
    ]);
}

/**
 * Saves a status at once (docs/product-rules.md#contacts-and-feedback); on success every list on
 * screen shows it straight away, on failure a toast says why
 * (docs/product-rules.md#when-a-call-fails).
 */
export function useFeedbackStatus() {
  const queryClient = useQueryClient();
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ feedback, status }: { feedback: AdminFeedback; status: FeedbackStatus }) =>
      updateFeedbackStatus(feedback.id, status),
    onSuccess: async ({ data }) => {
      queryClient.setQueriesData<FeedbackListResponse>(
        { queryKey: feedbackKeys.lists() },
        (response) =>
          response && {
            ...response,
            data: {
              ...response.data,
              feedback: response.data.feedback.map((item) =>
                item.id === data.feedback.id ? data.feedback : item,
              ),
            },
          },
      );
      await refresh();
    },
    onError: (error) => {
      toast.error(i18n.t('admin-content:feedback.statusError', { message: errorMessage(error) }));
    },
  });
}

/**
 * Deletes a feedback with its photos; a failure is told in a toast
 * (docs/product-rules.md#when-a-call-fails).
 */
export function useDeleteFeedback() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (feedback: AdminFeedback) => deleteFeedback(feedback.id),
    onSuccess: async (response) => {
      toast.success(response.message);
      await refresh();
    },
    onError: (error) => {
      toast.error(i18n.t('admin-content:feedback.deleteError', { message: errorMessage(error) }));
    },
  });
}
