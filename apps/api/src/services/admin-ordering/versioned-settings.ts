import { type Db, type DbOrTx, orderingSettings } from '@shop/db';
import { eq } from '@shop/db/orm';
import {
  type LaterOrderSettings,
  type LaterOrderSettingsResponse,
  ORDERING_ADMIN_MESSAGES,
  type OrderingHours,
  type OrderingHoursResponse,
} from '@shop/shared';
import { AppError } from '../../lib/app-error.ts';
import { type OrderingAction, recordOrderingChange } from './record-ordering-change.ts';

/*
 * The two parts of the settings row the owner saves with a form, each with its own version
 * (decision 036): the week's hours, and orders for later. A form read before the part's last
 * change is refused (409) with the part as it is now in `details`, shaped as its GET answers.
 */

interface Part<Value, Answer> {
  read: (row: typeof orderingSettings.$inferSelect) => Answer;
  /** The columns to set; the row is locked, so its version + 1 is the next one. */
  write: (value: Value, version: number) => Partial<typeof orderingSettings.$inferInsert>;
  versionOf: (row: typeof orderingSettings.$inferSelect) => number;
  stale: string;
  action: OrderingAction;
}

export const HOURS: Part<OrderingHours, OrderingHoursResponse> = {
  read: (row) => ({ hours: row.hours, version: row.hoursVersion }),
  write: (hours, hoursVersion) => ({ hours, hoursVersion }),
  versionOf: (row) => row.hoursVersion,
  stale: ORDERING_ADMIN_MESSAGES.staleHours,
  action: 'ordering.hours_updated',
};

export const LATER_ORDERS: Part<LaterOrderSettings, LaterOrderSettingsResponse> = {
  read: (row) => ({ settings: row.laterOrders, version: row.laterOrdersVersion }),
  write: (laterOrders, laterOrdersVersion) => ({ laterOrders, laterOrdersVersion }),
  versionOf: (row) => row.laterOrdersVersion,
  stale: ORDERING_ADMIN_MESSAGES.staleSettings,
  action: 'ordering.later_orders_updated',
};

async function settingsRow(db: DbOrTx, lock: boolean) {
  const query = db.select().from(orderingSettings).where(eq(orderingSettings.id, 1));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw new Error('the ordering settings row is missing (ensureOrderingSettings)');
  return row;
}

export async function readPart<Value, Answer>(db: DbOrTx, part: Part<Value, Answer>) {
  return part.read(await settingsRow(db, false));
}

/** Saves a part; `version` (when sent) must be the part's version now. */
export async function savePart<Value, Answer>(
  db: Db,
  adminId: string,
  part: Part<Value, Answer>,
  value: Value,
  version: number | undefined,
): Promise<Answer> {
  try {
    return await db.transaction(async (tx) => {
      const row = await settingsRow(tx, true);
      if (version !== undefined && version !== part.versionOf(row)) {
        throw new AppError('CONFLICT', part.stale);
      }
      const [saved] = await tx
        .update(orderingSettings)
        .set({ ...part.write(value, part.versionOf(row) + 1), updatedAt: new Date() })
        .where(eq(orderingSettings.id, 1))
        .returning();
      if (!saved) throw new Error('the ordering settings row is missing');
      const after = part.read(saved);
      await recordOrderingChange(tx, adminId, part.action, { before: part.read(row), after });
      return after;
    });
  } catch (error) {
    if (!(error instanceof AppError) || error.code !== 'CONFLICT') throw error;
    throw new AppError('CONFLICT', error.message, {
      cause: error,
      details: await readPart(db, part),
    });
  }
}
