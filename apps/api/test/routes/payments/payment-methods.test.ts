import { paymentMethodsResponseSchema } from '@shop/shared';
import { describe, expect, it } from 'vitest';
import { walletsOf } from '../../support/payments.ts';
import { startTestApp, type TestAppOptions } from '../../test-app.ts';
import { startWalletFakes } from '../../wallet-fakes/index.ts';

/* What checkout offers: cash always, first; each wallet the shop is configured for. */

async function offeredBy(options: TestAppOptions) {
  const t = await startTestApp(options);
  try {
    const res = await t.app.inject({ url: '/api/payments/methods' });
    expect(res.statusCode).toBe(200);
    return paymentMethodsResponseSchema.parse(res.json()).methods;
  } finally {
    await t.close();
  }
}

describe('GET /api/payments/methods', () => {
  it('cash only without wallets', async () => {
    expect(await offeredBy({})).toEqual(['cash']);
  });

  it('cash, eSewa and Khalti with both', async () => {
    const fakes = await startWalletFakes();
    try {
      expect(await offeredBy({ wallets: walletsOf(fakes) })).toEqual(['cash', 'esewa', 'khalti']);
    } finally {
      await fakes.close();
    }
  });
});
