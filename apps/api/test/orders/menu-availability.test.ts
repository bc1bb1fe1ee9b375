import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addMeal, orderRequest, placeOrderCall } from '../support/orders.ts';
import { newCustomer } from '../support/sessions.ts';
import { startTestApp, type TestApp } from '../test-app.ts';

/*
 * The menu is cached (decision 004). An order that takes a meal's last units must show it sold
 * out in the shop, and cancelling that order must put it back on sale, without an admin touching
 * the menu.
 */

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

async function shownAvailable(mealId: number): Promise<boolean> {
  const response = await t.app.inject({ method: 'GET', url: `/api/meals/${mealId}` });
  expect(response.statusCode).toBe(200);
  return response.json<{ data: { available: boolean } }>().data.available;
}

describe('the cached menu and the stock orders take', () => {
  it('shows a meal sold out once an order takes its last units, and on sale again after a cancel', async () => {
    const meal = await addMeal(t, { stock: 2 });
    expect(await shownAvailable(meal.id)).toBe(true);

    const customer = await newCustomer(t);
    const placed = await placeOrderCall(t, customer.headers, orderRequest([{ meal, quantity: 2 }]));
    expect(placed.statusCode).toBe(201);
    await expect.poll(() => shownAvailable(meal.id), { timeout: 2000 }).toBe(false);

    const { id } = placed.json<{ order: { id: string } }>().order;
    const cancelled = await t.app.inject({
      method: 'PUT',
      url: `/api/orders/${id}/cancel`,
      headers: customer.headers,
    });
    expect(cancelled.statusCode).toBe(200);
    await expect.poll(() => shownAvailable(meal.id), { timeout: 2000 }).toBe(true);
  });
});
