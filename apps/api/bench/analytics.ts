// The dashboard under load, for `BENCH_PARTS=analytics npm run bench`: the overview and each
// analytics call against the database at DATABASE_URL as it is (fill it first with
// `npm run seed:large`), signed in as a throwaway admin that is removed afterwards.
// Latencies are taken from every response, so p95 is measured, not interpolated.
import { randomBytes } from 'node:crypto';
import { admins, hashPassword, openDatabase } from '@shop/db';
import { eq, sql } from '@shop/db/orm';
import autocannon from 'autocannon';
import { openSession } from '../src/services/sessions/session-store.ts';

export const ANALYTICS_PATHS = [
  '/api/admin/dashboard/stats',
  '/api/admin/dashboard/overview',
  '/api/admin/analytics/daily-orders',
  '/api/admin/analytics/order-status',
  '/api/admin/analytics/customer-growth',
  '/api/admin/analytics/popular-items',
  '/api/admin/analytics/revenue-by-category',
  '/api/admin/analytics/sales',
  '/api/admin/analytics/sales?period=12m',
  '/api/admin/analytics/customers',
  '/api/admin/analytics/customers?period=12m',
] as const;

const BENCH_ADMIN_EMAIL = 'bench-admin@example.invalid';

export interface AnalyticsFixture {
  token: string;
  orders: number;
  customers: number;
  /** Removes the bench's admin and its session. */
  remove(): Promise<void>;
}

/** A bench admin with an open session on the database, and the size of what it will read. */
export async function prepareAnalyticsBench(databaseUrl: string): Promise<AnalyticsFixture> {
  const handle = await openDatabase({ kind: 'postgres', url: databaseUrl, poolSize: 1 });
  try {
    await handle.db.delete(admins).where(eq(admins.email, BENCH_ADMIN_EMAIL));
    const [admin] = await handle.db
      .insert(admins)
      .values({
        email: BENCH_ADMIN_EMAIL,
        name: 'Bench admin',
        passwordHash: await hashPassword(randomBytes(24).toString('base64url')),
        passwordChangedAt: new Date(),
      })
      .returning({ id: admins.id });
    if (!admin) throw new Error('the bench admin was not created');
    const { token } = await openSession(handle.db, 'admin', admin.id, { persistent: false });
    const result = (await handle.db.execute(sql`
      SELECT (SELECT count(*) FROM orders)::int AS orders,
        (SELECT count(*) FROM customers)::int AS customers`)) as unknown as {
      rows: { orders: number; customers: number }[];
    };
    const size = result.rows[0] ?? { orders: 0, customers: 0 };
    return {
      token,
      orders: Number(size.orders),
      customers: Number(size.customers),
      remove: async () => {
        const cleanup = await openDatabase({ kind: 'postgres', url: databaseUrl, poolSize: 1 });
        try {
          await cleanup.db.delete(admins).where(eq(admins.email, BENCH_ADMIN_EMAIL));
        } finally {
          await cleanup.close();
        }
      },
    };
  } finally {
    await handle.close();
  }
}

export interface AnalyticsResult {
  requests: number;
  perSecond: number;
  p50: number;
  p95: number;
  p99: number;
}

function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] as number;
}

/** GETs one path for `seconds` at `connections` at once; every answer must be a 200. */
export async function runAnalyticsBench(
  url: string,
  token: string,
  { connections, seconds }: { connections: number; seconds: number },
): Promise<AnalyticsResult> {
  const latencies: number[] = [];
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url,
        connections,
        duration: seconds,
        headers: { authorization: `Bearer ${token}`, 'accept-encoding': 'br' },
      },
      (error, finished) => (error ? reject(error) : resolve(finished)),
    );
    instance.on('response', (_client, _status, _bytes, responseTime) =>
      latencies.push(responseTime),
    );
  });
  if (result.non2xx > 0 || result.errors > 0 || result.timeouts > 0) {
    throw new Error(
      `${url}: ${result.non2xx} non-2xx, ${result.errors} errors, ${result.timeouts} time-outs`,
    );
  }
  latencies.sort((a, b) => a - b);
  return {
    requests: latencies.length,
    perSecond: result.requests.average,
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
  };
}
