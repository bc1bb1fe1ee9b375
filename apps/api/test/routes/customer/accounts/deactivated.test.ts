import { customers } from '@shop/db';
import { eq } from '@shop/db/orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newCustomer } from '../../../support/sessions.ts';
import { startTestApp, type TestApp } from '../../../test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

describe('a deactivated customer', () => {
  it('is signed out at once: their open session no longer opens any customer call', async () => {
    const customer = await newCustomer(t);
    const profile = () =>
      t.app.inject({ method: 'GET', url: '/api/customers/profile', headers: customer.headers });
    expect((await profile()).statusCode).toBe(200);

    await t.db.update(customers).set({ isActive: false }).where(eq(customers.id, customer.id));
    const refused = await profile();
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toMatchObject({ error: 'UNAUTHORIZED' });
    const order = await t.app.inject({
      method: 'GET',
      url: '/api/orders/my-orders',
      headers: customer.headers,
    });
    expect(order.statusCode).toBe(401);
  });
});
