import { type FeedbackListResponse, feedbackListResponseSchema } from '@shop/shared';
import { adminApi } from '@/features/admin-common/index.ts';
import { adminContent } from '@/i18n/locales/en/admin-content.ts';
import { type FeedbackFilters, feedbackQuery } from '../feedback-filters.ts';

/** GET /api/feedback: the newest feedback matching the filters, with figures and categories. */
export function getFeedback(
  filters: FeedbackFilters,
  signal?: AbortSignal,
): Promise<FeedbackListResponse> {
  const { search, category, rating } = feedbackQuery(filters);
  return adminApi.get(
    '/feedback',
    feedbackListResponseSchema,
    { search, category, rating },
    { signal, fallbackMessage: adminContent.feedback.loadFailed },
  );
}
