import { customerSessions, customers, orders } from '@shop/db';
import { and, eq, sql } from '@shop/db/orm';
import { DEMO_CUSTOMER } from '@shop/db/seed';
import { customerProfileSchema, profileVipLevelFor, toNrs } from '@shop/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, profile, registeredCustomer } from '../../../support/accounts.ts';
import { signInCustomer } from '../../../support/sessions.ts';
import { startTestApp, type TestApp } from '../../../test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const unauthorized = { error: 'UNAUTHORIZED', message: 'Please sign in' };

async function addOrder(customerId: string, status: string, totalNrs: number) {
  const paisa = Math.round(totalNrs * 100);
  await t.db.insert(orders).values({
    customerId,
    status,
    customerName: 'Sita Maharjan',
    customerEmail: 'sita@example.com',
    phone: '9841234567',
    deliveryAddress: 'Jhamsikhel, Lalitpur, 44700',
    subtotalPaisa: paisa,
    totalPaisa: paisa,
  });
}

describe('GET /api/customers/profile', () => {
  it('answers the registered details and zero figures for a new account', async () => {
    const account = await registeredCustomer(t, { date_of_birth: '1990-01-31' });
    const res = await profile(t, account.token);
    expect(res.statusCode).toBe(200);
    expect(customerProfileSchema.parse(res.json())).toEqual({
      id: account.id,
      firstName: 'Sita',
      lastName: 'Maharjan',
      email: account.email,
      phone: '+977 (98) 4123-4567',
      address: 'House 12, Jhamsikhel Marg',
      city: 'Lalitpur',
      state: 'Bagmati',
      zipCode: '44700',
      country: 'NP',
      dateOfBirth: '1990-01-31',
      totalSpent: 0,
      totalOrders: 0,
      completedOrders: 0,
      vipLevel: 'Inactive',
    });
  });

  it('adds up delivered orders as spent, counts every order not cancelled, and reads the VIP level', async () => {
    const account = await registeredCustomer(t);
    await addOrder(account.id, 'delivered', 3000);
    await addOrder(account.id, 'delivered', 2500.5);
    await addOrder(account.id, 'pending', 100);
    await addOrder(account.id, 'out_for_delivery', 450);
    await addOrder(account.id, 'cancelled', 9999);
    const body = customerProfileSchema.parse((await profile(t, account.token)).json());
    expect(body).toMatchObject({
      totalSpent: 5500.5,
      totalOrders: 4,
      completedOrders: 2,
      vipLevel: 'Regular',
    });
    await addOrder(account.id, 'delivered', 4499.5);
    const vip = customerProfileSchema.parse((await profile(t, account.token)).json());
    expect(vip).toMatchObject({ totalSpent: 10000, completedOrders: 3, vipLevel: 'VIP' });
  });

  it('shows the demo customer the figures of their own seeded orders only', async () => {
    const demo = await signInCustomer(t, { email: DEMO_CUSTOMER.email });
    const mine = await t.db
      .select({ status: orders.status, total: orders.totalPaisa })
      .from(orders)
      .where(eq(orders.customerId, demo.id));
    const delivered = mine.filter((o) => o.status === 'delivered');
    const spent = toNrs(delivered.reduce((sum, o) => sum + o.total, 0));
    expect(delivered.length).toBeGreaterThan(0);
    const body = customerProfileSchema.parse((await profile(t, demo.token)).json());
    expect(body).toMatchObject({
      email: DEMO_CUSTOMER.email,
      totalSpent: spent,
      totalOrders: mine.filter((o) => o.status !== 'cancelled').length,
      completedOrders: delivered.length,
      vipLevel: profileVipLevelFor(spent),
    });
  });

  it('reads missing details of a claimed record as empty text', async () => {
    const [bare] = await t.db
      .insert(customers)
      .values({ phone: '9800011111', passwordHash: 'scrypt$1$1$1$x$y' })
      .returning({ id: customers.id });
    const session = await signInCustomer(t, { id: bare?.id });
    const body = customerProfileSchema.parse((await profile(t, session.token)).json());
    expect(body).toMatchObject({ firstName: '', email: '', dateOfBirth: null, country: '' });
  });

  it.each([
    ['no token', {}],
    ['a token that was never issued', bearer('x'.repeat(43))],
    ['a malformed header', { authorization: 'Token abc' }],
  ])('refuses %s with 401', async (_, headers) => {
    const res = await t.app.inject({ method: 'GET', url: '/api/customers/profile', headers });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual(unauthorized);
  });

  it('refuses an expired session and an admin’s token', async () => {
    const account = await registeredCustomer(t);
    await t.db
      .update(customerSessions)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(and(eq(customerSessions.customerId, account.id)));
    expect((await profile(t, account.token)).statusCode).toBe(401);

    const admin = await t.app.inject({
      method: 'POST',
      url: '/api/admin/login',
      payload: { email: 'admin@burgerhouse.com.np', password: 'Admin@123' },
    });
    expect((await profile(t, admin.json().token)).statusCode).toBe(401);
  });
});
