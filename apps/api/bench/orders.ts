// Order placement under load, for `npm run bench`: POST /api/orders with a coupon, each request
// a new checkout (its own idempotency key) by one of many signed-in customers, on a database
// prepared for it: meals with a stock that cannot run out and a coupon that cannot be used up.
import { randomUUID } from 'node:crypto';
import {
  categories,
  coupons,
  customers,
  type DatabaseHandle,
  meals,
  type OpenDatabaseOptions,
  openDatabase,
  orderingSettings,
  orders,
  prepareDatabase,
} from '@shop/db';
import { count, eq, inArray, sql } from '@shop/db/orm';
import { ALWAYS_OPEN_HOURS } from '@shop/shared';
import { localFileStore } from '@shop/storage';
import autocannon from 'autocannon';
import { openSession } from '../src/services/sessions/session-store.ts';

const CUSTOMERS = 1000;
const COUPON = 'BENCHLOAD10';
const HUGE = 1_000_000_000;

export interface OrderBenchFixture {
  tokens: string[];
  /** The body of a checkout, without its idempotency key. */
  body: Record<string, unknown>;
  mealIds: number[];
}

/** Migrates and seeds the database, then adds the bench's meals, coupon and customers. */
export async function prepareOrderBench(
  open: OpenDatabaseOptions,
  uploadsDir: string,
): Promise<OrderBenchFixture> {
  const handle = await prepareDatabase(open, {
    files: localFileStore(uploadsDir),
    includeDemoAdmin: open.kind === 'pglite',
  });
  try {
    return await addFixture(handle);
  } finally {
    await handle.close();
  }
}

async function addFixture({ db }: DatabaseHandle): Promise<OrderBenchFixture> {
  // The bench runs at any hour: the shop takes orders all day.
  await db
    .update(orderingSettings)
    .set({ hours: ALWAYS_OPEN_HOURS })
    .where(eq(orderingSettings.id, 1));
  const [category] = await db
    .insert(categories)
    .values({ name: 'Bench Kitchen' })
    .returning({ id: categories.id });
  if (!category) throw new Error('bench category not created');
  const menu = [
    { name: 'Bench Burger', pricePaisa: 45_000 },
    { name: 'Bench Fries', pricePaisa: 19_950 },
  ];
  const mealRows = await db
    .insert(meals)
    .values(
      menu.map((meal) => ({
        ...meal,
        categoryId: category.id,
        description: 'A meal of the load test',
        stock: HUGE,
      })),
    )
    .returning({ id: meals.id });
  await db.insert(coupons).values({
    code: COUPON,
    description: 'Bench: 10% off',
    discountType: 'percentage',
    percentOff: 10,
    usageLimit: HUGE,
  });
  const people = await db
    .insert(customers)
    .values(
      Array.from({ length: CUSTOMERS }, (_, i) => ({
        firstName: 'Bench',
        lastName: `Customer ${i}`,
        email: `bench-${i}@example.com`,
        phone: '9800000000',
      })),
    )
    .returning({ id: customers.id });
  const tokens: string[] = [];
  for (const person of people) {
    tokens.push((await openSession(db, 'customer', person.id, { persistent: true })).token);
  }
  // 2 burgers and 1 fries: 1099.50, 10% off is 109.95, total 989.55.
  const [burger, fries] = mealRows;
  if (!burger || !fries) throw new Error('bench meals not created');
  return {
    tokens,
    mealIds: [burger.id, fries.id],
    body: {
      items: [
        { id: burger.id, name: 'Bench Burger', quantity: 2, price: 450 },
        { id: fries.id, name: 'Bench Fries', quantity: 1, price: 199.5 },
      ],
      total_amount: 989.55,
      discount_amount: 109.95,
      coupon_code: COUPON,
      delivery_address: 'Thamel Marg 1, Kathmandu, 44600',
      phone: '9801234567',
      payment_method: 'cash',
      notes: null,
    },
  };
}

export interface OrderBenchResult {
  ordersPerSecond: number;
  p50: number;
  p99: number;
  placed: number;
}

/** Checkouts for `seconds` at `connections` at once; every answer must be 201. */
export async function runOrderBench(
  baseUrl: string,
  fixture: OrderBenchFixture,
  { connections, seconds }: { connections: number; seconds: number },
): Promise<OrderBenchResult> {
  let next = 0;
  const result = await autocannon({
    url: baseUrl,
    connections,
    duration: seconds,
    // A queue of 50 checkouts on one embedded database takes a while; 10 s is autocannon's default.
    timeout: 30,
    requests: [
      {
        method: 'POST',
        path: '/api/orders',
        setupRequest: (request) => {
          const token = fixture.tokens[next++ % fixture.tokens.length];
          return {
            ...request,
            headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
            body: JSON.stringify({ ...fixture.body, idempotency_key: randomUUID() }),
          };
        },
      },
    ],
  });
  if (result.non2xx > 0 || result.errors > 0 || result.timeouts > 0) {
    throw new Error(
      `order placement: ${result.non2xx} non-2xx, ${result.errors} errors, ${result.timeouts} time-outs`,
    );
  }
  return {
    ordersPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    placed: result.requests.total,
  };
}

/** The orders the bench placed, and the units its meals sold: they must agree. */
export async function checkOrderBench(open: OpenDatabaseOptions, fixture: OrderBenchFixture) {
  const handle = await openDatabase(open);
  try {
    const [placed] = await handle.db
      .select({ n: count() })
      .from(orders)
      .innerJoin(customers, eq(customers.id, orders.customerId))
      .where(eq(customers.firstName, 'Bench'));
    const [sold] = await handle.db
      .select({ units: sql<number>`sum(${meals.soldQuantity})::int` })
      .from(meals)
      .where(inArray(meals.id, fixture.mealIds));
    const [coupon] = await handle.db
      .select({ used: coupons.usedCount })
      .from(coupons)
      .where(eq(coupons.code, COUPON));
    return { orders: placed?.n ?? 0, unitsSold: sold?.units ?? 0, couponUses: coupon?.used ?? 0 };
  } finally {
    await handle.close();
  }
}

/** A fresh database on the PostgreSQL server of `serverUrl`, and a way to drop it. */
export async function scratchPostgresDatabase(serverUrl: string) {
  const name = `shop_bench_${Date.now()}`;
  const server = await openDatabase({ kind: 'postgres', url: serverUrl, poolSize: 1 });
  await server.db.execute(sql.raw(`CREATE DATABASE ${name}`));
  await server.close();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const server = await openDatabase({ kind: 'postgres', url: serverUrl, poolSize: 1 });
      await server.db.execute(sql.raw(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
      await server.close();
    },
  };
}
