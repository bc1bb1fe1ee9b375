import { type AdminFeedback, csvDocument, FEEDBACKS_CSV } from '@shop/shared';
import { csvDateTime } from '@/features/admin-common/index.ts';

/**
 * feedbacks.csv (docs/product-rules.md#csv-exports): Name, Email, Category, Rating, Message,
 * Status, Date of the given rows, in order. Category and status are written as stored
 * (food_quality, pending).
 */
export function feedbacksCsv(feedback: readonly AdminFeedback[]): string {
  return csvDocument(
    FEEDBACKS_CSV.header,
    feedback.map((f) => [
      f.name,
      f.email,
      f.category,
      f.rating,
      f.message,
      f.status,
      csvDateTime(f.created_at),
    ]),
  );
}
