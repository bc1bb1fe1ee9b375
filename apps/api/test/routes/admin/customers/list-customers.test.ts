import { orders } from '@shop/db';
import { eq } from '@shop/db/orm';
import { adminCustomerListResponseSchema, adminCustomerTierFor } from '@shop/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addMeal, orderRequest, placeOrderCall, type TestMeal } from '../../../support/orders.ts';
import { newCustomer, type SignedIn, signInAdmin } from '../../../support/sessions.ts';
import { startTestApp, type TestApp } from '../../../test-app.ts';
import { addCustomer, sessionOf, uniqueTag } from './customer-fixtures.ts';

let t: TestApp;
let admin: SignedIn;
let meal: TestMeal;
beforeAll(async () => {
  t = await startTestApp();
  admin = await signInAdmin(t);
  meal = await addMeal(t, { price: 100, stock: 1000 });
});
afterAll(() => t.close());

function list(
  query: Record<string, string | number>,
  headers: Record<string, string> = admin.headers,
) {
  const search = new URLSearchParams(
    Object.entries(query).map(([key, value]): [string, string] => [key, String(value)]),
  );
  return t.app.inject({ method: 'GET', url: `/api/admin/customers?${search}`, headers });
}

async function listed(query: Record<string, string | number>) {
  const res = await list(query);
  expect(res.statusCode, res.body).toBe(200);
  return adminCustomerListResponseSchema.parse(res.json());
}

async function placeOrders(customerId: string, count: number) {
  const headers = await sessionOf(t, customerId);
  for (let n = 0; n < count; n++) {
    const res = await placeOrderCall(t, headers, orderRequest([{ meal, quantity: 1 }]));
    expect(res.statusCode, res.body).toBe(201);
  }
}

describe('GET /api/admin/customers', () => {
  it('finds customers by part of the name, email or phone, in any letter case', async () => {
    const tag = uniqueTag();
    const byName = await addCustomer(t, tag, { firstName: 'Sunita', phone: '9811111111' });
    const byEmail = await addCustomer(t, 'Other', { email: `${tag}@example.com` });
    const byPhone = await addCustomer(t, 'Phone', { phone: `+977 98${tag.slice(2, 6)}` });
    expect(
      (await listed({ search: tag.toUpperCase() })).customers.map((c) => c._id).sort(),
    ).toEqual([byName.id, byEmail.id].sort());
    expect((await listed({ search: `sunita ${tag}` })).customers.map((c) => c._id)).toEqual([
      byName.id,
    ]);
    const phoneDigits = `98${tag.slice(2, 6)}`;
    expect((await listed({ search: phoneDigits })).customers.map((c) => c._id)).toContain(
      byPhone.id,
    );
    expect((await listed({ search: `${tag}%` })).customers).toEqual([]);
  });

  it('answers each customer with the spec’s fields, their order count and tier', async () => {
    const tag = uniqueTag();
    const customer = await addCustomer(t, tag, { firstName: 'Hari', spent: 12_345.67, visits: 4 });
    await placeOrders(customer.id, 2);
    const [row] = (await listed({ search: tag })).customers;
    expect(row).toEqual({
      _id: customer.id,
      name: `Hari ${tag}`,
      email: customer.email,
      phone: '9800000000',
      dateOfBirth: null,
      createdAt: expect.any(String),
      address: 'Thamel Marg 1',
      city: 'Kathmandu',
      state: 'Bagmati',
      zipCode: '44600',
      country: 'NP',
      totalSpent: 12_345.67,
      totalOrders: 2,
      visit_count: 4,
      isActive: true,
      tier: 'VIP',
    });
  });

  it('keeps each customer’s order count as orders come, move to another customer and go', async () => {
    const tag = uniqueTag();
    const first = await addCustomer(t, tag, { firstName: 'Sita' });
    const second = await addCustomer(t, tag, { firstName: 'Gita' });
    await placeOrders(first.id, 3);
    const counts = async () =>
      Object.fromEntries(
        (await listed({ search: tag })).customers.map((c) => [c._id, c.totalOrders]),
      );
    expect(await counts()).toEqual({ [first.id]: 3, [second.id]: 0 });
    const [moved, gone] = await t.db
      .select({ id: orders.id })
      .from(orders)
      .where(eq(orders.customerId, first.id));
    await t.db
      .update(orders)
      .set({ customerId: second.id })
      .where(eq(orders.id, moved?.id ?? ''));
    await t.db.delete(orders).where(eq(orders.id, gone?.id ?? ''));
    expect(await counts()).toEqual({ [first.id]: 1, [second.id]: 1 });
  });

  it('filters by the admin tier exactly as adminCustomerTierFor draws it', async () => {
    const tag = uniqueTag();
    const made = await Promise.all(
      [
        { spent: 0, isActive: true },
        { spent: 5000, isActive: true },
        { spent: 5000.01, isActive: true },
        { spent: 10_000, isActive: true },
        { spent: 10_000.01, isActive: true },
        { spent: 20_000, isActive: false },
      ].map(async (fields) => ({ ...fields, id: (await addCustomer(t, tag, fields)).id })),
    );
    for (const status of ['VIP', 'Regular', 'Active', 'Inactive'] as const) {
      const expected = made
        .filter((c) => adminCustomerTierFor(c.spent, c.isActive) === status)
        .map((c) => c.id)
        .sort();
      const found = await listed({ search: tag, status: status.toLowerCase() });
      expect(found.customers.map((c) => c._id).sort(), status).toEqual(expected);
      expect(new Set(found.customers.map((c) => c.tier))).toEqual(new Set([status]));
    }
  });

  it('filters by spending: high above 10000, medium 5000 to 10000, low below 5000', async () => {
    const tag = uniqueTag();
    const spent = [4999.99, 5000, 10_000, 10_000.01];
    const ids = await Promise.all(
      spent.map(async (s) => (await addCustomer(t, tag, { spent: s })).id),
    );
    const of = async (spending: string) =>
      (
        await listed({ search: tag, spending, sortBy: 'totalSpent', sortOrder: 'asc' })
      ).customers.map((c) => c.totalSpent);
    expect(await of('low')).toEqual([4999.99]);
    expect(await of('medium')).toEqual([5000, 10_000]);
    expect(await of('high')).toEqual([10_000.01]);
    expect(ids).toHaveLength(4);
  });

  it('filters by a city, state or country, and lists each location once', async () => {
    const tag = uniqueTag();
    const city = `Dhulikhel${tag}`;
    const inCity = await addCustomer(t, tag, { city, state: `Province${tag}` });
    await addCustomer(t, tag, { city: city.toUpperCase(), state: 'Bagmati' });
    const elsewhere = await addCustomer(t, tag, {
      city: 'Pokhara',
      state: 'Gandaki',
      country: 'IN',
    });
    const byCity = await listed({ search: tag, location: city.toLowerCase() });
    expect(byCity.pagination.total).toBe(2);
    expect(
      (await listed({ search: tag, location: `province${tag}` })).customers.map((c) => c._id),
    ).toEqual([inCity.id]);
    expect((await listed({ search: tag, location: 'in' })).customers.map((c) => c._id)).toEqual([
      elsewhere.id,
    ]);
    const { locations } = await listed({ search: tag });
    expect(locations.filter((place) => place.toLowerCase() === city.toLowerCase())).toHaveLength(1);
    expect(locations).toEqual(
      expect.arrayContaining([`Province${tag}`, 'Pokhara', 'Gandaki', 'IN', 'NP']),
    );
    expect(locations).toEqual(
      [...locations].sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase(), 'en')),
    );
  });

  it('counts in its Locations tile every new city, state and country, as its filter offers them', async () => {
    const tag = uniqueTag();
    const before = await listed({ search: tag });
    await addCustomer(t, tag, { city: `Banepa${tag}`, state: `Province${tag}`, country: 'BT' });
    await addCustomer(t, tag, { city: `BANEPA${tag}`, state: 'Bagmati' });
    const after = await listed({ search: tag });
    expect(after.stats.uniqueLocations - before.stats.uniqueLocations).toBe(3);
    expect(after.locations.length - before.locations.length).toBe(3);
  });

  it('sorts by each column both ways, customers without the value last', async () => {
    const tag = uniqueTag();
    const day = (n: number) => new Date(Date.UTC(2024, 0, n));
    const a = await addCustomer(t, tag, {
      firstName: 'Asha',
      email: `a-${tag}@example.com`,
      spent: 300,
      visits: 9,
      createdAt: day(3),
    });
    const b = await addCustomer(t, tag, {
      firstName: 'Bina',
      email: `b-${tag}@example.com`,
      spent: 100,
      visits: 1,
      createdAt: day(1),
    });
    const c = await addCustomer(t, tag, {
      firstName: 'Chiri',
      email: null,
      spent: 200,
      visits: 5,
      createdAt: day(2),
    });
    await placeOrders(b.id, 2);
    await placeOrders(c.id, 1);
    const order = async (sortBy: string, sortOrder: string) =>
      (await listed({ search: tag, sortBy, sortOrder })).customers.map((x) => x._id);
    expect(await order('joinDate', 'desc')).toEqual([a.id, c.id, b.id]);
    expect(await order('joinDate', 'asc')).toEqual([b.id, c.id, a.id]);
    expect(await order('name', 'asc')).toEqual([a.id, b.id, c.id]);
    expect(await order('name', 'desc')).toEqual([c.id, b.id, a.id]);
    expect(await order('email', 'asc')).toEqual([a.id, b.id, c.id]);
    expect(await order('email', 'desc')).toEqual([b.id, a.id, c.id]);
    expect(await order('totalSpent', 'desc')).toEqual([a.id, c.id, b.id]);
    expect(await order('totalOrders', 'desc')).toEqual([b.id, c.id, a.id]);
    expect(await order('totalOrders', 'asc')).toEqual([a.id, c.id, b.id]);
    expect(await order('visits', 'asc')).toEqual([b.id, c.id, a.id]);
    // Newest first by default.
    expect((await listed({ search: tag })).customers.map((x) => x._id)).toEqual([a.id, c.id, b.id]);
  });

  it('pages through the matches', async () => {
    const tag = uniqueTag();
    for (let n = 0; n < 5; n++) await addCustomer(t, tag, { visits: n });
    const pages = await Promise.all(
      [1, 2, 3, 4].map((page) =>
        listed({ search: tag, limit: 2, page, sortBy: 'visits', sortOrder: 'asc' }),
      ),
    );
    expect(pages.map((p) => p.customers.map((c) => c.visit_count))).toEqual([
      [0, 1],
      [2, 3],
      [4],
      [],
    ]);
    expect(pages[0]?.pagination).toEqual({ page: 1, limit: 2, total: 5, pages: 3 });
    // A page past the end has no row to carry the count: it is still right.
    expect(pages[3]?.pagination).toEqual({ page: 4, limit: 2, total: 5, pages: 3 });
    expect((await listed({ search: tag })).pagination).toEqual({
      page: 1,
      limit: 20,
      total: 5,
      pages: 1,
    });
  });

  it('counts every customer of a tier, with no other filter, as the tiles do', async () => {
    const tag = uniqueTag();
    await addCustomer(t, tag, { firstName: 'Vip', spent: 20_000 });
    const all = await listed({ limit: 1 });
    expect(all.pagination.total).toBe(all.stats.totalCustomers);
    const vip = await listed({ status: 'VIP', limit: 1 });
    expect(vip.pagination.total).toBe(vip.stats.vipCustomers);
    expect(vip.pagination.total).toBeGreaterThan(0);
    const regular = await listed({ status: 'Regular', limit: 1 });
    expect(regular.pagination.total).toBe(regular.stats.regularCustomers);
    const past = await listed({ status: 'VIP', limit: 100, page: 100_000 });
    expect(past.customers).toEqual([]);
    expect(past.pagination.total).toBe(vip.pagination.total);
  });

  it('counts the tiles over all customers, whatever the filters', async () => {
    const tag = uniqueTag();
    const before = (await listed({ search: tag })).stats;
    const vip = await addCustomer(t, tag, { spent: 15_000, city: `Newtown${tag}` });
    await addCustomer(t, tag, { spent: 6000.5, city: `NEWTOWN${tag}` });
    await addCustomer(t, tag, { spent: 100 });
    await addCustomer(t, tag, { spent: 50_000, isActive: false });
    await placeOrders(vip.id, 3);
    const after = (await listed({ search: tag, status: 'Inactive' })).stats;
    expect(after).toEqual({
      totalCustomers: before.totalCustomers + 4,
      vipCustomers: before.vipCustomers + 1,
      regularCustomers: before.regularCustomers + 1,
      totalRevenue: Math.round((before.totalRevenue + 71_100.5) * 100) / 100,
      totalOrders: before.totalOrders + 3,
      // One new place, the city (the other is the same in capitals): their state and country
      // are known already.
      uniqueLocations: before.uniqueLocations + 1,
    });
  });

  it.each([
    [{ status: 'gold' }, 'status must be one of VIP, Regular, Active, Inactive'],
    [{ spending: 'huge' }, 'spending must be one of high, medium, low'],
    [
      { sortBy: 'price' },
      'sortBy must be one of joinDate, name, email, totalOrders, totalSpent, visits',
    ],
    [{ sortOrder: 'up' }, 'sortOrder must be one of asc, desc'],
    [{ limit: 0 }, 'limit must be a whole number between 1 and 100'],
    [{ limit: 101 }, 'limit must be a whole number between 1 and 100'],
    [{ page: 'two' }, 'page must be a whole number between 1 and 100000'],
    [{ search: 'x'.repeat(101) }, 'search must be at most 100 characters'],
  ])('refuses %j (400)', async (query, message) => {
    const res = await list(query);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: 'VALIDATION_FAILED', message });
  });

  it('refuses a caller without an admin session (401)', async () => {
    const customer = await newCustomer(t);
    for (const headers of [{}, customer.headers]) {
      expect((await list({}, headers)).statusCode).toBe(401);
    }
  });
});
