import { type Db, feedback } from '@shop/db';
import { eq } from '@shop/db/orm';
import {
  ADMIN_FEEDBACK_MESSAGES,
  type FeedbackStatus,
  type FeedbackUpdatedResponse,
} from '@shop/shared';
import { feedbackNotFound, findAdminFeedback } from './feedback-view.ts';
import { recordAdminChange } from './record-admin-change.ts';

/**
 * Sets a feedback's status (any of the three, in any order: docs/product-rules.md#feedback). A real
 * change writes the audit line; setting the status it already has changes nothing.
 */
export async function changeFeedbackStatus(
  db: Db,
  adminId: string,
  id: number,
  status: FeedbackStatus,
): Promise<FeedbackUpdatedResponse> {
  return db.transaction(async (tx) => {
    const [before] = await tx
      .select({ status: feedback.status, name: feedback.name })
      .from(feedback)
      .where(eq(feedback.id, id))
      .for('no key update');
    if (!before) throw feedbackNotFound();
    if (before.status !== status) {
      await tx.update(feedback).set({ status }).where(eq(feedback.id, id));
      await recordAdminChange(tx, adminId, {
        action: 'feedback.status_changed',
        entityType: 'feedback',
        entityId: id,
        details: { from: before.status, to: status, name: before.name },
      });
    }
    return {
      success: true,
      message: ADMIN_FEEDBACK_MESSAGES.statusUpdated,
      data: { feedback: await findAdminFeedback(tx, id) },
    };
  });
}
