import { emailOutbox } from '@shop/db';
import { like } from '@shop/db/orm';
import { orderNumber, WALLET_NAMES } from '@shop/shared';
import { describe, expect, it } from 'vitest';
import { visitWallet, walletShop } from '../../support/payments.ts';
import { newStaffMember } from '../../support/staff.ts';

const shop = walletShop();

/** The confirmation mails of an order: by its number in the subject. */
const confirmationsOf = (orderId: string) =>
  shop.t.db
    .select({ text: emailOutbox.textBody })
    .from(emailOutbox)
    .where(like(emailOutbox.subject, `%${orderNumber(orderId)}`));

describe('paying with a wallet, end to end through the fakes', () => {
  it.each(['esewa', 'khalti'] as const)(
    '%s: paid, the order goes to the restaurant',
    async (wallet) => {
      const placed = await shop.place(wallet, [{ meal: shop.burger, quantity: 2 }]);
      expect(placed.order.status).toBe('awaiting_payment');
      expect(placed.order.payment).toMatchObject({
        method: wallet,
        status: 'pending',
        reference: null,
      });
      if (!placed.walletRedirect) throw new Error(placed.walletProblem ?? 'no redirect');
      // Not mailed while it may still be cancelled unpaid.
      expect(await confirmationsOf(placed.order.id)).toEqual([]);
      const page = await visitWallet(placed.walletRedirect);
      const back = await shop.pressWalletButton(page, 'Pay');
      expect(await shop.returnToShop(back)).toBe(`/orders/${placed.order.id}?payment=paid`);
      const order = await shop.read(placed.order.id);
      expect(order.status).toBe('pending');
      expect(order.payment.status).toBe('paid');
      expect(order.payment.reference).toBeTruthy();
      const [mail, ...more] = await confirmationsOf(placed.order.id);
      expect(more).toEqual([]);
      expect(mail?.text).toContain(
        `Total (paid with ${WALLET_NAMES[wallet]}, ref ${order.payment.reference}): NRS 900.00`,
      );
      // The receipt and the kitchen's ticket name it too.
      const owner = await newStaffMember(shop.t, 'owner');
      const printed = (kind: 'receipt' | 'ticket') =>
        shop.t.app.inject({
          method: 'GET',
          url: `/api/admin/orders/${placed.order.id}/${kind}`,
          headers: owner.headers,
        });
      expect((await printed('receipt')).body).toContain(
        `${WALLET_NAMES[wallet]}, paid (ref ${order.payment.reference})`,
      );
      expect((await printed('ticket')).body).toContain(
        `PAID · ${WALLET_NAMES[wallet].toUpperCase()}`,
      );
    },
  );

  it.each(['esewa', 'khalti'] as const)(
    '%s: cancelled at the wallet, the order still awaits payment',
    async (wallet) => {
      const placed = await shop.place(wallet);
      if (!placed.walletRedirect) throw new Error('no redirect');
      const back = await shop.pressWalletButton(await visitWallet(placed.walletRedirect), 'Cancel');
      expect(await shop.returnToShop(back)).toBe(`/orders/${placed.order.id}?payment=failed`);
      const order = await shop.read(placed.order.id);
      expect(order.status).toBe('awaiting_payment');
      const cash = await shop.payWith(placed.order.id, 'cash');
      expect(cash.statusCode).toBe(200);
      expect(cash.json().order).toMatchObject({
        status: 'pending',
        payment: { method: 'cash', status: 'unpaid' },
      });
    },
  );
});
