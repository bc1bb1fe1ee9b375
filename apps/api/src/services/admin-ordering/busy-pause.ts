import { type Db, orderingSettings } from '@shop/db';
import { eq } from '@shop/db/orm';
import {
  type BusyPause,
  busyPauseSchema,
  type PauseResponse,
  type pauseRequestSchema,
} from '@shop/shared';
import type { z } from 'zod';
import { readOrderingStatus } from '../ordering/ordering-status.ts';
import { recordOrderingChange } from './record-ordering-change.ts';

const MINUTE_MS = 60_000;

/**
 * The pause a request asks for at `now` (docs/product-rules.md#busy-pause): for `minutes`, until
 * the next opening, or (neither) until the owner resumes.
 */
export function pauseOf(request: z.output<typeof pauseRequestSchema>, now: Date): BusyPause {
  const startedAt = now.toISOString();
  const { reason } = request;
  if (request.until_next_opening) return { ends: 'next-opening', startedAt, reason };
  if (request.minutes == null) return { ends: 'resumed', startedAt, reason };
  const until = new Date(now.getTime() + request.minutes * MINUTE_MS).toISOString();
  return busyPauseSchema.parse({ ends: 'until', startedAt, until, reason });
}

/** Stores the pause (it replaces one that holds), or removes it (null), and answers the status. */
async function setPause(
  db: Db,
  adminId: string,
  pause: BusyPause | null,
  now: Date,
): Promise<PauseResponse> {
  await db.transaction(async (tx) => {
    const [before] = await tx
      .select({ pause: orderingSettings.pause })
      .from(orderingSettings)
      .where(eq(orderingSettings.id, 1))
      .for('update');
    if (pause === null && !before?.pause) return;
    await tx
      .update(orderingSettings)
      .set({ pause, updatedAt: new Date() })
      .where(eq(orderingSettings.id, 1));
    await recordOrderingChange(tx, adminId, pause ? 'ordering.paused' : 'ordering.resumed', {
      before: before?.pause ?? null,
      after: pause,
    });
  });
  const { delivery, pickup } = await readOrderingStatus(db, now);
  return { pause, delivery, pickup };
}

export function pauseOrdering(
  db: Db,
  adminId: string,
  request: z.output<typeof pauseRequestSchema>,
  now: Date,
): Promise<PauseResponse> {
  return setPause(db, adminId, pauseOf(request, now), now);
}

/** Resumes ordering; resuming when no pause is stored changes nothing and answers the same. */
export function resumeOrdering(db: Db, adminId: string, now: Date): Promise<PauseResponse> {
  return setPause(db, adminId, null, now);
}
