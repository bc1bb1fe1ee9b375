import { PAYMENT_MESSAGES } from '@shop/shared';
import { describe, expect, it } from 'vitest';
import { movableClock, walletShop } from '../../support/payments.ts';
import type { FakeControlSettings } from '../../wallet-fakes/index.ts';

/*
 * A wallet that is down or too slow (its API answers after the shop's time limit): the order is
 * never lost nor wrongly paid; the background check settles it once the wallet answers again.
 */

const TIMEOUT_MS = 300;
const time = movableClock();
const shop = walletShop({
  clock: time.clock,
  payments: { timeoutMs: TIMEOUT_MS, intervalMs: 3_600_000 },
});

const outages: [string, Partial<FakeControlSettings>][] = [
  ['down', { down: true }],
  ['slow', { delayMs: TIMEOUT_MS + 200 }],
];

describe.each(outages)('a wallet %s', (_name, outage) => {
  it('Khalti at checkout: the order awaits its payment, with why there is no redirect', async () => {
    shop.fakes.control.set(outage);
    const placed = await shop.place('khalti');
    expect(placed.order.status).toBe('awaiting_payment');
    expect(placed.order.payment.status).toBe('pending');
    expect(placed.walletRedirect).toBeNull();
    expect(placed.walletProblem).toBe(PAYMENT_MESSAGES.walletUnreachable('Khalti'));
    const order = await shop.read(placed.order.id);
    expect(order.status).toBe('awaiting_payment');
  });

  it.each(['esewa', 'khalti'] as const)(
    '%s on the way back: pending, then paid by the check once the wallet answers',
    async (wallet) => {
      const placed = await shop.place(wallet);
      const back = await shop.payAtWallet(placed.walletRedirect);
      shop.fakes.control.set(outage);
      expect(await shop.returnToShop(back)).toBe(`/orders/${placed.order.id}?payment=pending`);
      const waiting = await shop.read(placed.order.id);
      expect(waiting.status).toBe('awaiting_payment');
      expect(waiting.payment.status).toBe('pending');

      // Still unreachable at the first check: nothing changes.
      time.advance(6);
      await shop.t.app.payments.runChecks();
      expect((await shop.read(placed.order.id)).status).toBe('awaiting_payment');

      shop.fakes.control.reset();
      time.advance(3);
      await shop.t.app.payments.runChecks();
      const paid = await shop.read(placed.order.id);
      expect(paid.status).toBe('pending');
      expect(paid.payment.status).toBe('paid');
    },
  );
});
