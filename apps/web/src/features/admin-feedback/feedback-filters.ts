import type { FeedbackCategory, FeedbackListQuery } from '@shop/shared';

/** What the feedback list is narrowed by: all sent to the server. */
export interface FeedbackFilters {
  search: string;
  category: FeedbackCategory | 'all';
  rating: number | 'all';
}

export const NO_FEEDBACK_FILTERS: FeedbackFilters = { search: '', category: 'all', rating: 'all' };

/** The query string of GET /api/feedback for the filters ('all' is left out). */
export function feedbackQuery(filters: FeedbackFilters): FeedbackListQuery {
  return {
    search: filters.search || undefined,
    category: filters.category === 'all' ? undefined : filters.category,
    rating: filters.rating === 'all' ? undefined : filters.rating,
  };
}

export const RATINGS = [5, 4, 3, 2, 1] as const;
