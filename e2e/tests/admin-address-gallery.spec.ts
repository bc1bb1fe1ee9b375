import { signInAsAdmin } from './support/admin.ts';
import { skipEventPopup } from './support/axe.ts';
import { expect, type Page, test } from './support/test.ts';

/*
 * The gallery's search and page live in the address (docs/product-rules.md#gallery-management):
 * a reload, or the link, shows the same cards. The demo seed has six galleries, one page.
 */

/** A 1×1 PNG: the server re-encodes it like any upload. */
const PIXEL = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

const addressOf = (page: Page) => Object.fromEntries(new URL(page.url()).searchParams);

test('keeps the gallery’s page and search in the address, through a reload', async ({ page }) => {
  await skipEventPopup(page);
  const session = await signInAsAdmin(page);
  const auth = { authorization: `Bearer ${session.token}` };
  // A seventh gallery, inactive so the shop never shows it, makes a second page.
  const created = await page.request.post('/api/gallery', {
    headers: auth,
    multipart: {
      title: `Address test ${Date.now().toString(36)}`,
      isActive: 'false',
      images: { name: 'pixel.png', mimeType: 'image/png', buffer: PIXEL },
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { id } = (await created.json()).data as { id: number };
  try {
    await page.goto('/admin/gallery');
    const pager = page.getByRole('navigation', { name: 'Gallery pages' });
    const cards = page.getByRole('article');
    await pager.getByRole('button', { name: 'Next' }).click();
    await expect(pager.getByText(/^Page 2 of \d+$/)).toBeVisible();
    expect(addressOf(page)).toEqual({ page: '2' });
    const first = await cards.first().getAttribute('aria-label');
    expect(first).toBeTruthy();
    await page.reload();
    await expect(pager.getByText(/^Page 2 of \d+$/)).toBeVisible();
    await expect(cards.first()).toHaveAttribute('aria-label', first ?? '');

    // A search starts again from the first page: 'momo' is in Momo Mania's title and in what
    // the Kitchen Crew's description says they fold.
    const search = page.getByRole('searchbox', { name: 'Search galleries' });
    await search.fill('momo');
    await expect.poll(() => addressOf(page)).toEqual({ search: 'momo' });
    await expect(cards).toHaveCount(2);
    await expect(cards.first()).toHaveAttribute('aria-label', 'Momo Mania');
    await page.reload();
    await expect(search).toHaveValue('momo');
    await expect(cards).toHaveCount(2);
    await expect(cards.first()).toHaveAttribute('aria-label', 'Momo Mania');
    await expect(cards.nth(1)).toHaveAttribute('aria-label', 'Meet the Kitchen Crew');
  } finally {
    await page.request.delete(`/api/gallery/${id}`, { headers: auth });
  }
});
