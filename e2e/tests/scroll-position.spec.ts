import { skipEventPopup } from './support/axe.ts';
import { expect, type Page, test } from './support/test.ts';

test.beforeEach(async ({ page }) => {
  await skipEventPopup(page);
});

const scrollY = (page: Page) => page.evaluate(() => Math.round(window.scrollY));

/** The menu, scrolled down to `y` once its meals are there. */
async function menuScrolledTo(page: Page, y: number) {
  await expect(page.locator('main article').nth(5)).toBeVisible();
  await page.evaluate((top) => window.scrollTo(0, top), y);
  await expect.poll(() => scrollY(page)).toBe(y);
}

test.describe('the scroll position', () => {
  test('a page opened from a link starts at its top; Back returns to where the menu was left', async ({
    page,
  }) => {
    await page.goto('/meals');
    await menuScrolledTo(page, 1200);
    // A click where the page is (Playwright's click would first scroll the link into view).
    await page
      .getByRole('contentinfo')
      .getByRole('link', { name: 'Happy Clients' })
      .dispatchEvent('click');
    await expect(page).toHaveURL(/\/clients$/);
    await expect.poll(() => scrollY(page)).toBe(0);
    await page.goBack();
    await expect(page).toHaveURL(/\/meals$/);
    await expect.poll(() => scrollY(page)).toBe(1200);
  });

  test('a page the browser loads itself starts at its top too, not where the last one was left', async ({
    page,
  }) => {
    await page.goto('/meals');
    await menuScrolledTo(page, 1200);
    await page.goto('/about');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect.poll(() => scrollY(page)).toBe(0);
    await page.goBack();
    await expect(page).toHaveURL(/\/meals$/);
    await expect.poll(() => scrollY(page)).toBe(1200);
  });
});
