import { meals, orders } from '@shop/db';
import { eq } from '@shop/db/orm';
import { orderResponseSchema, reorderResponseSchema } from '@shop/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addMeal,
  mealState,
  orderRequest,
  placeOrderCall,
  type TestMeal,
} from '../../../support/orders.ts';
import { newCustomer, type SignedIn } from '../../../support/sessions.ts';
import { startTestApp, type TestApp } from '../../../test-app.ts';

let t: TestApp;
let customer: SignedIn;
beforeAll(async () => {
  t = await startTestApp();
  customer = await newCustomer(t);
});
afterAll(() => t.close());

async function place(lines: { meal: TestMeal; quantity: number }[]) {
  const res = await placeOrderCall(t, customer.headers, orderRequest(lines));
  expect(res.statusCode).toBe(201);
  return orderResponseSchema.parse(res.json()).order;
}

const call = (url: string, payload?: unknown, who: SignedIn = customer) =>
  t.app.inject({ method: 'POST', url, headers: who.headers, payload: payload as object });

describe('POST /api/orders/:id/reorder', () => {
  it('gives back the meals still on the menu at today’s prices, and says what changed', async () => {
    const same = await addMeal(t, { price: 300 });
    const dearer = await addMeal(t, { price: 200 });
    const soldOut = await addMeal(t, { price: 100, stock: 5 });
    const retired = await addMeal(t, { price: 150 });
    const order = await place([
      { meal: same, quantity: 2 },
      { meal: dearer, quantity: 1 },
      { meal: soldOut, quantity: 1 },
      { meal: retired, quantity: 3 },
    ]);
    await t.db.update(meals).set({ pricePaisa: 25_000 }).where(eq(meals.id, dearer.id));
    await t.db.update(meals).set({ stock: 0 }).where(eq(meals.id, soldOut.id));
    await t.db.update(meals).set({ isActive: false }).where(eq(meals.id, retired.id));

    const res = await call(`/api/orders/${order.id}/reorder`);
    expect(res.statusCode).toBe(200);
    expect(reorderResponseSchema.parse(res.json())).toEqual({
      items: [
        {
          id: same.id,
          name: same.name,
          price: 300,
          quantity: 2,
          image: '/uploads/meals/test.webp',
          options: [],
          choices: [],
        },
        {
          id: dearer.id,
          name: dearer.name,
          price: 250,
          quantity: 1,
          image: '/uploads/meals/test.webp',
          options: [],
          choices: [],
        },
      ],
      changes: [
        {
          mealId: dearer.id,
          name: dearer.name,
          kind: 'price_changed',
          oldPrice: 200,
          newPrice: 250,
        },
        {
          mealId: soldOut.id,
          name: soldOut.name,
          kind: 'unavailable',
          oldPrice: 100,
          newPrice: 100,
        },
        { mealId: retired.id, name: retired.name, kind: 'removed', oldPrice: 150, newPrice: null },
      ],
    });
  });

  it('writes nothing', async () => {
    const meal = await addMeal(t, { price: 120 });
    const order = await place([{ meal, quantity: 1 }]);
    const before = await mealState(t, meal.id);
    await call(`/api/orders/${order.id}/reorder`);
    expect(await mealState(t, meal.id)).toEqual(before);
  });

  it('answers 404 for another customer’s order and a malformed id', async () => {
    const meal = await addMeal(t);
    const order = await place([{ meal, quantity: 1 }]);
    const stranger = await newCustomer(t);
    expect((await call(`/api/orders/${order.id}/reorder`, undefined, stranger)).statusCode).toBe(
      404,
    );
    expect((await call('/api/orders/abc/reorder')).statusCode).toBe(404);
  });
});

describe('POST /api/orders/:id/rate', () => {
  async function deliveredOrder(lines: { meal: TestMeal; quantity: number }[]) {
    const order = await place(lines);
    await t.db.update(orders).set({ status: 'delivered' }).where(eq(orders.id, order.id));
    return order;
  }

  it('rates a delivered order once and moves each meal’s stars', async () => {
    const a = await addMeal(t);
    const b = await addMeal(t);
    await t.db
      .update(meals)
      .set({ rating: 4, reviewCount: 2, ratingPoints: 8 })
      .where(eq(meals.id, a.id));
    const order = await deliveredOrder([
      { meal: a, quantity: 2 },
      { meal: b, quantity: 1 },
    ]);
    const res = await call(`/api/orders/${order.id}/rate`, {
      rating: 5,
      review: '  Crispy and hot! ',
    });
    expect(res.statusCode).toBe(200);
    expect(orderResponseSchema.parse(res.json()).order).toMatchObject({
      rating: 5,
      review: 'Crispy and hot!',
    });
    // (4 × 2 + 5) / 3 = 4.33 → 4.3; a meal without reviews takes the rating as it is.
    expect(await mealState(t, a.id)).toMatchObject({ rating: 4.3, reviews: 3 });
    expect(await mealState(t, b.id)).toMatchObject({ rating: 5, reviews: 1 });
    const [row] = await t.db.select().from(orders).where(eq(orders.id, order.id));
    expect(row?.ratedAt).toBeInstanceOf(Date);

    const again = await call(`/api/orders/${order.id}/rate`, { rating: 1 });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('This order has already been rated');
    expect(await mealState(t, a.id)).toMatchObject({ rating: 4.3, reviews: 3 });
  });

  it('moves a much-reviewed meal’s stars as ratings add up, not rounding each one away', async () => {
    const meal = await addMeal(t);
    await t.db
      .update(meals)
      .set({ rating: 4, reviewCount: 100, ratingPoints: 400 })
      .where(eq(meals.id, meal.id));
    for (let i = 0; i < 6; i += 1) {
      const order = await deliveredOrder([{ meal, quantity: 1 }]);
      expect((await call(`/api/orders/${order.id}/rate`, { rating: 5 })).statusCode).toBe(200);
    }
    // 430 stars from 106 reviews = 4.06 → 4.1 (each alone would round back to 4.0).
    expect(await mealState(t, meal.id)).toMatchObject({ rating: 4.1, reviews: 106 });
  });

  it('counts a rating once when two arrive together', async () => {
    const meal = await addMeal(t);
    const order = await deliveredOrder([{ meal, quantity: 1 }]);
    const answers = await Promise.all([
      call(`/api/orders/${order.id}/rate`, { rating: 4 }),
      call(`/api/orders/${order.id}/rate`, { rating: 2 }),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    expect((await mealState(t, meal.id)).reviews).toBe(1);
  });

  it('refuses an order that is not delivered (409)', async () => {
    const meal = await addMeal(t);
    const order = await place([{ meal, quantity: 1 }]);
    const res = await call(`/api/orders/${order.id}/rate`, { rating: 5 });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('Only delivered orders can be rated');
    expect((await mealState(t, meal.id)).reviews).toBe(0);
  });

  it.each([
    [{ rating: 0 }, 'Rating must be a whole number from 1 to 5'],
    [{ rating: 6 }, 'Rating must be a whole number from 1 to 5'],
    [{ rating: 4.5 }, 'Rating must be a whole number from 1 to 5'],
    [{}, 'Rating must be a whole number from 1 to 5'],
    [{ rating: 5, review: 'r'.repeat(1001) }, 'The review must be at most 1000 characters'],
  ])('refuses %j (400)', async (payload, message) => {
    const meal = await addMeal(t);
    const order = await deliveredOrder([{ meal, quantity: 1 }]);
    const res = await call(`/api/orders/${order.id}/rate`, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
  });

  it('answers 404 for another customer’s order', async () => {
    const meal = await addMeal(t);
    const order = await deliveredOrder([{ meal, quantity: 1 }]);
    const stranger = await newCustomer(t);
    const res = await call(`/api/orders/${order.id}/rate`, { rating: 1 }, stranger);
    expect(res.statusCode).toBe(404);
    expect((await mealState(t, meal.id)).reviews).toBe(0);
  });
});
