import {
  type FeedbackStatus,
  type FeedbackUpdatedResponse,
  feedbackUpdatedResponseSchema,
} from '@shop/shared';
import { adminApi } from '@/features/admin-common/index.ts';
import { adminContent } from '@/i18n/locales/en/admin-content.ts';

/** PUT /api/feedback/:id with { status } */
export function updateFeedbackStatus(
  id: number,
  status: FeedbackStatus,
): Promise<FeedbackUpdatedResponse> {
  return adminApi.put(`/feedback/${id}`, { status }, feedbackUpdatedResponseSchema, {
    fallbackMessage: adminContent.feedback.statusFailed,
  });
}
