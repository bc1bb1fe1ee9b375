import { admins, customers } from '@shop/db';
import { eq } from '@shop/db/orm';
import { adminOrderResponseSchema, orderResponseSchema } from '@shop/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addMeal, orderRequest, placeOrderCall, type TestMeal } from '../../../support/orders.ts';
import { newCustomer, type SignedIn, signInAdmin } from '../../../support/sessions.ts';
import { startTestApp, type TestApp } from '../../../test-app.ts';

let t: TestApp;
let admin: SignedIn;
let meal: TestMeal;
let adminName: string;
beforeAll(async () => {
  t = await startTestApp();
  admin = await signInAdmin(t);
  meal = await addMeal(t, { price: 320, stock: 1000 });
  const [row] = await t.db
    .select({ name: admins.name })
    .from(admins)
    .where(eq(admins.id, admin.id));
  adminName = row?.name ?? '';
});
afterAll(() => t.close());

const detail = (id: string, headers: Record<string, string> = admin.headers) =>
  t.app.inject({ method: 'GET', url: `/api/admin/orders/${id}`, headers });

describe('GET /api/admin/orders/:id', () => {
  it('answers the order with its customer, items and a timeline naming the admin', async () => {
    const customer = await newCustomer(t);
    const res = await placeOrderCall(
      t,
      customer.headers,
      orderRequest([{ meal, quantity: 2 }], { notes: 'No onions' }),
    );
    const placed = orderResponseSchema.parse(res.json()).order;
    await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/orders/${placed.id}/status`,
      headers: admin.headers,
      payload: { status: 'confirmed', notes: 'Kitchen has it' },
    });
    const answer = await detail(placed.id);
    expect(answer.statusCode).toBe(200);
    const { order } = adminOrderResponseSchema.parse(answer.json());
    expect(order).toMatchObject({
      id: placed.id,
      status: 'confirmed',
      total_amount: 640,
      subtotalAmount: 640,
      discountAmount: 0,
      itemCount: 2,
      notes: 'No onions',
      customerId: customer.id,
      customerInfo: { phone: '9801234567', paymentMethod: 'cash' },
      items: [{ mealId: meal.id, name: meal.name, quantity: 2, price: 320, freeQuantity: 0 }],
      customer: { id: customer.id, isActive: true, totalOrders: 1 },
    });
    expect(
      order.timeline.map(({ status, by, adminName: who, notes }) => ({ status, by, who, notes })),
    ).toEqual([
      { status: 'pending', by: 'customer', who: null, notes: null },
      { status: 'confirmed', by: 'admin', who: adminName, notes: 'Kitchen has it' },
    ]);
    expect(Date.parse(order.updatedAt)).toBeGreaterThanOrEqual(
      Date.parse(order.timeline[1]?.at ?? ''),
    );
  });

  it('keeps the order’s customer info once the customer is deleted', async () => {
    const customer = await newCustomer(t, { firstName: 'Kamal' });
    const placed = orderResponseSchema.parse(
      (await placeOrderCall(t, customer.headers, orderRequest([{ meal, quantity: 1 }]))).json(),
    ).order;
    await t.db.update(customers).set({ isActive: false }).where(eq(customers.id, customer.id));
    await t.db.delete(customers).where(eq(customers.id, customer.id));
    const { order } = adminOrderResponseSchema.parse((await detail(placed.id)).json());
    expect(order.customer).toBeNull();
    expect(order.customerId).toBeNull();
    expect(order.customerInfo.name).toMatch(/^Kamal /);
  });

  it('answers 404 for an unknown or malformed id and 401 without an admin session', async () => {
    expect((await detail('00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await detail('12')).json()).toMatchObject({
      error: 'NOT_FOUND',
      message: 'Order not found',
    });
    expect((await detail('00000000-0000-4000-8000-000000000000', {})).statusCode).toBe(401);
  });
});
