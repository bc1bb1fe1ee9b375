import { adminAuditLog, admins, foldAnalyticsDeltas, rebuildAnalyticsRollup } from '@shop/db';
import { eq } from '@shop/db/orm';
import { DEMO_ADMIN } from '@shop/db/seed';
import {
  activityFilterOptionsSchema,
  activityListResponseSchema,
  orderResponseSchema,
} from '@shop/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addMeal, orderRequest, placeOrderCall } from '../../../support/orders.ts';
import {
  newCustomer,
  type SignedIn,
  signInAdmin,
  signInCustomer,
} from '../../../support/sessions.ts';
import { startTestApp, type TestApp } from '../../../test-app.ts';

/*
 * GET /api/admin/activity (docs/product-rules.md#audit-log): the audit log the admins' changes
 * write, newest first, with who made them, filtered and paged.
 */

let t: TestApp;
let admin: SignedIn;
let otherAdmin: { id: string; name: string };
beforeAll(async () => {
  t = await startTestApp();
  admin = await signInAdmin(t);
  const [row] = await t.db
    .insert(admins)
    .values({ email: 'night.manager@burgerhouse.com.np', name: 'Night Manager', passwordHash: 'x' })
    .returning({ id: admins.id, name: admins.name });
  if (!row) throw new Error('admin was not created');
  otherAdmin = row;
});
afterAll(() => t.close());

function activity(query: Record<string, string | number> = {}, headers = admin.headers) {
  const search = new URLSearchParams(
    Object.entries(query).map(([key, value]): [string, string] => [key, String(value)]),
  );
  return t.app.inject({ method: 'GET', url: `/api/admin/activity?${search}`, headers });
}

async function list(query: Record<string, string | number> = {}) {
  const res = await activity(query);
  expect(res.statusCode, res.body).toBe(200);
  return activityListResponseSchema.parse(res.json());
}

/** Audit lines of a made-up kind of record, at given instants, so that each test owns its rows. */
async function logAt(
  entityType: string,
  entries: { at: string; adminId?: string | null; action?: string; entityId?: string }[],
) {
  await t.db.insert(adminAuditLog).values(
    entries.map((entry, index) => ({
      adminId: entry.adminId === undefined ? admin.id : entry.adminId,
      action: entry.action ?? `${entityType}.touched`,
      entityType,
      entityId: entry.entityId ?? `${entityType}-${index}`,
      details: { index },
      createdAt: new Date(entry.at),
    })),
  );
}

describe('GET /api/admin/activity', () => {
  it('lists what admins really did, newest first, with who, what, which record and the details', async () => {
    const customer = await newCustomer(t);
    const meal = await addMeal(t);
    const placed = await placeOrderCall(t, customer.headers, orderRequest([{ meal, quantity: 1 }]));
    const { order } = orderResponseSchema.parse(placed.json());
    const changed = await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/orders/${order.id}/status`,
      headers: admin.headers,
      payload: { status: 'confirmed', notes: 'Kitchen has it' },
    });
    expect(changed.statusCode).toBe(200);
    const checkedIn = await t.app.inject({
      method: 'POST',
      url: '/api/customers/self-register',
      headers: admin.headers,
      payload: {
        first_name: 'Walk',
        last_name: 'In Guest',
        email: 'walk.in.activity@example.com',
        phone: '9712345678',
        total_spent: 250,
      },
    });
    expect(checkedIn.statusCode, checkedIn.body).toBe(201);

    const { entries } = await list({ limit: 2 });
    expect(entries.map((entry) => entry.action)).toEqual([
      'customer.registered',
      'order.status_changed',
    ]);
    expect(entries[1]).toEqual({
      id: expect.any(String),
      at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      admin: { id: admin.id, name: DEMO_ADMIN.name },
      action: 'order.status_changed',
      entityType: 'order',
      entityId: order.id,
      details: { from: 'pending', to: 'confirmed', notes: 'Kitchen has it' },
    });
    expect(Date.parse(entries[0]?.at ?? '')).toBeGreaterThanOrEqual(
      Date.parse(entries[1]?.at ?? ''),
    );
  });

  it('filters by admin, action, record type and record id', async () => {
    await logAt('filter-test', [
      { at: '2025-02-01T06:00:00Z', action: 'filter-test.created', entityId: 'r1' },
      { at: '2025-02-01T07:00:00Z', action: 'filter-test.deleted', entityId: 'r1' },
      { at: '2025-02-01T08:00:00Z', adminId: otherAdmin.id, entityId: 'r2' },
    ]);
    const ofType = await list({ entityType: 'filter-test' });
    expect(ofType.entries.map((e) => e.action)).toEqual([
      'filter-test.touched',
      'filter-test.deleted',
      'filter-test.created',
    ]);
    expect(ofType.pagination).toEqual({ page: 1, limit: 20, total: 3, pages: 1 });

    const byOther = await list({ entityType: 'filter-test', adminId: otherAdmin.id });
    expect(byOther.entries.map((e) => [e.admin?.name, e.entityId])).toEqual([
      ['Night Manager', 'r2'],
    ]);
    const deleted = await list({ action: 'filter-test.deleted' });
    expect(deleted.entries.map((e) => e.entityId)).toEqual(['r1']);
    const record = await list({ entityType: 'filter-test', entityId: 'r1' });
    expect(record.entries.map((e) => e.action)).toEqual([
      'filter-test.deleted',
      'filter-test.created',
    ]);
    // Blank filters are no filters (an emptied form field).
    const blank = await list({ entityType: 'filter-test', action: ' ', entityId: '' });
    expect(blank.pagination.total).toBe(3);
  });

  it('finds an order’s changes by its number as the rows show it, and only that order’s', async () => {
    const orderId = '0b8e3c1a-5d2f-4e6b-9a7c-1f2e75fb4894';
    await logAt('order', [
      { at: '2025-04-01T06:00:00Z', action: 'order.status_changed', entityId: orderId },
      // Another order whose id ends only partly alike.
      { at: '2025-04-01T07:00:00Z', entityId: '11111111-2222-4333-8444-5555aaaa4894' },
    ]);
    // Another kind of record whose id ends in the same 8 characters: not an order.
    await logAt('number-twin', [{ at: '2025-04-01T08:00:00Z', entityId: 'x-75fb4894' }]);
    for (const typed of ['#75FB4894', '75fb4894', orderId]) {
      const { entries } = await list({ entityId: typed });
      expect(
        entries.map((e) => e.entityId),
        typed,
      ).toEqual([orderId]);
    }
    // Not a number: an id that is no order's is matched as it is, whole.
    expect((await list({ entityId: 'x-75fb4894' })).entries.map((e) => e.entityType)).toEqual([
      'number-twin',
    ]);
    expect((await list({ entityId: '#75FB489' })).entries).toEqual([]);
  });

  it('finds both orders whose ids end alike by the number they share, and one by its whole id', async () => {
    const first = 'aaaaaaaa-0000-4000-8000-0000c0ffee01';
    const second = 'bbbbbbbb-0000-4000-8000-0000c0ffee01';
    await logAt('order', [
      { at: '2025-04-02T06:00:00Z', entityId: first },
      { at: '2025-04-02T07:00:00Z', entityId: second },
    ]);
    const shared = await list({ entityId: '#C0FFEE01' });
    expect(shared.entries.map((e) => e.entityId)).toEqual([second, first]);
    expect(shared.pagination.total).toBe(2);
    expect((await list({ entityId: first })).entries.map((e) => e.entityId)).toEqual([first]);
  });

  it('reads dates as Kathmandu calendar days, both ends included', async () => {
    // 2025-03-01 ends at 18:15 UTC in Kathmandu (UTC+05:45).
    await logAt('day-test', [
      { at: '2025-02-28T18:14:59Z', entityId: 'feb-28' },
      { at: '2025-02-28T18:15:00Z', entityId: 'mar-1-first' },
      { at: '2025-03-01T18:14:59Z', entityId: 'mar-1-last' },
      { at: '2025-03-01T18:15:00Z', entityId: 'mar-2' },
    ]);
    const day = await list({ entityType: 'day-test', from: '2025-03-01', to: '2025-03-01' });
    expect(day.entries.map((e) => e.entityId)).toEqual(['mar-1-last', 'mar-1-first']);
    const since = await list({ entityType: 'day-test', from: '2025-03-01' });
    expect(since.entries.map((e) => e.entityId)).toEqual(['mar-2', 'mar-1-last', 'mar-1-first']);
    const until = await list({ entityType: 'day-test', to: '2025-02-28' });
    expect(until.entries.map((e) => e.entityId)).toEqual(['feb-28']);
  });

  it('pages through the log, and counts the total past the last page', async () => {
    await logAt(
      'page-test',
      Array.from({ length: 5 }, (_, i) => ({
        at: `2025-04-0${i + 1}T10:00:00Z`,
        entityId: `p${i + 1}`,
      })),
    );
    const second = await list({ entityType: 'page-test', limit: 2, page: 2 });
    expect(second.entries.map((e) => e.entityId)).toEqual(['p3', 'p2']);
    expect(second.pagination).toEqual({ page: 2, limit: 2, total: 5, pages: 3 });
    const last = await list({ entityType: 'page-test', limit: 2, page: 3 });
    expect(last.entries.map((e) => e.entityId)).toEqual(['p1']);
    const past = await list({ entityType: 'page-test', limit: 2, page: 9 });
    expect(past).toEqual({ entries: [], pagination: { page: 9, limit: 2, total: 5, pages: 3 } });
    const none = await list({ entityType: 'no-such-type' });
    expect(none).toEqual({ entries: [], pagination: { page: 1, limit: 20, total: 0, pages: 0 } });
  });

  it('keeps the lines of a deleted admin, without a name', async () => {
    const [gone] = await t.db
      .insert(admins)
      .values({ email: 'former@burgerhouse.com.np', name: 'Former Admin', passwordHash: 'x' })
      .returning({ id: admins.id });
    await logAt('gone-test', [{ at: '2025-05-01T10:00:00Z', adminId: gone?.id ?? null }]);
    await t.db.delete(admins).where(eq(admins.email, 'former@burgerhouse.com.np'));
    const { entries } = await list({ entityType: 'gone-test' });
    expect(entries).toEqual([
      expect.objectContaining({ admin: null, action: 'gone-test.touched' }),
    ]);
  });

  it('finds the few matches of two filters among many entries of each, with their total', async () => {
    await logAt(
      'busy-test',
      Array.from({ length: 30 }, (_, i) => ({
        at: `2025-08-01T0${i % 10}:0${i % 6}:00Z`,
        adminId: i % 10 === 0 ? otherAdmin.id : admin.id,
        action: i % 3 === 0 ? 'busy-test.made' : 'busy-test.touched',
      })),
    );
    // Entries 0 and 30's multiples by the other admin: i = 0, 10, 20; made: i % 3 = 0.
    const both = await list({
      entityType: 'busy-test',
      adminId: otherAdmin.id,
      action: 'busy-test.made',
    });
    expect(both.pagination.total).toBe(1);
    expect(both.entries).toHaveLength(1);
    const twoKinds = await list({ entityType: 'busy-test', adminId: admin.id, limit: 5, page: 2 });
    expect(twoKinds.pagination).toEqual({ page: 2, limit: 5, total: 27, pages: 6 });
    expect(twoKinds.entries).toHaveLength(5);
  });

  it('counts two filters’ many matches from the rollup, and pages through them', async () => {
    const many = Array.from({ length: 5_001 }, (_, i) => ({
      at: new Date(Date.UTC(2025, 8, 1) + i * 60_000).toISOString(),
    }));
    await logAt('many-test', many);
    const page = await list({ entityType: 'many-test', adminId: admin.id, limit: 100, page: 51 });
    expect(page.pagination).toEqual({ page: 51, limit: 100, total: 5_001, pages: 51 });
    expect(page.entries.map((e) => e.entityId)).toEqual(['many-test-0']);
    const past = await list({ entityType: 'many-test', adminId: admin.id, limit: 100, page: 60 });
    expect(past.pagination.total).toBe(5_001);
  });

  it('counts from the rollup exactly: filtered, folded, rebuilt, and once a staff member is gone', async () => {
    const [gone] = await t.db
      .insert(admins)
      .values({ email: 'leaver@burgerhouse.com.np', name: 'Leaver', passwordHash: 'x' })
      .returning({ id: admins.id });
    const goneId = gone?.id ?? '';
    await logAt('rollup-test', [
      { at: '2025-07-01T05:00:00Z', adminId: goneId },
      { at: '2025-07-01T06:00:00Z', adminId: goneId, action: 'rollup-test.made' },
      // 23:50 in Kathmandu: still the 2nd there.
      { at: '2025-07-02T18:05:00Z', adminId: goneId },
      { at: '2025-07-02T18:20:00Z' },
      { at: '2025-07-03T06:00:00Z' },
    ]);
    const totals = async () => ({
      all: (await list({ entityType: 'rollup-test' })).pagination.total,
      leaver: (await list({ entityType: 'rollup-test', adminId: goneId })).pagination.total,
      made: (await list({ action: 'rollup-test.made' })).pagination.total,
      second: (await list({ entityType: 'rollup-test', from: '2025-07-02', to: '2025-07-02' }))
        .pagination.total,
    });
    expect(await totals()).toEqual({ all: 5, leaver: 3, made: 1, second: 1 });
    // The API takes an id in either case; so does the rollup's count.
    const upper = await list({ entityType: 'rollup-test', adminId: goneId.toUpperCase() });
    expect([upper.entries.length, upper.pagination.total]).toEqual([3, 3]);
    await foldAnalyticsDeltas(t.db);
    expect(await totals()).toEqual({ all: 5, leaver: 3, made: 1, second: 1 });
    // Their entries stay, without a name; none is theirs any more.
    await t.db.delete(admins).where(eq(admins.id, goneId));
    expect(await totals()).toEqual({ all: 5, leaver: 0, made: 1, second: 1 });
    await rebuildAnalyticsRollup(t.db);
    expect(await totals()).toEqual({ all: 5, leaver: 0, made: 1, second: 1 });
    // A kind with no entry left is no longer offered.
    await t.db.delete(adminAuditLog).where(eq(adminAuditLog.action, 'rollup-test.made'));
    const res = await t.app.inject({ url: '/api/admin/activity/filters', headers: admin.headers });
    expect(activityFilterOptionsSchema.parse(res.json()).actions).not.toContain('rollup-test.made');
    expect((await totals()).all).toBe(4);
  });

  it.each([
    ['an admin id that is no id', { adminId: 'boss' }, 'adminId must be an admin id'],
    ['a day that does not exist', { from: '2025-02-30' }, 'from must be a date (YYYY-MM-DD)'],
    ['a day in another format', { to: '01/03/2025' }, 'to must be a date (YYYY-MM-DD)'],
    [
      'an end before the start',
      { from: '2025-03-02', to: '2025-03-01' },
      'The start date must be on or before the end date',
    ],
    ['page 0', { page: 0 }, 'page must be a whole number between 1 and 10000'],
    ['a limit above 100', { limit: 101 }, 'limit must be a whole number between 1 and 100'],
    [
      'an action of 101 characters',
      { action: 'a'.repeat(101) },
      'action must be at most 100 characters',
    ],
  ])('refuses %s with 400', async (_, query, message) => {
    const res = await activity(query);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: 'VALIDATION_FAILED', message });
  });

  it('refuses a caller without an admin session, and a customer', async () => {
    const customer = await signInCustomer(t);
    for (const headers of [{}, customer.headers]) {
      expect((await activity({}, headers as SignedIn['headers'])).statusCode).toBe(401);
    }
  });
});

describe('GET /api/admin/activity/filters', () => {
  it('offers every admin and each action and record type in the log', async () => {
    await logAt('options-test', [{ at: '2025-06-01T10:00:00Z', action: 'options-test.made' }]);
    const res = await t.app.inject({ url: '/api/admin/activity/filters', headers: admin.headers });
    expect(res.statusCode).toBe(200);
    const options = activityFilterOptionsSchema.parse(res.json());
    expect(options.admins).toEqual(
      expect.arrayContaining([
        { id: admin.id, name: DEMO_ADMIN.name },
        { id: otherAdmin.id, name: 'Night Manager' },
      ]),
    );
    expect(options.actions).toContain('options-test.made');
    expect(options.entityTypes).toContain('options-test');
    expect(options.actions).toEqual([...options.actions].sort());
    expect(new Set(options.entityTypes).size).toBe(options.entityTypes.length);
  });

  it('refuses a caller without an admin session', async () => {
    const res = await t.app.inject({ url: '/api/admin/activity/filters' });
    expect(res.statusCode).toBe(401);
  });
});
