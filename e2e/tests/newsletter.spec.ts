import { skipEventPopup } from './support/axe.ts';
import { expect, type Page, test } from './support/test.ts';

const form = (page: Page) => page.getByRole('form', { name: 'Newsletter' });
const email = (page: Page) => form(page).getByLabel('Email address');
const subscribe = (page: Page) => form(page).getByRole('button', { name: 'Subscribe' });

test.beforeEach(async ({ page }) => {
  await skipEventPopup(page);
  await page.goto('/contact');
});

test.describe('the footer newsletter box', () => {
  test('checks the address before sending it', async ({ page }) => {
    let sent = false;
    page.on('request', (request) => {
      if (request.url().includes('/api/newsletter')) sent = true;
    });
    await subscribe(page).click();
    await expect(form(page).getByText('Email is required')).toBeVisible();
    await expect(email(page)).toHaveAttribute('aria-invalid', 'true');
    await email(page).fill('asha@example');
    await expect(form(page).getByText('Email is required')).toHaveCount(0);
    await subscribe(page).click();
    await expect(form(page).getByText('Please enter a valid email address')).toBeVisible();
    expect(sent).toBe(false);
  });

  test('subscribes, and says so when the address is already on the list', async ({
    page,
  }, testInfo) => {
    const address = `Deals.${testInfo.project.name}.${Date.now()}@Example.com`;
    await email(page).fill(`  ${address} `);
    const request = page.waitForRequest('**/api/newsletter');
    await subscribe(page).click();
    expect((await request).postDataJSON()).toEqual({ email: address.toLowerCase() });
    await expect(
      page.getByText('Thanks for subscribing! Look out for our deals in your inbox.'),
    ).toBeVisible();
    await expect(email(page)).toHaveValue('');

    await email(page).fill(address);
    await subscribe(page).click();
    await expect(
      page.getByText('This email is already subscribed to our newsletter.'),
    ).toBeVisible();
  });

  test('reports a network failure', async ({ page }) => {
    await page.route('**/api/newsletter', (route) => route.abort());
    await email(page).fill('asha@example.com');
    await subscribe(page).click();
    await expect(
      page.getByText('Unable to connect to the server. Please check your internet connection.'),
    ).toBeVisible();
  });
});
