import { type Db, type DbOrTx, specialDays } from '@shop/db';
import { asc, eq, gte } from '@shop/db/orm';
import {
  addDays,
  ORDERING_ADMIN_MESSAGES,
  restaurantDay,
  type SpecialDay,
  type SpecialDayList,
} from '@shop/shared';
import { AppError } from '../../lib/app-error.ts';
import { recordOrderingChange } from './record-ordering-change.ts';

/*
 * Special days (docs/product-rules.md#opening-hours): a date closed or open with its own
 * periods, for delivery and pickup alike. One per date: setting a date again replaces it.
 */

type Row = typeof specialDays.$inferSelect;

const dayOf = (row: Row): SpecialDay => ({
  date: row.date,
  closed: row.closed,
  periods: row.periods,
  ...(row.label ? { label: row.label } : {}),
});

/** From yesterday on (yesterday's periods may still run past midnight), by date. */
export async function listSpecialDays(db: DbOrTx, now: Date): Promise<SpecialDayList> {
  const rows = await db
    .select()
    .from(specialDays)
    .where(gte(specialDays.date, addDays(restaurantDay(now), -1)))
    .orderBy(asc(specialDays.date));
  return { specialDays: rows.map(dayOf) };
}

async function findDay(tx: DbOrTx, date: string): Promise<SpecialDay | null> {
  const [row] = await tx.select().from(specialDays).where(eq(specialDays.date, date)).for('update');
  return row ? dayOf(row) : null;
}

export async function saveSpecialDay(
  db: Db,
  adminId: string,
  day: SpecialDay,
  now: Date,
): Promise<SpecialDayList> {
  await db.transaction(async (tx) => {
    const before = await findDay(tx, day.date);
    const columns = {
      closed: day.closed,
      periods: day.periods,
      label: day.label || null,
      updatedAt: new Date(),
    };
    await tx
      .insert(specialDays)
      .values({ date: day.date, ...columns })
      .onConflictDoUpdate({ target: specialDays.date, set: columns });
    await recordOrderingChange(tx, adminId, 'special_day.saved', { before, after: day }, day.date);
  });
  return listSpecialDays(db, now);
}

export async function deleteSpecialDay(
  db: Db,
  adminId: string,
  date: string,
  now: Date,
): Promise<SpecialDayList> {
  await db.transaction(async (tx) => {
    const before = await findDay(tx, date);
    if (!before) throw new AppError('NOT_FOUND', ORDERING_ADMIN_MESSAGES.specialDayNotFound(date));
    await tx.delete(specialDays).where(eq(specialDays.date, date));
    await recordOrderingChange(tx, adminId, 'special_day.deleted', { before }, date);
  });
  return listSpecialDays(db, now);
}
