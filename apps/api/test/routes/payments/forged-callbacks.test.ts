import { afterEach, describe, expect, it } from 'vitest';
import {
  capturedLog,
  esewaCompleteAnswer,
  esewaDataOf,
  esewaSuccessUrl,
  khaltiReturnUrl,
  type PlacedWalletOrder,
  timelineOf,
  visitWallet,
  walletShop,
} from '../../support/payments.ts';

/*
 * Callbacks that do not hold together: whatever the browser brings only names a payment, so a
 * forged or replayed one changes nothing, and the refusal is logged (never with a secret key).
 */

const log = capturedLog();
const shop = walletShop({ logger: log.logger });
afterEach(() => {
  // No line, refused or not, ever holds a wallet's secret key.
  expect(log.text()).not.toContain(shop.fakes.esewa.secretKey);
  expect(log.text()).not.toContain(shop.fakes.khalti.secretKey);
});

/** The order still awaits its payment, as placed. */
async function expectUnpaid(id: string) {
  const order = await shop.read(id);
  expect(order.status).toBe('awaiting_payment');
  expect(order.payment).toMatchObject({ status: 'pending', reference: null });
  expect((await timelineOf(shop.t, id)).map((entry) => entry.status)).toEqual(['awaiting_payment']);
}

/** What the next callbacks make the log say. */
function refusalsFrom(before: number) {
  return log.refusals().slice(before);
}

/** eSewa's well-signed answer for the order's own transaction and amount. */
function esewaAnswerFor(placed: PlacedWalletOrder) {
  return esewaCompleteAnswer(shop.fakes, placed.walletRedirect?.fields ?? {});
}

describe('eSewa callbacks that are refused', () => {
  it('data with a wrong signature', async () => {
    const placed = await shop.place('esewa');
    const before = log.refusals().length;
    const forged = esewaSuccessUrl('not-the-merchant-key', esewaAnswerFor(placed));
    expect(await shop.returnToShop(forged)).toBe(`/orders/${placed.order.id}?payment=invalid`);
    await expectUnpaid(placed.order.id);
    expect(refusalsFrom(before)).toEqual(['eSewa data: bad signature']);
  });

  it('data with another amount than the order’s', async () => {
    const placed = await shop.place('esewa');
    const before = log.refusals().length;
    const cheaper = { ...esewaAnswerFor(placed), total_amount: '1' };
    const location = await shop.returnToShop(esewaSuccessUrl(shop.fakes.esewa.secretKey, cheaper));
    expect(location).toBe(`/orders/${placed.order.id}?payment=invalid`);
    await expectUnpaid(placed.order.id);
    expect(refusalsFrom(before)).toEqual([
      expect.stringContaining('eSewa data with another amount'),
    ]);
  });

  it('data naming another order’s payment, which is not complete', async () => {
    const paid = await shop.place('esewa');
    const other = await shop.place('esewa');
    if (!other.walletRedirect) throw new Error('no redirect');
    await visitWallet(other.walletRedirect);
    // The paid order's answer, re-signed with the other order's transaction in it.
    const data = esewaDataOf(await shop.payAtWallet(paid.walletRedirect));
    const renamed = {
      ...data,
      transaction_uuid: other.walletRedirect.fields.transaction_uuid ?? '',
    };
    const location = await shop.returnToShop(esewaSuccessUrl(shop.fakes.esewa.secretKey, renamed));
    expect(location).toBe(`/orders/${other.order.id}?payment=pending`);
    await expectUnpaid(other.order.id);
    await expectUnpaid(paid.order.id);
  });

  it('the same success callback twice: paid once, one timeline entry', async () => {
    const placed = await shop.place('esewa');
    const back = await shop.payAtWallet(placed.walletRedirect);
    expect(await shop.returnToShop(back)).toBe(`/orders/${placed.order.id}?payment=paid`);
    const paid = await shop.read(placed.order.id);
    const before = log.refusals().length;
    expect(await shop.returnToShop(back)).toBe(`/orders/${placed.order.id}?payment=paid`);
    expect(await shop.read(placed.order.id)).toEqual(paid);
    expect((await timelineOf(shop.t, placed.order.id)).map((entry) => entry.status)).toEqual([
      'awaiting_payment',
      'pending',
    ]);
    expect(refusalsFrom(before)).toEqual([expect.stringContaining('already paid')]);
  });
});

describe('Khalti returns that are refused', () => {
  it('a pidx the shop never issued', async () => {
    const placed = await shop.place('khalti');
    const before = log.refusals().length;
    const forged = khaltiReturnUrl({
      pidx: 'bZQLD9wRVWo4CdESSfuSsB',
      status: 'Completed',
      purchase_order_id: placed.order.id,
    });
    expect(await shop.returnToShop(forged)).toBe('/orders?payment=invalid');
    await expectUnpaid(placed.order.id);
    expect(refusalsFrom(before)).toEqual(['a Khalti return for an unknown pidx']);
  });

  it('a purchase_order_id that is not the pidx’s', async () => {
    const placed = await shop.place('khalti');
    const other = await shop.place('khalti');
    const back = new URL(await shop.payAtWallet(placed.walletRedirect));
    const otherPidx = new URL(other.walletRedirect?.url ?? '').searchParams.get('pidx') ?? '';
    const before = log.refusals().length;
    const forged = khaltiReturnUrl({
      ...Object.fromEntries(back.searchParams),
      pidx: otherPidx,
    });
    expect(await shop.returnToShop(forged)).toBe(`/orders/${other.order.id}?payment=invalid`);
    await expectUnpaid(other.order.id);
    expect(refusalsFrom(before)).toEqual([
      expect.stringContaining('a Khalti return naming another purchase order'),
    ]);
  });

  it('status=Completed in the return while the lookup says Initiated', async () => {
    const placed = await shop.place('khalti');
    const back = new URL(await shop.payAtWallet(placed.walletRedirect));
    shop.fakes.control.khaltiStatus = 'Initiated';
    expect(back.searchParams.get('status')).toBe('Completed');
    expect(await shop.returnToShop(back.toString())).toBe(
      `/orders/${placed.order.id}?payment=pending`,
    );
    await expectUnpaid(placed.order.id);
  });
});
