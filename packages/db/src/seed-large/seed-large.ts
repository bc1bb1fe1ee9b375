import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { rebuildAnalyticsRollup } from '../analytics-rollup.ts';
import type { Db } from '../database.ts';
import { hashPassword } from '../password.ts';
import {
  createLargeMenu,
  insertCustomers,
  insertLargeStaff,
  insertOrders,
  LARGE_EMAIL_PREFIX,
  settleTotals,
} from './statements.ts';

export interface LargeSeedSize {
  customers: number;
  orders: number;
}

export interface LargeSeedProgress {
  /** Called once with the rows to write (customers + orders) and how many already exist. */
  start(total: number, done: number): void;
  /** Called after each committed batch with the rows written so far. */
  advance(done: number, phase: 'customers' | 'orders'): void;
  /** Called before the closing totals (spending, units sold, the dashboard rollup). */
  settling(): void;
}

export type LargeSeedOutcome = 'filled' | 'already-filled';

const CUSTOMER_BATCH = 10_000;
const ORDER_BATCH = 10_000;

/**
 * Adds `size.customers` customers and `size.orders` orders (with lines and timelines) to a
 * migrated, demo-seeded database. Each batch commits on its own and its rows are the same on
 * every run, so a run that stopped midway carries on where it stopped, and a full database is
 * left as it is. The dashboard's triggers are paused for the load and its rollup rebuilt after.
 */
export async function seedLargeData(
  db: Db,
  size: LargeSeedSize,
  progress: LargeSeedProgress,
  now = new Date(),
): Promise<LargeSeedOutcome> {
  const existing = await countExisting(db);
  if (existing.customers >= size.customers && existing.orders >= size.orders) {
    // A run stopped after its last batch still owes the closing totals.
    if (!(await rollupAgrees(db))) await settle(db, progress);
    return 'already-filled';
  }
  const menu = await menuSize(db);
  if (menu === 0) throw new Error('The database has no active meals: run the demo seed first.');
  // Batches commit whole, so whatever exists is a number of whole batches.
  const customersFrom = existing.customers - (existing.customers % CUSTOMER_BATCH);
  const ordersFrom = existing.orders - (existing.orders % ORDER_BATCH);
  progress.start(size.customers + size.orders, customersFrom + ordersFrom);

  for (let first = customersFrom + 1; first <= size.customers; first += CUSTOMER_BATCH) {
    const last = Math.min(first + CUSTOMER_BATCH - 1, size.customers);
    await db.transaction(async (tx) => {
      await tx.execute(sql`SET LOCAL shop.analytics_rollup_paused = 'on'`);
      await tx.execute(insertCustomers(first, last, size.customers, now));
    });
    progress.advance(last + ordersFrom, 'customers');
  }
  await db.execute(insertLargeStaff(await hashPassword(randomBytes(32).toString('base64url'))));
  const total = { orders: size.orders, customers: size.customers, menu };
  for (let first = ordersFrom + 1; first <= size.orders; first += ORDER_BATCH) {
    const last = Math.min(first + ORDER_BATCH - 1, size.orders);
    await db.transaction(async (tx) => {
      await tx.execute(sql`SET LOCAL shop.analytics_rollup_paused = 'on'`);
      await tx.execute(createLargeMenu);
      for (const statement of insertOrders(first, last, total, now)) await tx.execute(statement);
    });
    progress.advance(size.customers + last, 'orders');
  }

  await settle(db, progress);
  return 'filled';
}

async function settle(db: Db, progress: LargeSeedProgress): Promise<void> {
  progress.settling();
  await db.transaction(async (tx) => {
    for (const statement of settleTotals) await tx.execute(statement);
  });
  await rebuildAnalyticsRollup(db);
  // Sets the visibility map too, so the dashboard's index-only scans need no table reads.
  await db.execute(sql`VACUUM ANALYZE`);
}

/** Whether the dashboard rollup counts every customer and order there is. */
async function rollupAgrees(db: Db): Promise<boolean> {
  const result = (await db.execute(sql`
    SELECT
      (SELECT count(*) FROM customers) = (SELECT coalesce(sum(customers), 0) FROM (
        SELECT customers FROM customer_day_totals UNION ALL SELECT customers FROM customer_day_deltas
      ) c)
      AND (SELECT count(*) FROM orders) = (SELECT coalesce(sum(orders), 0) FROM (
        SELECT orders FROM order_day_totals UNION ALL SELECT orders FROM order_day_deltas
      ) o) AS agrees
  `)) as unknown as { rows: { agrees: boolean }[] };
  return result.rows[0]?.agrees === true;
}

async function countExisting(db: Db): Promise<LargeSeedSize> {
  const pattern = `${LARGE_EMAIL_PREFIX}%`;
  const result = (await db.execute(sql`
    SELECT
      (SELECT count(*) FROM customers WHERE email LIKE ${pattern})::int AS customers,
      (SELECT count(*) FROM orders WHERE customer_email LIKE ${pattern})::int AS orders
  `)) as unknown as { rows: LargeSeedSize[] };
  const row = result.rows[0];
  return { customers: Number(row?.customers ?? 0), orders: Number(row?.orders ?? 0) };
}

async function menuSize(db: Db): Promise<number> {
  const result = (await db.execute(
    sql`SELECT count(*)::int AS n FROM meals WHERE is_active`,
  )) as unknown as { rows: { n: number }[] };
  return Number(result.rows[0]?.n ?? 0);
}

export { LARGE_STAFF_EMAIL } from './statements.ts';
