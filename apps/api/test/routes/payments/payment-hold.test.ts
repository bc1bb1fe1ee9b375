import { PAYMENT_MESSAGES } from '@shop/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  addCoupon,
  addMeal,
  couponState,
  mealState,
  orderRequest,
  placeOrderCall,
  type TestMeal,
} from '../../support/orders.ts';
import {
  movableClock,
  type PlacedWalletOrder,
  timelineOf,
  visitWallet,
  walletShop,
} from '../../support/payments.ts';
import type { SignedIn } from '../../support/sessions.ts';
import { newStaffMember } from '../../support/staff.ts';

/*
 * The 15 minutes an order awaits its payment: it holds its stock and coupon use until then; the
 * last status check pays it or cancels it, giving them back; money that arrives after that is a
 * refund due, which the owner records once given back. Meanwhile the customer may switch.
 */

const PAST_THE_HOLD = 16;
const time = movableClock();
const shop = walletShop({ clock: time.clock });

/** Two burgers of a meal of their own, with a coupon of its own, to be paid with eSewa. */
async function placeHeldOrder() {
  const meal = await addMeal(shop.t, { price: 450, stock: 10 });
  const coupon = await addCoupon(shop.t, { percentOff: 10 });
  const request = orderRequest([{ meal, quantity: 2 }], {
    payment_method: 'esewa',
    coupon_code: coupon.code,
    discount: 90,
  });
  const res = await placeOrderCall(shop.t, shop.customer.headers, request);
  expect(res.statusCode, res.body).toBe(201);
  const placed = res.json() as PlacedWalletOrder;
  return { placed, meal, coupon };
}

async function expireHold() {
  time.advance(PAST_THE_HOLD);
  await shop.t.app.payments.runChecks();
}

describe('the 15-minute hold', () => {
  it('holds stock and a coupon use; unpaid in time, the order is cancelled and gives them back', async () => {
    const { placed, meal, coupon } = await placeHeldOrder();
    expect(placed.order.payment.payBy).toBeTruthy();
    expect((await mealState(shop.t, meal.id)).stock).toBe(8);
    expect((await couponState(shop.t, coupon.code)).usedCount).toBe(1);

    await expireHold();
    const order = await shop.read(placed.order.id);
    expect(order.status).toBe('cancelled');
    expect(order.payment.status).not.toBe('paid');
    expect((await timelineOf(shop.t, placed.order.id)).at(-1)).toEqual({
      status: 'cancelled',
      changedBy: 'system',
      notes: 'Not paid within 15 minutes',
    });
    expect((await mealState(shop.t, meal.id)).stock).toBe(10);
    expect(await couponState(shop.t, coupon.code)).toEqual({ usedCount: 0, redemptions: 0 });
  });

  it('paid at the last check: the order is paid instead of cancelled', async () => {
    const { placed, meal, coupon } = await placeHeldOrder();
    shop.fakes.control.esewaStatus = 'COMPLETE';
    await expireHold();
    const order = await shop.read(placed.order.id);
    expect(order.status).toBe('pending');
    expect(order.payment.status).toBe('paid');
    expect((await mealState(shop.t, meal.id)).stock).toBe(8);
    expect((await couponState(shop.t, coupon.code)).usedCount).toBe(1);
  });

  it('paid after the order was cancelled: a refund due, which the owner marks refunded', async () => {
    const { placed } = await placeHeldOrder();
    if (!placed.walletRedirect) throw new Error('no redirect');
    // The customer is on eSewa's page when the time runs out, and pays then.
    const page = await visitWallet(placed.walletRedirect);
    await expireHold();
    expect((await shop.read(placed.order.id)).status).toBe('cancelled');
    const back = await shop.pressWalletButton(page, 'Pay');
    expect(await shop.returnToShop(back)).toBe(`/orders/${placed.order.id}?payment=paid`);
    const cancelled = await shop.read(placed.order.id);
    expect(cancelled.status).toBe('cancelled');
    expect(cancelled.payment.status).toBe('refund_due');

    const refund = (who: SignedIn) =>
      shop.t.app.inject({
        method: 'POST',
        url: `/api/admin/orders/${placed.order.id}/refund`,
        headers: who.headers,
      });
    const manager = await newStaffMember(shop.t, 'manager');
    expect((await refund(manager)).statusCode).toBe(403);
    const owner = await newStaffMember(shop.t, 'owner');
    expect((await refund(owner)).statusCode).toBe(200);
    expect((await shop.read(placed.order.id)).payment.status).toBe('refunded');
    const again = await refund(owner);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(PAYMENT_MESSAGES.onlyRefundDue);
  });

  it('the refund of an order without a refund due is refused with 409', async () => {
    const { placed } = await placeHeldOrder();
    const owner = await newStaffMember(shop.t, 'owner');
    const res = await shop.t.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${placed.order.id}/refund`,
      headers: owner.headers,
    });
    expect(res.statusCode).toBe(409);
  });
});

describe('switching how to pay while the order awaits its payment', () => {
  let meal: TestMeal;
  beforeAll(async () => {
    meal = await addMeal(shop.t, { price: 450, stock: 10 });
  });

  const place = () => shop.place('esewa', [{ meal, quantity: 1 }]);

  it('to the other wallet: a new redirect, and paying there pays the order', async () => {
    const placed = await place();
    const res = await shop.payWith(placed.order.id, 'khalti');
    expect(res.statusCode).toBe(200);
    const { order, walletRedirect } = res.json();
    expect(order).toMatchObject({ status: 'awaiting_payment', payment: { method: 'khalti' } });
    expect(walletRedirect).toMatchObject({ wallet: 'khalti', method: 'GET' });
    const back = await shop.payAtWallet(walletRedirect);
    expect(await shop.returnToShop(back)).toBe(`/orders/${placed.order.id}?payment=paid`);
    expect((await shop.read(placed.order.id)).payment).toMatchObject({
      method: 'khalti',
      status: 'paid',
    });
  });

  it('to cash: the order goes to the restaurant, to be paid on delivery', async () => {
    const placed = await place();
    const res = await shop.payWith(placed.order.id, 'cash');
    expect(res.statusCode).toBe(200);
    expect(res.json().order).toMatchObject({
      status: 'pending',
      payment: { method: 'cash', status: 'unpaid', payBy: null },
    });
  });

  it('after the time to pay: 409', async () => {
    const placed = await place();
    time.advance(PAST_THE_HOLD);
    for (const method of ['khalti', 'cash']) {
      const res = await shop.payWith(placed.order.id, method);
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe(PAYMENT_MESSAGES.notAwaitingPayment);
    }
  });

  it('cancelled by the customer: the stock comes back', async () => {
    const before = (await mealState(shop.t, meal.id)).stock;
    const placed = await place();
    expect((await mealState(shop.t, meal.id)).stock).toBe(before - 1);
    const res = await shop.t.app.inject({
      method: 'PUT',
      url: `/api/orders/${placed.order.id}/cancel`,
      headers: shop.customer.headers,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().order.status).toBe('cancelled');
    expect((await mealState(shop.t, meal.id)).stock).toBe(before);
  });
});
