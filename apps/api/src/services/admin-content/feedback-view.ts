import { type DbOrTx, feedback, feedbackImages } from '@shop/db';
import { eq, type SQL, sql } from '@shop/db/orm';
import {
  ADMIN_FEEDBACK_MESSAGES,
  type AdminFeedback,
  type FeedbackCategory,
  type FeedbackStatus,
} from '@shop/shared';
import { AppError } from '../../lib/app-error.ts';

/** A feedback's columns with its picture file names in order (one query, no N+1). */
const adminFeedbackColumns = {
  id: feedback.id,
  name: feedback.name,
  email: feedback.email,
  category: feedback.category,
  rating: feedback.rating,
  message: feedback.message,
  status: feedback.status,
  createdAt: feedback.createdAt,
  updatedAt: feedback.updatedAt,
  images: sql<string[]>`coalesce(
    array_agg(${feedbackImages.fileName} ORDER BY ${feedbackImages.position}, ${feedbackImages.id})
      FILTER (WHERE ${feedbackImages.id} IS NOT NULL),
    '{}'::text[])`,
};

/** Feedback (with its pictures) matching `where`, newest first, at most `limit`. */
export async function selectAdminFeedback(
  db: DbOrTx,
  where: SQL | undefined,
  limit: number,
): Promise<AdminFeedback[]> {
  const rows = await db
    .select(adminFeedbackColumns)
    .from(feedback)
    .leftJoin(feedbackImages, eq(feedbackImages.feedbackId, feedback.id))
    .where(where)
    .groupBy(feedback.id)
    .orderBy(sql`${feedback.createdAt} DESC`, sql`${feedback.id} DESC`)
    .limit(limit);
  // The table's CHECKs keep category and status within the shared lists.
  return rows.map(({ createdAt, updatedAt, ...row }) => ({
    ...row,
    category: row.category as FeedbackCategory,
    status: row.status as FeedbackStatus,
    created_at: createdAt.toISOString(),
    updated_at: updatedAt.toISOString(),
  }));
}

export function feedbackNotFound(): AppError {
  return new AppError('NOT_FOUND', ADMIN_FEEDBACK_MESSAGES.notFound);
}

/** One feedback as the back office shows it; 404 when there is none. */
export async function findAdminFeedback(db: DbOrTx, id: number): Promise<AdminFeedback> {
  const [found] = await selectAdminFeedback(db, eq(feedback.id, id), 1);
  if (!found) throw feedbackNotFound();
  return found;
}
