import { customers, orders } from '@shop/db';
import { eq, sql } from '@shop/db/orm';
import {
  activeOrdersResponseSchema,
  adminOrderListResponseSchema,
  type OrderStatus,
  orderNumber,
  orderResponseSchema,
} from '@shop/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addMeal, orderRequest, placeOrderCall, type TestMeal } from '../../../support/orders.ts';
import { newCustomer, type SignedIn, signInAdmin } from '../../../support/sessions.ts';
import { startTestApp, type TestApp } from '../../../test-app.ts';
import { addCustomer, sessionOf, uniqueTag } from '../customers/customer-fixtures.ts';

let t: TestApp;
let admin: SignedIn;
let burger: TestMeal;
let fries: TestMeal;
beforeAll(async () => {
  t = await startTestApp();
  admin = await signInAdmin(t);
  burger = await addMeal(t, { price: 400, stock: 1000 });
  fries = await addMeal(t, { price: 150, stock: 1000 });
});
afterAll(() => t.close());

function get(
  path: string,
  query: Record<string, string | number> = {},
  headers: Record<string, string> = admin.headers,
) {
  const search = new URLSearchParams(
    Object.entries(query).map(([k, v]): [string, string] => [k, String(v)]),
  );
  return t.app.inject({ method: 'GET', url: `${path}?${search}`, headers });
}

async function listed(query: Record<string, string | number>) {
  const res = await get('/api/admin/orders', query);
  expect(res.statusCode, res.body).toBe(200);
  return adminOrderListResponseSchema.parse(res.json());
}

/** A customer of this test (named with its tag) and an order of theirs: burgers and fries. */
async function placed(tag: string, burgers = 1, friesCount = 0, customerId?: string) {
  const id = customerId ?? (await addCustomer(t, tag, { firstName: 'Ram' })).id;
  const lines = [{ meal: burger, quantity: burgers }];
  if (friesCount) lines.push({ meal: fries, quantity: friesCount });
  const res = await placeOrderCall(t, await sessionOf(t, id), orderRequest(lines));
  expect(res.statusCode, res.body).toBe(201);
  return { ...orderResponseSchema.parse(res.json()).order, customerId: id };
}

async function moveTo(id: string, status: OrderStatus) {
  const res = await t.app.inject({
    method: 'PATCH',
    url: `/api/admin/orders/${id}/status`,
    headers: admin.headers,
    payload: { status },
  });
  expect(res.statusCode, res.body).toBe(200);
}

async function backdate(id: string, iso: string) {
  await t.db
    .update(orders)
    .set({ createdAt: new Date(iso) })
    .where(eq(orders.id, id));
}

describe('GET /api/admin/orders', () => {
  it('answers each order with its customer info and item count', async () => {
    const tag = uniqueTag();
    const order = await placed(tag, 2, 3);
    const { orders: found } = await listed({ search: tag });
    expect(found).toEqual([
      {
        id: order.id,
        createdAt: order.createdAt,
        updatedAt: expect.any(String),
        status: 'pending',
        total_amount: 1250,
        customerId: order.customerId,
        customerInfo: {
          name: `Ram ${tag}`,
          email: expect.stringContaining(tag),
          phone: '9801234567',
          address: 'Thamel Marg 1, Kathmandu, 44600',
          paymentMethod: 'cash',
        },
        itemCount: 5,
        fulfilment: 'delivery',
        scheduledFor: null,
        payment: { method: 'cash', status: 'unpaid', reference: null, payBy: null },
      },
    ]);
  });

  it('finds an order by part of its id (with #, dashes or not), the customer’s name or email', async () => {
    const tag = uniqueTag();
    const order = await placed(tag);
    const other = await placed(uniqueTag());
    const ids = async (search: string) => (await listed({ search })).orders.map((o) => o.id);
    expect(await ids(orderNumber(order.id))).toEqual([order.id]);
    expect(await ids(order.id.replaceAll('-', '').slice(0, 12))).toEqual([order.id]);
    expect(await ids(order.id)).toEqual([order.id]);
    expect(await ids(`ram ${tag.toUpperCase()}`)).toEqual([order.id]);
    expect(await ids(`${tag}-`)).toEqual([order.id]);
    expect(await ids(tag)).not.toContain(other.id);
  });

  it('counts a search exactly, page by page along the sort or from all its matches, as orders come and go', async () => {
    const tag = uniqueTag();
    const ann = (await addCustomer(t, tag, { firstName: 'Ann' })).id;
    const bob = (await addCustomer(t, tag, { firstName: 'Bob' })).id;
    const made: string[] = [];
    for (let i = 0; i < 20; i++) made.push((await placed(tag, 1, 0, i % 4 ? ann : bob)).id);
    const newestFirst = [...made].reverse();
    // 20 matches among a thousand orders: the first page of one is found by walking the date
    // index with the search checked on each order; the deeper pages from all the matches.
    const pageByPage: string[] = [];
    for (let page = 1; page <= 20; page++) {
      const one = await listed({ search: tag, limit: 1, page });
      expect(one.pagination.total).toBe(20);
      pageByPage.push(...one.orders.map((o) => o.id));
    }
    expect(pageByPage).toEqual(newestFirst);
    expect((await listed({ search: tag, limit: 20 })).orders.map((o) => o.id)).toEqual(newestFirst);
    expect((await listed({ search: `Bob ${tag}`, limit: 1 })).pagination.total).toBe(5);
    expect((await listed({ search: tag, status: 'pending', limit: 1 })).pagination.total).toBe(20);

    await moveTo(made[0] as string, 'preparing');
    await t.db.delete(orders).where(eq(orders.id, made[1] as string));
    for (const limit of [1, 20]) {
      expect((await listed({ search: tag, limit })).pagination.total).toBe(19);
      expect((await listed({ search: tag, status: 'pending', limit })).pagination.total).toBe(18);
    }
    expect((await listed({ search: tag, limit: 1, page: 21 })).pagination.total).toBe(19);

    // With days besides: the day's few orders are read (one a page), or the matches gathered.
    await backdate(made[2] as string, '2024-03-01T06:00:00Z');
    await backdate(made[3] as string, '2024-03-01T07:00:00Z');
    const day = { search: tag, startDate: '2024-03-01', endDate: '2024-03-01' };
    for (const limit of [1, 20]) {
      const inDay = await listed({ ...day, limit });
      expect(inDay.pagination.total).toBe(2);
      expect(inDay.orders[0]?.id).toBe(made[3]);
    }
    // Busy days (more orders than the contact's look-ups cost): the matches are counted by the
    // contact's orders of the day; a day between its first and last order holds none of them.
    const others = await Promise.all([1, 2, 3, 4, 5, 6, 7, 8].map(() => placed(uniqueTag())));
    for (const [index, other] of others.entries()) {
      await backdate(other.id, `${index < 4 ? '2024-03-01' : '2025-01-01'}T0${index}:30:00Z`);
    }
    const quiet = { search: tag, startDate: '2025-01-01', endDate: '2025-01-01' };
    for (const limit of [1, 20]) {
      const inDay = await listed({ ...day, limit });
      expect(inDay.pagination.total).toBe(2);
      expect(inDay.orders[0]?.id).toBe(made[3]);
      expect(await listed({ ...quiet, limit })).toMatchObject({
        orders: [],
        pagination: { total: 0, pages: 0 },
      });
    }
    // Ann orders again under another name, that day: her email holds the tag, her new name
    // does not hold "Ann <tag>", so only the search for the tag counts that order.
    await t.db
      .update(customers)
      .set({ firstName: 'Someone', lastName: 'Else' })
      .where(eq(customers.id, ann));
    await backdate((await placed(tag, 1, 0, ann)).id, '2024-03-01T08:00:00Z');
    const annInDay = { ...day, search: `Ann ${tag}` };
    for (const limit of [1, 20]) {
      expect((await listed({ ...annInDay, limit })).pagination.total).toBe(2);
      expect((await listed({ ...day, limit })).pagination.total).toBe(3);
    }
  });

  it('filters by status, customer and Kathmandu days', async () => {
    const tag = uniqueTag();
    const customer = (await addCustomer(t, tag)).id;
    const a = await placed(tag, 1, 0, customer);
    const b = await placed(tag, 1, 0, customer);
    const c = await placed(tag, 1, 0, customer);
    await moveTo(b.id, 'preparing');
    // 2024-03-01 in Kathmandu runs from 2024-02-29T18:15Z to 2024-03-01T18:15Z.
    await backdate(a.id, '2024-02-29T18:14:00Z');
    await backdate(b.id, '2024-02-29T18:15:00Z');
    await backdate(c.id, '2024-03-01T18:14:59Z');
    const ids = async (query: Record<string, string>) =>
      (await listed({ customerId: customer, ...query })).orders.map((o) => o.id).sort();
    expect(await ids({})).toEqual([a.id, b.id, c.id].sort());
    expect(await ids({ status: 'preparing' })).toEqual([b.id]);
    expect(await ids({ status: 'PENDING' })).toEqual([a.id, c.id].sort());
    expect(await ids({ startDate: '2024-03-01', endDate: '2024-03-01' })).toEqual(
      [b.id, c.id].sort(),
    );
    expect(await ids({ endDate: '2024-02-29' })).toEqual([a.id]);
    expect(await ids({ startDate: '2024-03-02' })).toEqual([]);
  });

  it('sorts by date, total and status both ways, and pages through them', async () => {
    const tag = uniqueTag();
    const customer = (await addCustomer(t, tag)).id;
    const small = await placed(tag, 1, 0, customer); // 400
    const large = await placed(tag, 3, 0, customer); // 1200
    const medium = await placed(tag, 1, 2, customer); // 700
    await backdate(small.id, '2024-05-01T10:00:00Z');
    await backdate(large.id, '2024-05-02T10:00:00Z');
    await backdate(medium.id, '2024-05-03T10:00:00Z');
    await moveTo(small.id, 'ready');
    await moveTo(large.id, 'confirmed');
    const ids = async (sortBy: string, sortOrder: string) =>
      (await listed({ customerId: customer, sortBy, sortOrder })).orders.map((o) => o.id);
    expect(await ids('createdAt', 'desc')).toEqual([medium.id, large.id, small.id]);
    expect(await ids('createdAt', 'asc')).toEqual([small.id, large.id, medium.id]);
    expect(await ids('total', 'desc')).toEqual([large.id, medium.id, small.id]);
    expect(await ids('total', 'asc')).toEqual([small.id, medium.id, large.id]);
    // In the order an order moves through them: pending, confirmed, …, ready.
    expect(await ids('status', 'asc')).toEqual([medium.id, large.id, small.id]);
    expect(await ids('status', 'desc')).toEqual([small.id, large.id, medium.id]);
    const first = await listed({ customerId: customer, limit: 2 });
    const second = await listed({ customerId: customer, limit: 2, page: 2 });
    expect([...first.orders, ...second.orders].map((o) => o.id)).toEqual([
      medium.id,
      large.id,
      small.id,
    ]);
    expect(first.pagination).toMatchObject({ page: 1, limit: 2, total: 3, pages: 2 });
    expect((await listed({ customerId: customer })).pagination.limit).toBe(50);
  });

  it('pages by cursor, Next and Previous, as by page number, for each sort and filter', async () => {
    const tag = uniqueTag();
    const customer = (await addCustomer(t, tag)).id;
    const made = await Promise.all([1, 3, 1, 2, 1].map((n) => placed(tag, n, 0, customer)));
    const ids = made.map((o) => o.id);
    // Two orders a microsecond apart (a JS date would make them one), two at the same time.
    const times = ['10:00:00.000001', '10:00:00.000002', '10:00:00.000002', '11:00', '12:00'];
    for (const [index, id] of ids.entries()) {
      await t.db.execute(
        sql`UPDATE orders SET created_at = ${`2019-08-01 ${times[index]}+00`} WHERE id = ${id}`,
      );
    }
    await moveTo(ids[0] as string, 'preparing');
    const filters: Record<string, string>[] = [
      { customerId: customer },
      { search: tag },
      { search: tag, startDate: '2019-08-01', endDate: '2019-08-01' },
    ];
    for (const filter of filters) {
      for (const sortBy of ['createdAt', 'total', 'status']) {
        for (const sortOrder of ['asc', 'desc']) {
          const query = { ...filter, sortBy, sortOrder, limit: 2 };
          const byNumber = (await listed({ ...query, limit: 5 })).orders.map((o) => o.id);
          const seen: string[] = [];
          let page = await listed(query);
          const pages = [page];
          while (page.pagination.nextCursor) {
            seen.push(...page.orders.map((o) => o.id));
            page = await listed({
              ...query,
              page: page.pagination.page + 1,
              after: page.pagination.nextCursor,
            });
            pages.push(page);
          }
          seen.push(...page.orders.map((o) => o.id));
          const what = JSON.stringify(query);
          expect(seen, what).toEqual(byNumber);
          expect(page.pagination, what).toMatchObject({ page: 3, total: 5, pages: 3 });
          // And back from the last page, by Previous.
          const previous = (from: typeof page) =>
            listed({
              ...query,
              page: from.pagination.page - 1,
              before: from.pagination.previousCursor as string,
            });
          const back = await previous(page);
          expect(
            back.orders.map((o) => o.id),
            what,
          ).toEqual(byNumber.slice(2, 4));
          expect(back.pagination.previousCursor, what).not.toBeNull();
          const first = await previous(back);
          expect(
            first.orders.map((o) => o.id),
            what,
          ).toEqual(byNumber.slice(0, 2));
          expect(first.pagination.previousCursor, what).toBeNull();
        }
      }
    }
  });

  it('refuses a cursor it did not give, or one of another sort (400)', async () => {
    const tag = uniqueTag();
    const customer = (await addCustomer(t, tag)).id;
    await Promise.all([1, 2].map(() => placed(tag, 1, 0, customer)));
    const { pagination } = await listed({ customerId: customer, limit: 1 });
    const cursor = pagination.nextCursor as string;
    const forged = Buffer.from('["createdAt","desc",null,"yesterday","x"]').toString('base64url');
    const cases: [Record<string, string>, string][] = [
      [{ after: forged }, "after must be a cursor this list's pagination gave, for the same sort"],
      [
        { before: 'not a cursor!' },
        "before must be a cursor this list's pagination gave, for the same sort",
      ],
      [
        { after: cursor, sortBy: 'total' },
        "after must be a cursor this list's pagination gave, for the same sort",
      ],
      [{ after: cursor, before: cursor }, 'Give after or before, not both'],
    ];
    for (const [query, message] of cases) {
      const res = await get('/api/admin/orders', { customerId: customer, ...query });
      expect(res.statusCode, JSON.stringify(query)).toBe(400);
      expect(res.json()).toMatchObject({ error: 'VALIDATION_FAILED', message });
    }
  });

  it('counts every match, on a page past the end too, whatever the filters', async () => {
    const tag = uniqueTag();
    const customer = (await addCustomer(t, tag)).id;
    const made = await Promise.all([1, 2, 3].map(() => placed(tag, 1, 0, customer)));
    const [a, b, c] = made.map((o) => o.id) as [string, string, string];
    // Days no other test uses: the date filter's count comes from the daily rollup.
    await backdate(a, '2019-07-10T10:00:00Z');
    await backdate(b, '2019-07-11T10:00:00Z');
    await backdate(c, '2019-07-12T10:00:00Z');
    await moveTo(b, 'preparing');
    const days = { startDate: '2019-07-10', endDate: '2019-07-12' };
    const queries: Record<string, string>[] = [
      { ...days },
      { ...days, status: 'preparing' },
      { search: tag },
      { customerId: customer, status: 'pending' },
    ];
    for (const query of queries) {
      const first = await listed({ ...query, limit: 1 });
      const ids = (await listed({ ...query, limit: 100 })).orders.map((o) => o.id);
      expect(first.pagination.total, JSON.stringify(query)).toBe(ids.length);
      const past = await listed({ ...query, limit: 1, page: ids.length + 1 });
      expect(past.orders).toEqual([]);
      expect(past.pagination).toEqual({
        page: ids.length + 1,
        limit: 1,
        total: ids.length,
        pages: ids.length,
        nextCursor: null,
        previousCursor: null,
      });
    }
    expect((await listed({ ...days, limit: 1 })).pagination.total).toBe(3);
    expect((await listed({ ...days, status: 'preparing' })).orders.map((o) => o.id)).toEqual([b]);
    const all = await listed({ limit: 1 });
    expect(all.pagination.total).toBe(all.stats.total);
    const past = await listed({ limit: 100, page: 100_000 });
    expect(past.pagination.total).toBe(past.stats.total);
  });

  it('counts the tiles over all orders; revenue is what delivered orders brought in', async () => {
    const tag = uniqueTag();
    const before = (await listed({ search: tag })).stats;
    const customer = (await addCustomer(t, tag)).id;
    const made = await Promise.all([1, 2, 3, 4, 5].map(() => placed(tag, 1, 0, customer)));
    const [p, q, r, s] = made.map((o) => o.id) as [string, string, string, string];
    await moveTo(p, 'preparing');
    await moveTo(q, 'ready');
    await moveTo(r, 'delivered');
    await moveTo(s, 'cancelled');
    const after = (await listed({ status: 'delivered', search: tag })).stats;
    expect(after).toEqual({
      total: before.total + 5,
      pending: before.pending + 1,
      preparing: before.preparing + 1,
      ready: before.ready + 1,
      delivered: before.delivered + 1,
      revenue: Math.round((before.revenue + 400) * 100) / 100,
    });
  });

  it.each([
    [
      { status: 'lost' },
      'status must be one of awaiting_payment, pending, confirmed, preparing, ready, out_for_delivery, delivered, cancelled',
    ],
    [{ customerId: 'abc' }, 'customerId must be a UUID'],
    [{ startDate: '2024-02-30' }, 'startDate must be a date (YYYY-MM-DD)'],
    [{ endDate: 'yesterday' }, 'endDate must be a date (YYYY-MM-DD)'],
    [{ startDate: '2024-03-02', endDate: '2024-03-01' }, 'startDate must not be after endDate'],
    [{ sortBy: 'customer' }, 'sortBy must be one of createdAt, total, status'],
    [{ sortOrder: 'random' }, 'sortOrder must be one of asc, desc'],
    [{ limit: 101 }, 'limit must be a whole number between 1 and 100'],
    [{ page: 0 }, 'page must be a whole number between 1 and 100000'],
    [{ search: 's'.repeat(101) }, 'search must be at most 100 characters'],
  ])('refuses %j (400)', async (query, message) => {
    const res = await get('/api/admin/orders', query);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: 'VALIDATION_FAILED', message });
  });

  it('refuses a caller without an admin session (401)', async () => {
    const customer = await newCustomer(t);
    expect((await get('/api/admin/orders', {}, customer.headers)).statusCode).toBe(401);
    expect((await get('/api/admin/orders', {}, {})).statusCode).toBe(401);
  });
});

describe('GET /api/admin/orders/active', () => {
  it('lists the open orders, oldest first, and none that is delivered or cancelled', async () => {
    const tag = uniqueTag();
    const customer = (await addCustomer(t, tag)).id;
    const open = await placed(tag, 1, 0, customer);
    const done = await placed(tag, 1, 0, customer);
    const gone = await placed(tag, 1, 0, customer);
    await moveTo(open.id, 'out_for_delivery');
    await moveTo(done.id, 'delivered');
    await moveTo(gone.id, 'cancelled');
    const all: string[] = [];
    let page = 1;
    let pages = 1;
    do {
      const res = await get('/api/admin/orders/active', { page, limit: 100 });
      expect(res.statusCode).toBe(200);
      const body = activeOrdersResponseSchema.parse(res.json());
      expect(body.orders.every((o) => o.status !== 'delivered' && o.status !== 'cancelled')).toBe(
        true,
      );
      const times = body.orders.map((o) => o.createdAt);
      expect(times).toEqual([...times].sort());
      all.push(...body.orders.map((o) => o.id));
      pages = body.pagination.pages;
      page += 1;
    } while (page <= pages);
    expect(all).toContain(open.id);
    expect(all).not.toContain(done.id);
    expect(all).not.toContain(gone.id);
  });

  it('refuses bad paging (400) and callers without an admin session (401)', async () => {
    const res = await get('/api/admin/orders/active', { limit: 'all' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('limit must be a whole number between 1 and 100');
    expect((await get('/api/admin/orders/active', {}, {})).statusCode).toBe(401);
  });
});
