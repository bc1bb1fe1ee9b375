import { seriousViolations, skipEventPopup } from './support/axe.ts';
import { firstPageMeals, registerCustomer, saveCart, signInAs } from './support/ordering.ts';
import { expect, type Page, test } from './support/test.ts';

const html = (page: Page) => page.locator('html');
const header = (page: Page) => page.locator('header').first();
const footer = (page: Page) => page.locator('footer');
const languageSwitch = (page: Page, name: 'Language' | 'भाषा') =>
  page.getByRole('group', { name }).first();
const englishPrice = /^NRS \d{1,3}(,\d{3})*\.\d\d$/;
// रु and Devanagari digits (their lakh grouping is a unit test of lib/money.ts).
const nepaliPrice = /^रु [०-९,]+\.[०-९]{2}$/;

/** Whether the page has downloaded the Devanagari webfont. */
function devanagariFontLoaded(page: Page): Promise<boolean> {
  return page.evaluate(async () => {
    await document.fonts.ready;
    return [...document.fonts].some(
      (font) => font.family.includes('Devanagari') && font.status === 'loaded',
    );
  });
}

test.beforeEach(async ({ page }) => {
  await skipEventPopup(page);
});

test.describe('the language switch', () => {
  test('turns the shop Nepali, remembers it, and English comes back word for word', {
    tag: '@desktop-only',
  }, async ({ page }) => {
    await page.goto('/meals');
    const firstPrice = page
      .getByRole('main')
      .getByText(/^(NRS|रु) /)
      .first();
    await expect(firstPrice).toHaveText(englishPrice);
    await expect(html(page)).toHaveAttribute('lang', 'en');
    const englishHeader = await header(page).innerText();
    const englishFooter = await footer(page).innerText();
    const englishPriceText = await firstPrice.innerText();
    expect(await devanagariFontLoaded(page)).toBe(false);

    await languageSwitch(page, 'Language').getByRole('button', { name: 'नेपाली' }).click();

    await expect(html(page)).toHaveAttribute('lang', 'ne');
    const nav = page.getByRole('navigation', { name: 'मुख्य' });
    await expect(nav.getByRole('button', { name: 'मेनु', exact: true })).toBeVisible();
    await expect(header(page).getByRole('link', { name: 'कार्ट' })).toBeVisible();
    await expect(footer(page).getByRole('heading', { name: 'छिटो लिङ्कहरू' })).toBeVisible();
    await expect(firstPrice).toHaveText(nepaliPrice);
    expect(await devanagariFontLoaded(page)).toBe(true);
    expect(await seriousViolations(page)).toEqual([]);

    await page.reload();
    await expect(html(page)).toHaveAttribute('lang', 'ne');
    await expect(
      languageSwitch(page, 'भाषा').getByRole('button', { name: 'नेपाली' }),
    ).toHaveAttribute('aria-pressed', 'true');
    await expect(firstPrice).toHaveText(nepaliPrice);

    await languageSwitch(page, 'भाषा').getByRole('button', { name: 'English' }).click();

    await expect(html(page)).toHaveAttribute('lang', 'en');
    await expect(firstPrice).toHaveText(englishPriceText);
    expect(await header(page).innerText()).toBe(englishHeader);
    expect(await footer(page).innerText()).toBe(englishFooter);
  });

  test('a page loaded on demand comes in the saved language with its own texts', {
    tag: '@desktop-only',
  }, async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('shop-language', 'ne'));
    await page.goto('/privacy');
    await expect(html(page)).toHaveAttribute('lang', 'ne');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/[\u0900-\u097F]/);
  });

  test('is in the phone menu too', { tag: '@phone-only' }, async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Main menu' }).click();
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('button', { name: 'नेपाली' })
      .click();

    await expect(html(page)).toHaveAttribute('lang', 'ne');
    const menu = page.getByRole('navigation', { name: 'मुख्य' });
    await expect(menu.getByRole('link', { name: /^हाम्रा खानाहरू/ })).toBeVisible();
    await expect(page.getByRole('button', { name: 'मुख्य मेनु' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
  });
});

test("in Nepali, every font stack brings the shop's Devanagari face, the coupon code's monospace too", {
  tag: '@desktop-only',
}, async ({ page }) => {
  // A device without a system Devanagari font draws only what the shop's own face covers.
  const customer = await registerCustomer(page.request);
  const [meal] = await firstPageMeals(page.request, 1);
  await signInAs(page, customer);
  if (meal) await saveCart(page, [{ meal, quantity: 1 }]);
  await page.addInitScript(() => localStorage.setItem('shop-language', 'ne'));
  await page.goto('/checkout');
  const coupon = page.getByLabel(/^कुपन कोड/);
  await expect(coupon).toHaveAttribute('placeholder', /[\u0900-\u097F]/);
  const withoutFace = await page.evaluate(() => {
    const devanagari = /[\u0900-\u097F]/;
    return [...document.querySelectorAll<HTMLElement>('body *')]
      .filter((element) => {
        const own = [...element.childNodes]
          .filter((node) => node.nodeType === Node.TEXT_NODE)
          .map((node) => node.textContent)
          .join('');
        return devanagari.test(own) || devanagari.test(element.getAttribute('placeholder') ?? '');
      })
      .filter((element) => !getComputedStyle(element).fontFamily.includes('Noto Sans Devanagari'))
      .map((element) => `${element.tagName.toLowerCase()}.${element.className}`);
  });
  expect(withoutFace).toEqual([]);
});
