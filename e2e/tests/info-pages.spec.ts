import { seriousViolations, skipEventPopup } from './support/axe.ts';
import { expect, test } from './support/test.ts';

const PAGES = [
  { path: '/about', heading: /made in thamel/i, title: /^About Us — Burger House$/ },
  { path: '/clients', heading: /happy clients/i, title: /^Happy Clients — Burger House$/ },
  {
    path: '/restaurants',
    heading: /find a burger house/i,
    title: /^Our Restaurants — Burger House$/,
  },
  { path: '/privacy', heading: /privacy policy/i, title: /^Privacy Policy — Burger House$/ },
  { path: '/terms', heading: /terms of service/i, title: /^Terms of Service — Burger House$/ },
  { path: '/cookies', heading: /cookie policy/i, title: /^Cookie Policy — Burger House$/ },
];

test.beforeEach(async ({ page }) => {
  await skipEventPopup(page);
});

test.describe('the information pages', () => {
  for (const { path, heading, title } of PAGES) {
    test(`${path} has its heading, its title and no serious a11y issues`, {
      tag: '@phone',
    }, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
      await expect(page).toHaveTitle(title);
      expect(await seriousViolations(page)).toEqual([]);
    });
  }

  test('the footer reaches every policy', async ({ page }) => {
    await page.goto('/meals');
    const legal = page.getByRole('navigation', { name: 'Legal' });
    for (const [name, path] of [
      ['Privacy Policy', '/privacy'],
      ['Terms of Service', '/terms'],
      ['Cookie Policy', '/cookies'],
    ] as const) {
      await legal.getByRole('link', { name }).click();
      await expect(page).toHaveURL(new RegExp(`${path}$`));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(new RegExp(name, 'i'));
    }
  });

  test('a policy says what it keeps and jumps to a section from its contents', async ({ page }) => {
    await page.goto('/privacy');
    await expect(page.getByText(/cash-on-delivery orders/)).toBeVisible();
    await page
      .getByRole('navigation', { name: 'On this page' })
      .getByRole('link', { name: 'Your rights' })
      .click();
    await expect(page).toHaveURL(/\/privacy#your-rights$/);
    await expect(page.getByRole('heading', { level: 2, name: /Your rights/ })).toBeInViewport();

    await page.goto('/cookies');
    const stored = page.getByRole('table', { name: 'What the shop saves in your browser' });
    for (const key of ['token', 'user', 'cart', 'wishlist']) {
      await expect(stored.getByRole('rowheader', { name: key, exact: true })).toBeAttached();
    }
    await expect(page.getByText(/no tracking cookies/i).first()).toBeVisible();

    await page.goto('/terms');
    await expect(page.getByText(/while it is pending/)).toBeVisible();
    await expect(page.getByText(/cash only/)).toBeVisible();
  });

  test('the restaurants page lists each outlet with hours, a phone link and directions', async ({
    page,
  }) => {
    await page.goto('/restaurants');
    for (const name of ['Thamel', 'Jhamsikhel', 'Lakeside, Pokhara']) {
      const outlet = page.getByRole('article', { name });
      await expect(outlet).toBeVisible();
      await expect(outlet.getByRole('link', { name: `Call ${name}` })).toHaveAttribute(
        'href',
        /^tel:\+977\d+$/,
      );
      await expect(
        outlet.getByRole('link', { name: new RegExp(`^Directions to ${name}`) }),
      ).toHaveAttribute('href', /^https:\/\/www\.google\.com\/maps\//);
      await expect(outlet.getByText(/AM - \d/).first()).toBeVisible();
    }
  });

  test('the clients page shows partners, testimonials and calls to action', async ({ page }) => {
    await page.goto('/clients');
    await expect(
      page.getByRole('region', { name: 'Our partners' }).getByRole('listitem'),
    ).toHaveCount(8);
    await expect(page.locator('blockquote')).toHaveCount(6);
    await page.getByRole('link', { name: 'Plan an order with us' }).click();
    await expect(page).toHaveURL(/\/contact$/);
  });

  test('the about page tells the story and links to the restaurants', async ({ page }) => {
    await page.goto('/about');
    for (const name of ['From one griddle to three kitchens', 'Our values', 'Meet the team']) {
      await expect(page.getByRole('heading', { level: 2, name })).toBeVisible();
    }
    await page.getByRole('link', { name: 'Visit our restaurants' }).click();
    await expect(page).toHaveURL(/\/restaurants$/);
  });
});
