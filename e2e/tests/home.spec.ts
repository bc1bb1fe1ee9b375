import { seriousViolations, skipEventPopup } from './support/axe.ts';
import { renderPagesInBrowser } from './support/browser-rendering.ts';
import { stopClock } from './support/clock.ts';
import { expect, type Page, test } from './support/test.ts';

const featuredFoods = (page: Page) => page.getByRole('region', { name: 'Featured foods' });
const moments = (page: Page) => page.getByRole('region', { name: 'Moments at Burger House' });
const search = (page: Page) => page.getByRole('searchbox', { name: 'Search the menu' });
const isMealList = (url: URL) => url.pathname === '/api/meals';

test.beforeEach(async ({ page }) => {
  await skipEventPopup(page);
});

test.describe('the home page', () => {
  test('is the front door, with its sections in order and no serious a11y issues', {
    tag: '@phone',
  }, async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveTitle(/Burger House/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/smashed.*delivered hot/i);
    for (const name of [
      'Why choose us',
      'Featured foods',
      "We're here to help",
      'Moments at Burger House',
      'From craving to doorstep',
    ]) {
      await expect(page.getByRole('heading', { level: 2, name })).toBeVisible();
    }
    await expect(
      page.getByRole('region', { name: 'Why choose us' }).getByRole('listitem'),
    ).toHaveCount(8);
    await expect(
      page.getByRole('region', { name: 'From craving to doorstep' }).getByRole('listitem'),
    ).toHaveCount(6);
    await expect(featuredFoods(page).locator('article')).toHaveCount(8);
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('a pause after typing more than 2 characters searches the menu', async ({ page }) => {
    await page.clock.install();
    await page.goto('/');
    await expect(search(page)).toBeVisible();
    await stopClock(page);
    await search(page).pressSequentially('mo', { delay: 40 });
    // A pause well past the 300 ms after which 3 letters would search.
    await page.clock.runFor(1_000);
    await expect(page).toHaveURL(/\/$/);
    await search(page).pressSequentially('mo', { delay: 40 });
    await page.clock.runFor(1_000);
    await page.clock.resume();
    await expect(page).toHaveURL(/\/meals\?search=momo$/);
    await expect(page.locator('main article').first()).toContainText(/momo/i);
  });

  test('typing on after the pause goes on in the menu’s own search box, text and caret', {
    tag: '@phone',
  }, async ({ page }) => {
    await page.clock.install();
    await page.goto('/');
    await expect(search(page)).toBeVisible();
    await stopClock(page);
    await search(page).pressSequentially('chi', { delay: 40 });
    // The customer pauses longer than 300 ms, the menu opens, and they type on.
    await page.clock.runFor(400);
    await expect(page).toHaveURL(/\/meals\?search=chi$/);
    await page.keyboard.type('cken', { delay: 40 });
    const menuSearch = page.getByRole('searchbox', { name: 'Search', exact: true });
    await expect(menuSearch).toBeFocused();
    await expect(menuSearch).toHaveValue('chicken');
    expect(await menuSearch.evaluate((input: HTMLInputElement) => input.selectionStart)).toBe(7);
    await page.clock.runFor(1_000);
    await page.clock.resume();
    await expect(page).toHaveURL(/\/meals\?search=chicken$/);
    const answer = await page.request.get('/api/meals?search=chicken');
    const { pagination } = (await answer.json()) as { pagination: { total: number } };
    expect(pagination.total).toBeGreaterThan(1);
    await expect(
      page.getByText(new RegExp(`^Showing 1–\\d+ of ${pagination.total} meals$`)),
    ).toBeVisible();
    await expect(page.locator('main article h3').first()).toContainText(/chicken/i);
  });

  test('coming Back to the menu the home search opened does not take the focus again', {
    tag: '@phone',
  }, async ({ page }) => {
    await page.clock.install();
    await page.goto('/');
    await expect(search(page)).toBeVisible();
    await stopClock(page);
    await search(page).pressSequentially('chi', { delay: 40 });
    await page.clock.runFor(400);
    await page.clock.resume();
    await expect(page).toHaveURL(/\/meals\?search=chi$/);
    const menuSearch = page.getByRole('searchbox', { name: 'Search', exact: true });
    await expect(menuSearch).toBeFocused();

    await page.locator('header a[href="/"]').first().click();
    await expect(page).toHaveURL(/\/$/);
    await page.goBack();
    await expect(page).toHaveURL(/\/meals\?search=chi$/);
    await expect(page.locator('main article').first()).toBeVisible();
    // The entry no longer carries the hand-off, so nothing opens the panel or the keyboard.
    expect(
      await page.evaluate(() => (history.state as { usr?: unknown } | null)?.usr ?? null),
    ).toBeNull();
    // On a phone the filter panel stays closed, so the box is not even there: what matters is
    // that no search box holds the focus (and with it the keyboard).
    expect(
      await page.evaluate(() => document.activeElement?.matches('input[type="search"]') ?? false),
    ).toBe(false);
  });

  test('Enter searches at once, blank text is ignored, and Order Now opens the menu', async ({
    page,
  }) => {
    await page.clock.install();
    await page.goto('/');
    await search(page).fill('   ');
    await search(page).press('Enter');
    await page.clock.runFor(1_000);
    await expect(page).toHaveURL(/\/$/);
    await expect(search(page)).toHaveValue('   ');

    // Two letters never start the search on a pause: only Enter can lead to the menu here.
    await search(page).fill('fr');
    await search(page).press('Enter');
    await expect(page).toHaveURL(/\/meals\?search=fr$/);

    await page.goto('/');
    await page.getByRole('link', { name: 'Order Now' }).click();
    await expect(page).toHaveURL(/\/meals$/);
  });

  test('features 8 meals in stock that go straight into the cart', async ({ page, request }) => {
    const popular = await (
      await request.get('/api/meals?limit=8&available=true&sort=popular')
    ).json();
    await page.goto('/');
    const cards = featuredFoods(page).locator('article');
    await expect(cards).toHaveCount(8);
    await expect(cards.first().getByRole('heading', { level: 3 })).toHaveText(popular.data[0].name);
    await expect(featuredFoods(page).getByRole('button', { name: /^Sold out/ })).toHaveCount(0);

    await featuredFoods(page)
      .getByRole('button', { name: /^Add to Cart: / })
      .first()
      .click();
    await expect(page.getByRole('link', { name: 'Cart, 1 item' })).toBeVisible();
  });

  test('a failed featured-foods load says so and Try Again recovers', async ({ page }) => {
    await renderPagesInBrowser(page);
    await page.route(isMealList, (route) => route.fulfill({ status: 404 }));
    await page.goto('/');
    const failure = featuredFoods(page).getByRole('alert');
    await expect(failure).toContainText('Failed to load featured restaurants');
    await expect(failure).toContainText('Failed to fetch featured foods');

    await page.unroute(isMealList);
    await failure.getByRole('button', { name: 'Try Again' }).click();
    await expect(featuredFoods(page).locator('article')).toHaveCount(8);
  });

  test('the gallery slider pages through featured galleries and wraps around', async ({
    page,
    request,
  }) => {
    const galleries = (await (await request.get('/api/gallery?featured=true')).json()).data;
    const titles: string[] = galleries.slice(0, 6).map((g: { title: string }) => g.title);
    await page.goto('/');
    const slider = moments(page).getByRole('region', { name: 'Featured galleries' });
    const title = slider.getByRole('heading', { level: 3 });

    await expect(title).toHaveText(titles[0] ?? '');
    await slider.getByRole('button', { name: 'Next gallery' }).click();
    await expect(title).toHaveText(titles[1] ?? '');
    await slider.getByRole('button', { name: 'Previous gallery' }).click();
    await slider.getByRole('button', { name: 'Previous gallery' }).click();
    await expect(title).toHaveText(titles.at(-1) ?? '');
    await slider
      .getByRole('button', { name: `Show gallery 1 of ${titles.length}: ${titles[0]}` })
      .click();
    await expect(title).toHaveText(titles[0] ?? '');
    await expect(slider.getByRole('button', { name: /open larger/ })).toHaveCount(3);
  });

  test('a slider photo opens the lightbox, whose arrows and keys wrap around', {
    tag: '@phone',
  }, async ({ page }) => {
    await page.goto('/');
    const photos = moments(page).getByRole('button', { name: /open larger/ });
    await photos.first().click();
    const lightbox = page.getByRole('dialog');
    await expect(lightbox).toBeVisible();
    const counter = lightbox.getByText(/^\d+ \/ \d+$/);
    await expect(counter).toHaveText(/^1 \/ \d+$/);
    const total = Number((await counter.textContent())?.split('/')[1]);
    expect(total).toBeGreaterThan(3);

    await lightbox.getByRole('button', { name: 'Previous photo' }).click();
    await expect(counter).toHaveText(`${total} / ${total}`);
    await page.keyboard.press('ArrowRight');
    await expect(counter).toHaveText(`1 / ${total}`);
    await lightbox.getByRole('button', { name: 'Next photo' }).click();
    await expect(counter).toHaveText(`2 / ${total}`);
    const image = lightbox.getByRole('img');
    await expect
      .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0);

    await page.keyboard.press('Escape');
    await expect(lightbox).toHaveCount(0);
  });

  test('the gallery section is left out when the gallery cannot be loaded', async ({ page }) => {
    await renderPagesInBrowser(page);
    await page.route('**/api/gallery**', (route) => route.abort());
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'From craving to doorstep' })).toBeVisible();
    await expect(featuredFoods(page).locator('article')).toHaveCount(8);
    await expect(page.getByRole('heading', { name: 'Moments at Burger House' })).toHaveCount(0);
  });

  test('support and how-it-works lead to contact, the phone and the menu', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('link', { name: 'Read our story' }).click();
    await expect(page).toHaveURL(/\/about$/);
    await page.goto('/');
    const support = page.getByRole('region', { name: "We're here to help" });
    await expect(support.getByText('50K+')).toBeVisible();
    await expect(support.getByRole('link', { name: /^Call / })).toHaveAttribute(
      'href',
      /^tel:\+977\d+$/,
    );
    await support.getByRole('link', { name: 'Chat with us' }).click();
    await expect(page).toHaveURL(/\/contact$/);

    await page.goto('/');
    await page.getByRole('link', { name: 'Explore the Menu' }).click();
    await expect(page).toHaveURL(/\/menu$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(/our menu/i);
  });
});
