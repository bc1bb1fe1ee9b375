import { paymentAttempts } from '@shop/db';
import { eq } from '@shop/db/orm';
import { describe, expect, it } from 'vitest';
import { esewaSignature } from '../../../src/services/payments/esewa.ts';
import {
  esewaCompleteAnswer,
  esewaSuccessUrl,
  movableClock,
  visitWallet,
  walletShop,
} from '../../support/payments.ts';
import type { EsewaStatus, KhaltiStatus } from '../../wallet-fakes/index.ts';

/*
 * Each status a wallet's own API can give after the customer came back "paid": only the
 * wallet's COMPLETE / Completed, for the amount asked, pays the order; a pending word leaves it
 * to the background check; anything else leaves the order awaiting its payment.
 */

const time = movableClock();
const shop = walletShop({ clock: time.clock });

/** An order paid at the wallet, the wallet's API then saying `status`: where the customer lands. */
async function paidThenAsked(wallet: 'esewa' | 'khalti', status: EsewaStatus | KhaltiStatus) {
  const placed = await shop.place(wallet);
  const back = await shop.payAtWallet(placed.walletRedirect);
  shop.fakes.control.set(
    wallet === 'esewa'
      ? { esewaStatus: status as EsewaStatus }
      : { khaltiStatus: status as KhaltiStatus },
  );
  const location = await shop.returnToShop(back);
  return { id: placed.order.id, location };
}

/** The wallet's truth again (paid), past the attempt's next check: the background check pays it. */
async function checkedLater(id: string) {
  shop.fakes.control.reset();
  time.advance(2);
  await shop.t.app.payments.runChecks();
  return shop.read(id);
}

describe.each([
  {
    wallet: 'esewa' as const,
    paid: 'COMPLETE',
    // NOT_FOUND while eSewa's page may still be open: asked again, not given up.
    pending: ['PENDING', 'AMBIGUOUS', 'NOT_FOUND'],
    failed: ['CANCELED', 'FULL_REFUND', 'PARTIAL_REFUND'],
  },
  {
    wallet: 'khalti' as const,
    paid: 'Completed',
    pending: ['Pending', 'Initiated'],
    failed: ['Expired', 'User canceled', 'Refunded', 'Partially refunded'],
  },
])(
  '$wallet: the status API after the customer came back paid',
  ({ wallet, paid, pending, failed }) => {
    it(`${paid}: the order is paid and goes to the restaurant`, async () => {
      const { id, location } = await paidThenAsked(wallet, paid as EsewaStatus);
      expect(location).toBe(`/orders/${id}?payment=paid`);
      const order = await shop.read(id);
      expect(order.status).toBe('pending');
      expect(order.payment).toMatchObject({ method: wallet, status: 'paid', payBy: null });
      expect(order.payment.reference).toBeTruthy();
    });

    it.each(pending)(
      '%s: still pending; the background check pays it once the wallet says paid',
      async (status) => {
        const { id, location } = await paidThenAsked(wallet, status as EsewaStatus);
        expect(location).toBe(`/orders/${id}?payment=pending`);
        const waiting = await shop.read(id);
        expect(waiting.status).toBe('awaiting_payment');
        expect(waiting.payment.status).toBe('pending');
        const later = await checkedLater(id);
        expect(later.status).toBe('pending');
        expect(later.payment.status).toBe('paid');
      },
    );

    it.each(failed)('%s: not paid, the order still awaits its payment', async (status) => {
      const { id, location } = await paidThenAsked(wallet, status as EsewaStatus);
      expect(location).toBe(`/orders/${id}?payment=failed`);
      const order = await shop.read(id);
      expect(order.status).toBe('awaiting_payment');
      // Its only payment failed: nothing is under way until the customer pays again.
      expect(order.payment.status).toBe('unpaid');
      expect(order.payment.reference).toBeNull();
    });
  },
);

describe('the wallet reports paid, for another amount than asked', () => {
  it('eSewa: the order is not paid', async () => {
    const placed = await shop.place('esewa');
    const redirect = placed.walletRedirect;
    if (!redirect) throw new Error('no redirect');
    // The same transaction posted to eSewa for NRS 1 (the shop asked 450).
    const fields: Record<string, string> = { ...redirect.fields, amount: '1', total_amount: '1' };
    fields.signature = esewaSignature(
      shop.fakes.esewa.secretKey,
      fields,
      fields.signed_field_names ?? '',
    );
    await visitWallet({ ...redirect, fields });
    shop.fakes.control.esewaStatus = 'COMPLETE';
    // A well-signed answer for the amount the shop asked; the status API tells of NRS 1.
    const answer = esewaCompleteAnswer(shop.fakes, redirect.fields);
    const location = await shop.returnToShop(esewaSuccessUrl(shop.fakes.esewa.secretKey, answer));
    expect(location).toBe(`/orders/${placed.order.id}?payment=invalid`);
    const order = await shop.read(placed.order.id);
    expect(order.status).toBe('awaiting_payment');
    expect(order.payment.status).toBe('pending');
  });

  it('Khalti: the order is not paid', async () => {
    const placed = await shop.place('khalti');
    const back = await shop.payAtWallet(placed.walletRedirect);
    // The shop's record of what it asked differs from what Khalti took.
    await shop.t.db
      .update(paymentAttempts)
      .set({ amountPaisa: 45_100 })
      .where(eq(paymentAttempts.orderId, placed.order.id));
    expect(await shop.returnToShop(back)).toBe(`/orders/${placed.order.id}?payment=invalid`);
    const order = await shop.read(placed.order.id);
    expect(order.status).toBe('awaiting_payment');
    expect(order.payment.status).toBe('pending');
  });
});
