import { paymentAttempts } from '@shop/db';
import { eq } from '@shop/db/orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { esewaSignature } from '../../../src/services/payments/esewa.ts';
import { addMeal, type TestMeal } from '../../support/orders.ts';
import {
  esewaCompleteAnswer,
  esewaSuccessUrl,
  movableClock,
  payAtWallet,
  placeWalletOrder,
  readOrder,
  returnToShop,
  visitWallet,
  walletsOf,
} from '../../support/payments.ts';
import { newCustomer, type SignedIn } from '../../support/sessions.ts';
import { startTestApp, type TestApp } from '../../test-app.ts';
import {
  type EsewaStatus,
  type KhaltiStatus,
  startWalletFakes,
  type WalletFakes,
} from '../../wallet-fakes/index.ts';

/*
 * Each status a wallet's own API can give after the customer came back "paid": only the
 * wallet's COMPLETE / Completed, for the amount asked, pays the order; a pending word leaves it
 * to the background check; anything else leaves the order awaiting its payment.
 */

const time = movableClock();
let fakes: WalletFakes;
let t: TestApp;
let customer: SignedIn;
let burger: TestMeal;
beforeAll(async () => {
  fakes = await startWalletFakes();
  t = await startTestApp({ wallets: walletsOf(fakes), clock: time.clock });
  customer = await newCustomer(t);
  burger = await addMeal(t, { price: 450, stock: 1000 });
});
afterEach(() => fakes.control.reset());
afterAll(async () => {
  await t.close();
  await fakes.close();
});

/** An order paid at the wallet, the wallet's API then saying `status`: where the customer lands. */
async function paidThenAsked(wallet: 'esewa' | 'khalti', status: EsewaStatus | KhaltiStatus) {
  const placed = await placeWalletOrder(
    t,
    customer.headers,
    [{ meal: burger, quantity: 1 }],
    wallet,
  );
  const back = await payAtWallet(fakes, placed.walletRedirect);
  fakes.control.set(
    wallet === 'esewa'
      ? { esewaStatus: status as EsewaStatus }
      : { khaltiStatus: status as KhaltiStatus },
  );
  const location = await returnToShop(t, back);
  return { id: placed.order.id, location };
}

const read = (id: string) => readOrder(t, customer.headers, id);

/** The wallet's truth again (paid), past the attempt's next check: the background check pays it. */
async function checkedLater(id: string) {
  fakes.control.reset();
  time.advance(2);
  await t.app.payments.runChecks();
  return read(id);
}

describe.each([
  {
    wallet: 'esewa' as const,
    paid: 'COMPLETE',
    pending: ['PENDING', 'AMBIGUOUS'],
    failed: ['NOT_FOUND', 'CANCELED', 'FULL_REFUND', 'PARTIAL_REFUND'],
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
      const order = await read(id);
      expect(order.status).toBe('pending');
      expect(order.payment).toMatchObject({ method: wallet, status: 'paid', payBy: null });
      expect(order.payment.reference).toBeTruthy();
    });

    it.each(pending)(
      '%s: still pending; the background check pays it once the wallet says paid',
      async (status) => {
        const { id, location } = await paidThenAsked(wallet, status as EsewaStatus);
        expect(location).toBe(`/orders/${id}?payment=pending`);
        const waiting = await read(id);
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
      const order = await read(id);
      expect(order.status).toBe('awaiting_payment');
      expect(order.payment.status).toBe('pending');
      expect(order.payment.reference).toBeNull();
    });
  },
);

describe('the wallet reports paid, for another amount than asked', () => {
  it('eSewa: the order is not paid', async () => {
    const placed = await placeWalletOrder(
      t,
      customer.headers,
      [{ meal: burger, quantity: 1 }],
      'esewa',
    );
    const redirect = placed.walletRedirect;
    if (!redirect) throw new Error('no redirect');
    // The same transaction posted to eSewa for NRS 1 (the shop asked 450).
    const fields: Record<string, string> = { ...redirect.fields, amount: '1', total_amount: '1' };
    fields.signature = esewaSignature(
      fakes.esewa.secretKey,
      fields,
      fields.signed_field_names ?? '',
    );
    await visitWallet({ ...redirect, fields });
    fakes.control.esewaStatus = 'COMPLETE';
    // A well-signed answer for the amount the shop asked; the status API tells of NRS 1.
    const answer = esewaCompleteAnswer(fakes, {
      transactionUuid: redirect.fields.transaction_uuid ?? '',
      totalAmount: redirect.fields.total_amount ?? '',
    });
    const location = await returnToShop(t, esewaSuccessUrl(fakes.esewa.secretKey, answer));
    expect(location).toBe(`/orders/${placed.order.id}?payment=invalid`);
    const order = await read(placed.order.id);
    expect(order.status).toBe('awaiting_payment');
    expect(order.payment.status).toBe('pending');
  });

  it('Khalti: the order is not paid', async () => {
    const placed = await placeWalletOrder(
      t,
      customer.headers,
      [{ meal: burger, quantity: 1 }],
      'khalti',
    );
    const back = await payAtWallet(fakes, placed.walletRedirect);
    // The shop's record of what it asked differs from what Khalti took.
    await t.db
      .update(paymentAttempts)
      .set({ amountPaisa: 45_100 })
      .where(eq(paymentAttempts.orderId, placed.order.id));
    expect(await returnToShop(t, back)).toBe(`/orders/${placed.order.id}?payment=invalid`);
    const order = await read(placed.order.id);
    expect(order.status).toBe('awaiting_payment');
    expect(order.payment.status).toBe('pending');
  });
});
