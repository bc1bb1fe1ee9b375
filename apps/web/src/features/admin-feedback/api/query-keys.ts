import { adminQueryKeys } from '@/features/admin-common/index.ts';
import type { FeedbackFilters } from '../feedback-filters.ts';

export const feedbackKeys = {
  all: adminQueryKeys.section('feedback'),
  lists: () => [...feedbackKeys.all, 'list'] as const,
  list: (filters: FeedbackFilters) => [...feedbackKeys.lists(), filters] as const,
  image: (fileName: string) => [...feedbackKeys.all, 'image', fileName] as const,
};
