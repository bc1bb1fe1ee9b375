import { sql } from '@shop/db/orm';
import { readinessResponseSchema } from '@shop/shared';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { startTestApp, type TestApp } from '../../test-app.ts';

/*
 * GET /api/health/ready as a load balancer calls it: 200 when the server can take traffic,
 * 503 naming the failed check, and never why it failed.
 */

let t: TestApp;
/** The app's clock: each call below moves it past the second in which answers are shared. */
let now = Date.now();
beforeAll(async () => {
  t = await startTestApp({ clock: () => new Date(now) });
});
afterAll(() => t.close());
afterEach(() => {
  vi.restoreAllMocks();
});

const SECRET = 'password authentication failed for user shop at 10.0.0.7';

async function readiness({ sameSecond = false } = {}) {
  if (!sameSecond) now += 1_000;
  const res = await t.app.inject('/api/health/ready');
  return { status: res.statusCode, body: readinessResponseSchema.parse(res.json()), raw: res.body };
}

describe('GET /api/health/ready', () => {
  it('is ready when the database answers, is migrated and files can be stored', async () => {
    const { status, body } = await readiness();
    expect(status).toBe(200);
    expect(body).toEqual({ status: 'ready', database: 'ok', migrations: 'ok', storage: 'ok' });
  });

  it('checks at most once a second, however many ask', async () => {
    const probe = vi.spyOn(t.app.files, 'checkWritable');
    await readiness();
    const answers = await Promise.all([1, 2, 3].map(() => readiness({ sameSecond: true })));
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200]);
    expect(probe).toHaveBeenCalledTimes(1);
    await readiness();
    expect(probe).toHaveBeenCalledTimes(2);
  });

  it('names the database when it does not answer, without its error', async () => {
    vi.spyOn(t.database, 'ping').mockRejectedValue(new Error(SECRET));
    const { status, body, raw } = await readiness();
    expect(status).toBe(503);
    expect(body).toEqual({
      status: 'not_ready',
      database: 'unavailable',
      migrations: 'ok',
      storage: 'ok',
    });
    expect(raw).not.toContain('password');
  });

  it('fails a database that hangs within a few seconds instead of hanging', async () => {
    vi.spyOn(t.database, 'ping').mockReturnValue(new Promise<void>(() => {}));
    const started = Date.now();
    const { status, body } = await readiness();
    expect(status).toBe(503);
    expect(body.database).toBe('unavailable');
    expect(Date.now() - started).toBeLessThan(3_000);
  });

  it('names storage when the file store cannot take a file', async () => {
    vi.spyOn(t.app.files, 'checkWritable').mockRejectedValue(new Error(SECRET));
    const { status, body, raw } = await readiness();
    expect(status).toBe(503);
    expect(body).toEqual({
      status: 'not_ready',
      database: 'ok',
      migrations: 'ok',
      storage: 'unavailable',
    });
    expect(raw).not.toContain('password');
  });

  it('says migrations are pending when the newest one is not applied', async () => {
    const newest = sql`(SELECT id FROM drizzle.__drizzle_migrations ORDER BY created_at DESC LIMIT 1)`;
    const removed = (await t.db.execute(
      sql`DELETE FROM drizzle.__drizzle_migrations WHERE id = ${newest} RETURNING hash, created_at`,
    )) as unknown as { rows: { hash: string; created_at: string }[] };
    expect(removed.rows).toHaveLength(1);
    try {
      const { status, body } = await readiness();
      expect(status).toBe(503);
      expect(body).toEqual({
        status: 'not_ready',
        database: 'ok',
        migrations: 'pending',
        storage: 'ok',
      });
    } finally {
      const [row] = removed.rows;
      await t.db.execute(
        sql`INSERT INTO drizzle.__drizzle_migrations (hash, created_at) VALUES (${row?.hash}, ${row?.created_at})`,
      );
    }
    expect((await readiness()).status).toBe(200);
  });

  it('is documented with both answers under system', async () => {
    const doc = (await t.app.inject('/api/docs/json')).json();
    const operation = doc.paths['/api/health/ready'].get;
    expect(operation.tags).toEqual(['system']);
    expect(Object.keys(operation.responses)).toEqual(['200', '503']);
  });
});
