import { seriousViolations, skipEventPopup } from './support/axe.ts';
import { holdRequests } from './support/hold-request.ts';
import { expect, type Page, test } from './support/test.ts';

// The event popup would cover the page after 5 s: mark it as seen for this tab.
test.beforeEach(async ({ page }) => {
  await skipEventPopup(page);
  await page.goto('/contact');
});

const form = (page: Page) => page.getByRole('form', { name: 'Send us a message' });
const field = (page: Page, label: string) => form(page).getByLabel(label, { exact: true });
const send = (page: Page) => form(page).getByRole('button', { name: 'Send Message' });

async function fill(page: Page, values: Record<string, string>) {
  for (const [label, value] of Object.entries(values)) await field(page, label).fill(value);
}

const VALID = {
  'Your name': 'Asha Gurung',
  'Email address': 'asha@example.com',
  Subject: 'Birthday table for six',
  Message: 'Could we book the corner table on Friday at 7 PM?',
};

test.describe('the contact page', () => {
  test('shows the address, phone, email, opening hours and social links', async ({ page }) => {
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/contact us/i);
    const main = page.getByRole('main');
    await expect(main.getByText('Thamel Marg, Thamel')).toBeVisible();
    await expect(main.getByRole('link', { name: '+977 1-4701234' })).toHaveAttribute(
      'href',
      'tel:+97714701234',
    );
    await expect(main.getByRole('link', { name: 'hello@burgerhouse.com.np' })).toHaveAttribute(
      'href',
      'mailto:hello@burgerhouse.com.np',
    );
    await expect(main.getByText('Sat - Sun: 10:00 AM - 11:00 PM')).toBeVisible();
    await expect(main.getByText('Mon - Fri: 11:00 AM - 10:00 PM')).toBeVisible();
    await expect(main.getByRole('list', { name: 'Social media' }).getByRole('link')).toHaveCount(4);
  });

  test('names every missing field beside it, and says so in a toast', async ({ page }) => {
    await send(page).click();
    await expect(page.getByText('Please fix the errors in the form')).toBeVisible();
    for (const [label, message] of [
      ['Your name', 'Name is required'],
      ['Email address', 'Email is required'],
      ['Subject', 'Subject is required'],
      ['Message', 'Message is required'],
    ] as const) {
      await expect(field(page, label)).toHaveAttribute('aria-invalid', 'true');
      await expect(field(page, label)).toHaveAccessibleDescription(message);
    }
    await expect(field(page, 'Your name')).toBeFocused();
  });

  test('explains short fields and a malformed email, and clears a message on edit', async ({
    page,
  }) => {
    await fill(page, {
      'Your name': ' A ',
      'Email address': 'asha@example',
      Subject: 'Hi',
      Message: 'Too short',
    });
    await send(page).click();
    const messages = [
      'Name must be at least 2 characters long',
      'Please enter a valid email address',
      'Subject must be at least 5 characters long',
      'Message must be at least 10 characters long',
    ];
    for (const message of messages) await expect(form(page).getByText(message)).toBeVisible();

    await field(page, 'Your name').fill('Asha');
    await expect(form(page).getByText(messages[0] ?? '')).toHaveCount(0);
    await expect(field(page, 'Your name')).not.toHaveAttribute('aria-invalid');
    await expect(form(page).getByText(messages[1] ?? '')).toBeVisible();
  });

  test("sends the message, shows the server's thanks and clears the form", async ({ page }) => {
    const held = await holdRequests(page, '**/api/contact');
    await fill(page, VALID);
    const request = page.waitForRequest('**/api/contact');
    await send(page).click();
    await expect(form(page).getByRole('button', { name: 'Sending...' })).toBeDisabled();
    held.release();
    expect((await request).postDataJSON()).toEqual({
      name: 'Asha Gurung',
      email: 'asha@example.com',
      subject: 'Birthday table for six',
      message: 'Could we book the corner table on Friday at 7 PM?',
    });
    await expect(
      form(page).getByText('Thank you for your message! We will get back to you soon.'),
    ).toBeVisible();
    for (const label of Object.keys(VALID)) await expect(field(page, label)).toHaveValue('');
    await expect(send(page)).toBeEnabled();
  });

  test('shows HTML typed into a field, or echoed by the server, as plain text', async ({
    page,
  }) => {
    const html = '<img src=x onerror="window.__pwned=1"><b>Bold</b>';
    await page.route('**/api/contact', (route) =>
      route.fulfill({
        status: 400,
        contentType: 'application/json',
        body: JSON.stringify({ error: 'VALIDATION_FAILED', message: `Refused: ${html}` }),
      }),
    );
    await fill(page, { ...VALID, Subject: html });
    await send(page).click();
    await expect(form(page).getByText(`Refused: ${html}`)).toBeVisible();
    await expect(field(page, 'Subject')).toHaveValue(html);
    await expect(page.locator('main b, main img[src="x"]')).toHaveCount(0);
    expect(await page.evaluate(() => '__pwned' in window)).toBe(false);
  });

  test('sends HTML to the real server, which accepts it as text', async ({ page }) => {
    await fill(page, { ...VALID, 'Your name': '<b>Asha</b>' });
    const response = page.waitForResponse('**/api/contact');
    await send(page).click();
    expect((await response).status()).toBe(201);
    await expect(form(page).getByText(/^Thank you for your message!/)).toBeVisible();
  });

  test('says the network is down when the server cannot be reached', async ({ page }) => {
    await page.route('**/api/contact', (route) => route.abort());
    await fill(page, VALID);
    await send(page).click();
    await expect(
      form(page).getByText('Network error. Please check your connection and try again.'),
    ).toBeVisible();
    // Nothing typed is lost.
    await expect(field(page, 'Message')).toHaveValue(VALID.Message);
  });

  test('falls back to its own message when the server fails without one', async ({ page }) => {
    await page.route('**/api/contact', (route) =>
      route.fulfill({ status: 502, contentType: 'text/html', body: '<h1>Bad gateway</h1>' }),
    );
    await fill(page, VALID);
    await send(page).click();
    await expect(form(page).getByText('Failed to send message. Please try again.')).toBeVisible();
  });

  test('has no serious accessibility problems, with or without errors', { tag: '@phone' }, async ({
    page,
  }) => {
    await expect(send(page)).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await send(page).click();
    await expect(form(page).getByText('Name is required')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
});
