import { describe, expect, it } from 'vitest';
import { visitWallet, walletShop } from '../../support/payments.ts';

/*
 * A customer who switched wallets may pay both: the first wallet's page is still open. The
 * order was paid by the first payment to arrive; the second must not take its place.
 */

const shop = walletShop();

describe('an order paid twice, with both wallets', () => {
  it('keeps the payment that paid it', async () => {
    const placed = await shop.place('esewa');
    if (!placed.walletRedirect) throw new Error('no redirect');
    const esewaPage = await visitWallet(placed.walletRedirect);
    const switched = await shop.payWith(placed.order.id, 'khalti');
    expect(switched.statusCode).toBe(200);
    const khaltiBack = await shop.payAtWallet(switched.json().walletRedirect);
    expect(await shop.returnToShop(khaltiBack)).toBe(`/orders/${placed.order.id}?payment=paid`);
    const paid = await shop.read(placed.order.id);
    expect(paid.payment).toMatchObject({ method: 'khalti', status: 'paid' });

    // The eSewa tab, still open, is paid too.
    const esewaBack = await shop.pressWalletButton(esewaPage, 'Pay');
    await shop.returnToShop(esewaBack);
    const after = await shop.read(placed.order.id);
    expect(after.payment).toEqual(paid.payment);
  });
});
