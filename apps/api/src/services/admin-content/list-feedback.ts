import { type DbOrTx, feedback } from '@shop/db';
import { and, asc, eq, type SQL, sql } from '@shop/db/orm';
import type {
  FeedbackCategory,
  FeedbackListResponse,
  FeedbackStats,
  feedbackListQuerySchema,
} from '@shop/shared';
import type { z } from 'zod';
import { selectAdminFeedback } from './feedback-view.ts';
import { countWhere, createdWithin } from './figures.ts';
import { matchesSearch } from './text-search.ts';

export type FeedbackListQuery = z.output<typeof feedbackListQuerySchema>;

function filtersOf(query: FeedbackListQuery): SQL | undefined {
  return and(
    matchesSearch(query.search, [feedback.name, feedback.email, feedback.message]),
    query.category && query.category !== 'all' ? eq(feedback.category, query.category) : undefined,
    query.rating !== undefined && query.rating !== 'all'
      ? eq(feedback.rating, query.rating)
      : undefined,
  );
}

/**
 * The newest feedback matching the search (name, email or message, any case), category and
 * rating, with how many match in all, the figures of all feedback, and every category that
 * some feedback has (the filter offers those: docs/product-rules.md#feedback): three queries.
 */
export async function listFeedback(
  db: DbOrTx,
  query: FeedbackListQuery,
): Promise<FeedbackListResponse> {
  const filters = filtersOf(query);
  const rows = await selectAdminFeedback(db, filters, query.limit);
  const { matches, ...stats } = await feedbackFigures(db, filters);
  const categories = await db
    .selectDistinct({ category: feedback.category })
    .from(feedback)
    .orderBy(asc(feedback.category));
  return {
    success: true,
    data: {
      feedback: rows,
      matches,
      stats,
      categories: categories.map((row) => row.category as FeedbackCategory),
    },
  };
}

/**
 * docs/product-rules.md#contacts-and-feedback: the average rating to one decimal, 0 when there is
 * none; this week is 7 days.
 */
async function feedbackFigures(
  db: DbOrTx,
  filters: SQL | undefined,
): Promise<FeedbackStats & { matches: number }> {
  const [row] = await db
    .select({
      total: countWhere(undefined),
      pending: countWhere(eq(feedback.status, 'pending')),
      averageRating: sql<number>`coalesce(round(avg(${feedback.rating}), 1), 0)`.mapWith(Number),
      thisWeek: countWhere(createdWithin(feedback.createdAt, '7 days')),
      matches: countWhere(filters),
    })
    .from(feedback);
  return row ?? { total: 0, pending: 0, averageRating: 0, thisWeek: 0, matches: 0 };
}
