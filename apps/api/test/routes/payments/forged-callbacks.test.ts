import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { addMeal, type TestMeal } from '../../support/orders.ts';
import {
  capturedLog,
  esewaCompleteAnswer,
  esewaDataOf,
  esewaSuccessUrl,
  khaltiReturnUrl,
  payAtWallet,
  placeWalletOrder,
  readOrder,
  returnToShop,
  timelineOf,
  visitWallet,
  walletsOf,
} from '../../support/payments.ts';
import { newCustomer, type SignedIn } from '../../support/sessions.ts';
import { startTestApp, type TestApp } from '../../test-app.ts';
import { startWalletFakes, type WalletFakes } from '../../wallet-fakes/index.ts';

/*
 * Callbacks that do not hold together: whatever the browser brings only names a payment, so a
 * forged or replayed one changes nothing, and the refusal is logged (never with a secret key).
 */

const log = capturedLog();
let fakes: WalletFakes;
let t: TestApp;
let customer: SignedIn;
let burger: TestMeal;
beforeAll(async () => {
  fakes = await startWalletFakes();
  t = await startTestApp({ wallets: walletsOf(fakes), logger: log.logger });
  customer = await newCustomer(t);
  burger = await addMeal(t, { price: 450, stock: 1000 });
});
afterEach(() => {
  fakes.control.reset();
  // No line, refused or not, ever holds a wallet's secret key.
  expect(log.text()).not.toContain(fakes.esewa.secretKey);
  expect(log.text()).not.toContain(fakes.khalti.secretKey);
});
afterAll(async () => {
  await t.close();
  await fakes.close();
});

const place = (wallet: 'esewa' | 'khalti') =>
  placeWalletOrder(t, customer.headers, [{ meal: burger, quantity: 1 }], wallet);

/** The order still awaits its payment, as placed. */
async function expectUnpaid(id: string) {
  const order = await readOrder(t, customer.headers, id);
  expect(order.status).toBe('awaiting_payment');
  expect(order.payment).toMatchObject({ status: 'pending', reference: null });
  expect((await timelineOf(t, id)).map((entry) => entry.status)).toEqual(['awaiting_payment']);
}

/** What the next callbacks make the log say. */
function refusalsFrom(before: number) {
  return log.refusals().slice(before);
}

/** eSewa's well-signed answer for the order's own transaction and amount. */
function esewaAnswerFor(placed: Awaited<ReturnType<typeof place>>) {
  const fields = placed.walletRedirect?.fields ?? {};
  return esewaCompleteAnswer(fakes, {
    transactionUuid: fields.transaction_uuid ?? '',
    totalAmount: fields.total_amount ?? '',
  });
}

describe('eSewa callbacks that are refused', () => {
  it('data with a wrong signature', async () => {
    const placed = await place('esewa');
    const before = log.refusals().length;
    const forged = esewaSuccessUrl('not-the-merchant-key', esewaAnswerFor(placed));
    expect(await returnToShop(t, forged)).toBe(`/orders/${placed.order.id}?payment=invalid`);
    await expectUnpaid(placed.order.id);
    expect(refusalsFrom(before)).toEqual(['eSewa data: bad signature']);
  });

  it('data with another amount than the order’s', async () => {
    const placed = await place('esewa');
    const before = log.refusals().length;
    const cheaper = { ...esewaAnswerFor(placed), total_amount: '1' };
    const location = await returnToShop(t, esewaSuccessUrl(fakes.esewa.secretKey, cheaper));
    expect(location).toBe(`/orders/${placed.order.id}?payment=invalid`);
    await expectUnpaid(placed.order.id);
    expect(refusalsFrom(before)).toEqual([
      expect.stringContaining('eSewa data with another amount'),
    ]);
  });

  it('data naming another order’s payment, which is not complete', async () => {
    const paid = await place('esewa');
    const other = await place('esewa');
    if (!other.walletRedirect) throw new Error('no redirect');
    await visitWallet(other.walletRedirect);
    // The paid order's answer, re-signed with the other order's transaction in it.
    const data = esewaDataOf(await payAtWallet(fakes, paid.walletRedirect));
    const renamed = {
      ...data,
      transaction_uuid: other.walletRedirect.fields.transaction_uuid ?? '',
    };
    const location = await returnToShop(t, esewaSuccessUrl(fakes.esewa.secretKey, renamed));
    expect(location).toBe(`/orders/${other.order.id}?payment=pending`);
    await expectUnpaid(other.order.id);
    await expectUnpaid(paid.order.id);
  });

  it('the same success callback twice: paid once, one timeline entry', async () => {
    const placed = await place('esewa');
    const back = await payAtWallet(fakes, placed.walletRedirect);
    expect(await returnToShop(t, back)).toBe(`/orders/${placed.order.id}?payment=paid`);
    const paid = await readOrder(t, customer.headers, placed.order.id);
    const before = log.refusals().length;
    expect(await returnToShop(t, back)).toBe(`/orders/${placed.order.id}?payment=paid`);
    expect(await readOrder(t, customer.headers, placed.order.id)).toEqual(paid);
    expect((await timelineOf(t, placed.order.id)).map((entry) => entry.status)).toEqual([
      'awaiting_payment',
      'pending',
    ]);
    expect(refusalsFrom(before)).toEqual([expect.stringContaining('already paid')]);
  });
});

describe('Khalti returns that are refused', () => {
  it('a pidx the shop never issued', async () => {
    const placed = await place('khalti');
    const before = log.refusals().length;
    const forged = khaltiReturnUrl({
      pidx: 'bZQLD9wRVWo4CdESSfuSsB',
      status: 'Completed',
      purchase_order_id: placed.order.id,
    });
    expect(await returnToShop(t, forged)).toBe('/orders?payment=invalid');
    await expectUnpaid(placed.order.id);
    expect(refusalsFrom(before)).toEqual(['a Khalti return for an unknown pidx']);
  });

  it('a purchase_order_id that is not the pidx’s', async () => {
    const placed = await place('khalti');
    const other = await place('khalti');
    const back = new URL(await payAtWallet(fakes, placed.walletRedirect));
    const otherPidx = new URL(other.walletRedirect?.url ?? '').searchParams.get('pidx') ?? '';
    const before = log.refusals().length;
    const forged = khaltiReturnUrl({
      ...Object.fromEntries(back.searchParams),
      pidx: otherPidx,
    });
    expect(await returnToShop(t, forged)).toBe(`/orders/${other.order.id}?payment=invalid`);
    await expectUnpaid(other.order.id);
    expect(refusalsFrom(before)).toEqual([
      expect.stringContaining('a Khalti return naming another purchase order'),
    ]);
  });

  it('status=Completed in the return while the lookup says Initiated', async () => {
    const placed = await place('khalti');
    const back = new URL(await payAtWallet(fakes, placed.walletRedirect));
    fakes.control.khaltiStatus = 'Initiated';
    expect(back.searchParams.get('status')).toBe('Completed');
    expect(await returnToShop(t, back.toString())).toBe(
      `/orders/${placed.order.id}?payment=pending`,
    );
    await expectUnpaid(placed.order.id);
  });
});
