import { orderStatusHistory } from '@shop/db';
import { max } from '@shop/db/orm';
import { ADMIN_ORDER_EVENTS_CATCH_UP_LIMIT } from '@shop/shared';
import { createParser, type EventSourceMessage } from 'eventsource-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FeedStream } from '../../../../src/plugins/live-feed/feed-stream.ts';
import { staffOrderFeed } from '../../../../src/routes/admin/alerts/staff-order-feed.ts';
import { endSession, openSession } from '../../../../src/services/sessions/session-store.ts';
import { signInAdmin } from '../../../support/sessions.ts';
import { startTestApp, type TestApp } from '../../../test-app.ts';

/*
 * One staff alerts stream on its own, with timings short enough to watch: the heartbeat, the
 * end of a signed-out session, and the bounded catch-up (the route serves it with 20 s and 60 s).
 */

let t: TestApp;
let adminId: string;
beforeAll(async () => {
  t = await startTestApp();
  adminId = (await signInAdmin(t)).id;
});
afterAll(() => t.close());

function watch(stream: FeedStream<unknown>) {
  const events: EventSourceMessage[] = [];
  const comments: string[] = [];
  const parser = createParser({
    onEvent: (event) => events.push(event),
    onComment: (comment) => comments.push(comment.trim()),
  });
  stream.body.on('data', (chunk: Buffer) => parser.feed(chunk.toString('utf8')));
  const ended = new Promise<void>((resolve) => stream.body.on('end', resolve));
  return { events, comments, ended };
}

async function openStream(lastEventId?: number) {
  const session = await openSession(t.db, 'admin', adminId, { persistent: false });
  const stream = new FeedStream({
    db: t.db,
    use: staffOrderFeed,
    filter: {},
    sessionId: session.sessionId,
    lastEventId,
    heartbeatMs: 50,
    sessionCheckMs: 50,
    log: t.app.log,
    onClose: () => {},
  });
  const seen = watch(stream);
  await stream.start();
  return { stream, session, ...seen };
}

describe('a staff alerts stream', () => {
  it('keeps a quiet connection alive with heartbeat comments', async () => {
    const { stream, comments } = await openStream();
    await expect.poll(() => comments).toContain('heartbeat');
    stream.close();
  });

  it('ends once its session is signed out', async () => {
    const { session, ended } = await openStream();
    await endSession(t.db, 'admin', session.sessionId);
    await ended;
  });

  it(`catches up on the newest ${ADMIN_ORDER_EVENTS_CATCH_UP_LIMIT} changes at most, oldest first`, async () => {
    const [row] = await t.db
      .select({ latest: max(orderStatusHistory.id) })
      .from(orderStatusHistory);
    const latest = row?.latest ?? 0;
    const { stream, events } = await openStream(0);
    await expect.poll(() => events.some((event) => event.event === 'ready')).toBe(true);
    const ids = events.filter((event) => event.event === 'order').map((event) => Number(event.id));
    expect(ids).toHaveLength(ADMIN_ORDER_EVENTS_CATCH_UP_LIMIT);
    expect(ids.at(-1)).toBe(latest);
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    stream.close();
  });
});
