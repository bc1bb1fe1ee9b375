import { adminAuditLog, paymentAttempts } from '@shop/db';
import { eq } from '@shop/db/orm';
import { PAYMENT_MESSAGES } from '@shop/shared';
import { describe, expect, it } from 'vitest';
import { visitWallet, walletShop } from '../../support/payments.ts';
import { newStaffMember } from '../../support/staff.ts';

/*
 * Money a wallet took is never lost from sight (docs/product-rules.md#wallet-payments): a paid
 * order cancelled answers its refund due at once; an order with money to settle is not deleted;
 * a payment the order no longer needs is recorded for the owner; eSewa's NOT_FOUND is asked
 * again; a callback with repeated parameters still sends the customer back.
 */

const shop = walletShop();

async function paidOrder() {
  const placed = await shop.place('esewa');
  expect(await shop.returnToShop(await shop.payAtWallet(placed.walletRedirect))).toBe(
    `/orders/${placed.order.id}?payment=paid`,
  );
  return placed.order.id;
}

describe('a paid wallet order cancelled', () => {
  it('by the customer answers its refund due at once', async () => {
    const id = await paidOrder();
    const res = await shop.t.app.inject({
      method: 'PUT',
      url: `/api/orders/${id}/cancel`,
      headers: shop.customer.headers,
      payload: {},
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().order.payment).toMatchObject({ method: 'esewa', status: 'refund_due' });
  });

  it('by the back office too, and is deleted only once refunded', async () => {
    const id = await paidOrder();
    const owner = await newStaffMember(shop.t, 'owner');
    const cancel = await shop.t.app.inject({
      method: 'PATCH',
      url: `/api/admin/orders/${id}/status`,
      headers: owner.headers,
      payload: { status: 'cancelled' },
    });
    expect(cancel.statusCode).toBe(200);
    expect(cancel.json().order.payment.status).toBe('refund_due');

    const remove = () =>
      shop.t.app.inject({ method: 'DELETE', url: `/api/orders/${id}`, headers: owner.headers });
    const refused = await remove();
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(PAYMENT_MESSAGES.moneyToSettle);
    const refund = await shop.t.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${id}/refund`,
      headers: owner.headers,
    });
    expect(refund.statusCode).toBe(200);
    expect((await remove()).statusCode).toBe(200);
  });
});

describe('a payment the order no longer needs', () => {
  it('after the customer chose cash: the order keeps cash, the owner is told to give it back', async () => {
    const placed = await shop.place('esewa');
    if (!placed.walletRedirect) throw new Error('no redirect');
    const page = await visitWallet(placed.walletRedirect);
    expect((await shop.payWith(placed.order.id, 'cash')).statusCode).toBe(200);
    // The eSewa tab was still open: the customer pays there too.
    const back = await shop.pressWalletButton(page, 'Pay');
    expect(await shop.returnToShop(back)).toBe(`/orders/${placed.order.id}?payment=paid`);

    const order = await shop.read(placed.order.id);
    expect(order.status).toBe('pending');
    expect(order.payment).toMatchObject({ method: 'cash', status: 'unpaid', reference: null });
    const [attempt] = await shop.t.db
      .select({ status: paymentAttempts.status, reference: paymentAttempts.reference })
      .from(paymentAttempts)
      .where(eq(paymentAttempts.orderId, placed.order.id));
    expect(attempt?.status).toBe('refund_due');
    const [line] = await shop.t.db
      .select({ action: adminAuditLog.action, details: adminAuditLog.details })
      .from(adminAuditLog)
      .where(eq(adminAuditLog.entityId, placed.order.id));
    expect(line).toMatchObject({
      action: 'payment.second_payment',
      details: { wallet: 'esewa', reference: attempt?.reference, paid: 450 },
    });
  });
});

describe('eSewa not knowing a payment yet', () => {
  it('is failed for the customer back from the failure page, and asked again later', async () => {
    const placed = await shop.place('esewa');
    shop.fakes.control.esewaStatus = 'NOT_FOUND';
    const res = await shop.t.app.inject({
      method: 'GET',
      url: `/api/payments/esewa/failure?transaction_uuid=${placed.walletRedirect?.fields.transaction_uuid}`,
    });
    expect(res.headers.location).toBe(`/orders/${placed.order.id}?payment=failed`);
    const [attempt] = await shop.t.db
      .select({ status: paymentAttempts.status, checkAt: paymentAttempts.checkAt })
      .from(paymentAttempts)
      .where(eq(paymentAttempts.orderId, placed.order.id));
    expect(attempt?.status).toBe('pending');
    expect(attempt?.checkAt).not.toBeNull();
  });
});

describe('a callback with a parameter twice', () => {
  it('still sends the customer back, to no order', async () => {
    const res = await shop.t.app.inject({
      method: 'GET',
      url: '/api/payments/khalti/return?pidx=a&pidx=b&purchase_order_id=x',
    });
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe('/orders?payment=invalid');
  });
});
