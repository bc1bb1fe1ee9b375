import { skipEventPopup } from './support/axe.ts';
import { openCheckout } from './support/ordering.ts';
import { expect, type Page, test } from './support/test.ts';

/*
 * Paying with eSewa and Khalti (docs/product-rules.md#wallet-payments) through the local fakes
 * of both wallets (apps/api/test/wallet-fakes), which the run's server is configured with: the
 * browser really posts eSewa's signed form and opens Khalti's page, and the fake sends it back.
 */

const walletsUrl = process.env.E2E_WALLETS_URL ?? '';

test.beforeEach(async ({ page }) => {
  await skipEventPopup(page);
});

/** The order page's timeline: the status the order has now. */
const currentStep = (page: Page) =>
  page.getByTestId('order-timeline').locator('[aria-current="step"]');

/** Chooses the wallet and places the order: the browser is on the wallet's page after. */
async function payWith(page: Page, wallet: 'eSewa' | 'Khalti'): Promise<string> {
  // As a person does: on the option's card (the radio button itself is hidden).
  const choices = page.getByRole('radiogroup', { name: 'Payment method' });
  const radio = page.getByRole('radio', { name: wallet, exact: true });
  await choices.locator('label', { has: radio }).click();
  await expect(choices.getByRole('radio', { name: wallet, exact: true })).toBeChecked();
  // The order's id, read as the answer passes (the page leaves for the wallet at once after).
  let orderId = '';
  await page.route('**/api/orders', async (route) => {
    const response = await route.fetch();
    orderId = (await response.json()).order.id;
    await route.fulfill({ response });
  });
  await page.getByRole('button', { name: `Pay with ${wallet}` }).click();
  await expect(page).toHaveURL((url) => url.href.startsWith(walletsUrl));
  await expect(page.getByText(`${wallet} (test double)`)).toBeVisible();
  await page.unroute('**/api/orders');
  return orderId;
}

test.describe('paying with a wallet', () => {
  for (const wallet of ['eSewa', 'Khalti'] as const) {
    test(`pays with ${wallet}: the wallet sends the customer back to a paid order`, async ({
      page,
    }) => {
      await openCheckout(page);
      const orderId = await payWith(page, wallet);
      await page.getByRole('button', { name: `Pay with ${wallet}` }).click();

      await expect(page).toHaveURL(new RegExp(`/orders/${orderId}\\?payment=paid$`));
      await expect(
        page.getByRole('status').filter({ hasText: /payment.*received/i }),
      ).toBeVisible();
      const payment = page.getByTestId('order-payment');
      await expect(payment).toContainText(wallet);
      await expect(payment).toContainText('Paid');
      await expect(currentStep(page)).toContainText('Pending');
      // The cart was emptied when the order was placed.
      await expect(page.getByRole('link', { name: /cart/i }).first()).not.toContainText(/[1-9]/);
    });
  }

  test('cancelled at the wallet, the customer pays cash on delivery instead', async ({ page }) => {
    await openCheckout(page);
    const orderId = await payWith(page, 'eSewa');
    await page.getByRole('button', { name: 'Cancel payment' }).click();

    await expect(page).toHaveURL(new RegExp(`/orders/${orderId}\\?payment=failed$`));
    await expect(page.getByRole('alert')).toContainText(/cancel|fail/i);
    await expect(currentStep(page)).toContainText('Awaiting payment');
    await page.getByRole('button', { name: 'Pay cash on delivery instead' }).click();

    await expect(currentStep(page)).toContainText('Pending');
    await expect(page.getByTestId('order-payment')).toContainText('Cash on delivery');
  });

  test('a payment the customer never came back from is settled by the background check', async ({
    page,
  }) => {
    await openCheckout(page);
    const orderId = await payWith(page, 'Khalti');
    // The customer pays, and the tab closes before Khalti sends it back to the shop.
    await page.route(/\/api\/payments\/khalti\/return/, (route) => route.abort());
    await page.getByRole('button', { name: 'Pay with Khalti' }).click();
    await page.unroute(/\/api\/payments\/khalti\/return/);

    await page.goto(`/orders/${orderId}`);
    // The server asks Khalti within seconds (PAYMENT_FIRST_CHECK_SECONDS in the run's config),
    // and the page follows the change live.
    await expect(currentStep(page)).toContainText('Pending', { timeout: 20_000 });
    await expect(page.getByTestId('order-payment')).toContainText('Paid');
  });
});
