import { couponRedemptions, orderLines, orders } from '@shop/db';
import { count, eq, sum } from '@shop/db/orm';
import { addDays, laterSlots, restaurantDay } from '@shop/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { everyDay, setHours, setLaterOrders, setPause } from '../../../support/ordering.ts';
import {
  addCoupon,
  addMeal,
  couponState,
  mealState,
  orderRequest,
  placeOrderCall,
  type TestMeal,
} from '../../../support/orders.ts';
import { newCustomer, type SignedIn } from '../../../support/sessions.ts';
import { startTestApp, type TestApp } from '../../../test-app.ts';

/*
 * Many customers at once for the last of something: the coupon's uses and the meal's stock are
 * claimed atomically, so nobody gets what is not there and every loser is cleanly refused.
 */

/** 200 customers and 200 checkouts on two shared cores: generous, but bounded. */
const RACE_TIMEOUT_MS = 180_000;

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

async function customers(n: number): Promise<SignedIn[]> {
  const signedIn: SignedIn[] = [];
  for (let i = 0; i < n; i++) signedIn.push(await newCustomer(t));
  return signedIn;
}

async function linesOf(meal: TestMeal) {
  const [row] = await t.db
    .select({ lines: count(), units: sum(orderLines.quantity) })
    .from(orderLines)
    .where(eq(orderLines.mealId, meal.id));
  return { lines: row?.lines ?? 0, units: Number(row?.units ?? 0) };
}

async function ordersOf(people: SignedIn[]) {
  let placed = 0;
  for (const person of people) {
    const [row] = await t.db
      .select({ n: count() })
      .from(orders)
      .where(eq(orders.customerId, person.id));
    placed += row?.n ?? 0;
  }
  return placed;
}

describe('200 checkouts at once', () => {
  it(
    'share a coupon limited to 20 uses: exactly 20 are placed, the rest refused',
    async () => {
      const meal = await addMeal(t, { price: 300, stock: 30 });
      const coupon = await addCoupon(t, { percentOff: 10, usageLimit: 20 });
      const people = await customers(200);
      const answers = await Promise.all(
        people.map((person) =>
          placeOrderCall(
            t,
            person.headers,
            orderRequest([{ meal, quantity: 1 }], { coupon_code: coupon.code, discount: 30 }),
          ),
        ),
      );
      const statuses = answers.map((answer) => answer.statusCode);
      expect(statuses.filter((s) => s === 201)).toHaveLength(20);
      expect(statuses.filter((s) => s === 409)).toHaveLength(180);
      for (const refused of answers.filter((answer) => answer.statusCode === 409)) {
        expect(refused.json()).toMatchObject({
          error: 'CONFLICT',
          message: 'This coupon has been fully used',
          details: { coupon: { code: coupon.code, valid: false } },
        });
      }
      expect(await couponState(t, coupon.code)).toEqual({ usedCount: 20, redemptions: 20 });
      expect(await ordersOf(people)).toBe(20);
      expect(await mealState(t, meal.id)).toMatchObject({ stock: 10, sold: 20 });
      expect(await linesOf(meal)).toEqual({ lines: 20, units: 20 });
    },
    RACE_TIMEOUT_MS,
  );

  it(
    'compete for the last 30 of a meal and 20 coupon uses: stock never goes below zero',
    async () => {
      const meal = await addMeal(t, { price: 300, stock: 30 });
      const coupon = await addCoupon(t, { percentOff: 10, usageLimit: 20 });
      const people = await customers(200);
      const withCoupon = (i: number) => i % 2 === 0;
      const answers = await Promise.all(
        people.map((person, i) =>
          placeOrderCall(
            t,
            person.headers,
            withCoupon(i)
              ? orderRequest([{ meal, quantity: 1 }], { coupon_code: coupon.code, discount: 30 })
              : orderRequest([{ meal, quantity: 1 }]),
          ),
        ),
      );
      const placed = answers.filter((answer) => answer.statusCode === 201);
      const refused = answers.filter((answer) => answer.statusCode !== 201);
      // 100 orders without the coupon can fail only for stock, so the stock must run out.
      expect(placed).toHaveLength(30);
      expect(refused).toHaveLength(170);
      for (const answer of refused) {
        expect(answer.statusCode).toBe(409);
        expect([`${meal.name} is sold out`, 'This coupon has been fully used']).toContain(
          answer.json().message,
        );
      }
      const couponOrders = placed.filter(
        (answer) => answer.json().order.couponCode === coupon.code,
      );
      expect(couponOrders.length).toBeLessThanOrEqual(20);
      expect(await couponState(t, coupon.code)).toEqual({
        usedCount: couponOrders.length,
        redemptions: couponOrders.length,
      });
      const [redemptions] = await t.db
        .select({ n: count() })
        .from(couponRedemptions)
        .where(eq(couponRedemptions.couponId, coupon.id));
      expect(redemptions?.n).toBe(couponOrders.length);
      expect(await ordersOf(people)).toBe(30);
      expect(await mealState(t, meal.id)).toMatchObject({ stock: 0, sold: 30 });
      expect(await linesOf(meal)).toEqual({ lines: 30, units: 30 });
    },
    RACE_TIMEOUT_MS,
  );

  it(
    'choose the same slot for later, which holds 5: exactly 5 are placed, the rest refused',
    async () => {
      const week = everyDay([
        { opens: '00:00', closes: '12:00' },
        { opens: '12:00', closes: '00:00' },
      ]);
      const laterOrders = {
        enabled: true,
        daysAhead: 2,
        slotMinutes: 15,
        leadMinutes: 30,
        capacityPerSlot: 5,
      };
      await setHours(t, week);
      await setLaterOrders(t, laterOrders);
      await setPause(t, null);
      const tomorrow = addDays(restaurantDay(new Date()), 1);
      const facts = { hours: { week, specialDays: [] }, settings: laterOrders };
      const [slot] = laterSlots(facts, tomorrow, new Date());
      if (!slot) throw new Error('no slot tomorrow');
      const meal = await addMeal(t, { price: 300, stock: 1000 });
      const people = await customers(200);
      const answers = await Promise.all(
        people.map((person) =>
          placeOrderCall(
            t,
            person.headers,
            orderRequest([{ meal, quantity: 1 }], { scheduled_for: slot.startsAt }),
          ),
        ),
      );
      const placed = answers.filter((answer) => answer.statusCode === 201);
      expect(placed).toHaveLength(5);
      for (const answer of placed) expect(answer.json().order.scheduledFor).toBe(slot.startsAt);
      const refused = answers.filter((answer) => answer.statusCode !== 201);
      expect(refused).toHaveLength(195);
      for (const answer of refused) {
        expect(answer.statusCode).toBe(409);
        expect(answer.json()).toMatchObject({
          message: 'That time has just filled up: pick another.',
          details: { ordering: { reason: 'slot_full' } },
        });
        expect(answer.json().details.ordering.slots).not.toContainEqual(
          expect.objectContaining({ startsAt: slot.startsAt }),
        );
      }
      const [held] = await t.db
        .select({ n: count() })
        .from(orders)
        .where(eq(orders.scheduledFor, new Date(slot.startsAt)));
      expect(held?.n).toBe(5);
      expect(await mealState(t, meal.id)).toMatchObject({ stock: 995, sold: 5 });
    },
    RACE_TIMEOUT_MS,
  );

  it('give one customer FIRST20 once, however many checkouts they send at once', async () => {
    const meal = await addMeal(t, { price: 500, stock: 100 });
    const [person] = await customers(1);
    if (!person) throw new Error('no customer');
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        placeOrderCall(
          t,
          person.headers,
          orderRequest([{ meal, quantity: 1 }], { coupon_code: 'FIRST20', discount: 100 }),
        ),
      ),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([
      201, 409, 409, 409, 409, 409, 409, 409, 409, 409,
    ]);
    for (const refused of answers.filter((answer) => answer.statusCode === 409)) {
      expect(refused.json().message).toBe('This coupon is only valid on your first order');
    }
    expect(await ordersOf([person])).toBe(1);
  });
});
