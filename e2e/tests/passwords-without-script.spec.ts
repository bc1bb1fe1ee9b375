import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';

/*
 * A form the server rendered, submitted before its script has run (a slow phone) or without
 * JavaScript at all: the browser sends it by itself. A password must then reach neither an
 * address (history, the access log) nor the server's log, which the run's server writes to
 * E2E_SERVER_LOG at level info (playwright.config.ts).
 */
const PASSWORD = 'NoScr1ptSecret';
const RESET_TOKEN = 'aTokenFromTheResetMail0123456789abcdefghij';

const FORMS = [
  { page: '/admin/login', submit: 'Access Admin Dashboard' },
  { page: '/login', submit: 'Login' },
  { page: '/register', submit: 'Create Account' },
  { page: `/reset-password/${RESET_TOKEN}`, submit: 'Reset Password' },
];

const serverLog = () => readFile(process.env.E2E_SERVER_LOG ?? '', 'utf8');

test.describe('password forms without JavaScript', { tag: '@desktop-only' }, () => {
  test.use({ javaScriptEnabled: false });

  for (const { page: address, submit } of FORMS) {
    const name = address.replace(RESET_TOKEN, '{token}');
    test(`${name} sends the password in no address and no log line`, async ({ page }) => {
      const addresses: string[] = [];
      page.on('request', (request) => addresses.push(request.url()));
      await page.goto(address);
      const email = page.locator('input[type="email"]');
      if ((await email.count()) > 0) await email.first().fill('someone@example.com');
      for (const field of await page.locator('input[type="password"]').all()) {
        await field.fill(PASSWORD);
      }
      const redirected = page.waitForResponse(
        (response) => response.request().method() === 'POST' && response.status() === 303,
      );
      const reloaded = page.waitForResponse(
        (response) =>
          response.request().method() === 'GET' &&
          new URL(response.url()).pathname === address &&
          response.request().redirectedFrom() !== null,
      );
      await page.getByRole('button', { name: submit }).click();
      expect((await redirected).headers().location).toBe(address);
      await reloaded;

      // Back on the page as it was, to fill in again once its script has loaded.
      await expect(page).toHaveURL((url) => url.pathname === address);
      await expect(page.locator('input[type="password"]').first()).toBeVisible();
      for (const url of addresses) expect(url).not.toContain(PASSWORD);
      await expect
        .poll(serverLog)
        .toContain(`"method":"POST","url":"${address.replace(RESET_TOKEN, '[redacted]')}"`);
      expect(await serverLog()).not.toContain(PASSWORD);
    });
  }

  test('the check-in kiosk shows no form to send until its script runs', async ({ page }) => {
    await page.goto('/customer-register');
    await expect(page.locator('form')).toHaveCount(0);
  });
});
