import { seriousViolations, skipEventPopup } from './support/axe.ts';
import { renderPagesInBrowser } from './support/browser-rendering.ts';
import { expect, type Page, test } from './support/test.ts';

interface Gallery {
  title: string;
  category: string;
  featured: boolean;
  images: string[];
}

const allPhotos = (page: Page) => page.getByRole('region', { name: 'All photos' });
const tiles = (page: Page) => allPhotos(page).getByRole('button', { name: /open larger/ });
const filter = (page: Page, name: string) =>
  allPhotos(page).getByRole('button', { name: new RegExp(`^${name}\\b`) });
const isGalleryList = (url: URL) => url.pathname === '/api/gallery';

async function seededGalleries(page: Page): Promise<Gallery[]> {
  return (await (await page.request.get('/api/gallery')).json()).data;
}

test.beforeEach(async ({ page }) => {
  await skipEventPopup(page);
});

test.describe('the gallery page', () => {
  test('counts collections, photos and categories, and shows every photo', async ({ page }) => {
    const galleries = await seededGalleries(page);
    const photos = galleries.reduce((sum, g) => sum + g.images.length, 0);
    const categories = new Set(galleries.map((g) => g.category)).size;

    await page.goto('/gallery');
    await expect(page).toHaveTitle(/Photo Gallery/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/life at burger house/i);
    const figures = page.getByRole('list', { name: 'The gallery in numbers' });
    await expect(figures.getByRole('listitem').nth(0)).toHaveText(
      `${galleries.length} Collections`,
    );
    await expect(figures.getByRole('listitem').nth(1)).toHaveText(`${photos} Photos`);
    await expect(figures.getByRole('listitem').nth(2)).toHaveText(`${categories} Categories`);

    await expect(tiles(page)).toHaveCount(photos);
    const image = tiles(page).first().locator('img');
    await expect(image).toHaveAttribute('src', /^\/uploads\/gallery\/.+\.webp$/);
    await expect(image).toHaveAttribute('alt', /.+/);
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('filters by category, keeps the choice in the URL and follows a shared link', async ({
    page,
  }) => {
    const galleries = await seededGalleries(page);
    const foodPhotos = galleries
      .filter((g) => g.category === 'food')
      .reduce((sum, g) => sum + g.images.length, 0);
    await page.goto('/gallery');
    for (const name of ['All', 'Food', 'Restaurant', 'Events', 'Team', 'Other']) {
      await expect(filter(page, name)).toBeVisible();
    }
    await expect(filter(page, 'All')).toHaveAttribute('aria-pressed', 'true');

    await filter(page, 'Food').click();
    await expect(page).toHaveURL(/\/gallery\?category=food$/);
    await expect(filter(page, 'Food')).toHaveAttribute('aria-pressed', 'true');
    await expect(tiles(page)).toHaveCount(foodPhotos);
    const labels = await tiles(page).allTextContents();
    expect(labels.every((label) => label.startsWith('Food'))).toBe(true);

    await page.goBack();
    await expect(page).toHaveURL(/\/gallery$/);
    await expect(filter(page, 'All')).toHaveAttribute('aria-pressed', 'true');

    await page.goto('/gallery?category=food');
    await expect(tiles(page)).toHaveCount(foodPhotos);
  });

  test('says No images found for an empty category, with a way back', async ({ page }) => {
    const withoutTeam = (await seededGalleries(page)).filter((g) => g.category !== 'team');
    await renderPagesInBrowser(page);
    await page.route(isGalleryList, (route) =>
      route.fulfill({ json: { success: true, data: withoutTeam, message: 'ok' } }),
    );
    await page.goto('/gallery');
    await filter(page, 'Team').click();
    await expect(page.getByRole('heading', { name: 'No images found' })).toBeVisible();
    await expect(tiles(page)).toHaveCount(0);
    await page.getByRole('button', { name: 'Show all photos' }).click();
    await expect(page).toHaveURL(/\/gallery$/);
    await expect(tiles(page).first()).toBeVisible();
  });

  test('opens a photo in the lightbox; previous and next wrap around', { tag: '@phone' }, async ({
    page,
  }) => {
    await page.goto('/gallery?category=events');
    await expect(tiles(page).first()).toBeVisible();
    const count = await tiles(page).count();
    expect(count).toBeGreaterThan(1);
    await tiles(page).first().click();
    const lightbox = page.getByRole('dialog');
    const counter = lightbox.getByText(/^\d+ \/ \d+$/);
    await expect(counter).toHaveText(`1 / ${count}`);
    await expect(lightbox.getByRole('img')).toHaveAttribute('alt', /, photo 1 of/);

    await lightbox.getByRole('button', { name: 'Previous photo' }).click();
    await expect(counter).toHaveText(`${count} / ${count}`);
    await lightbox.getByRole('button', { name: 'Next photo' }).click();
    await expect(counter).toHaveText(`1 / ${count}`);
    await page.keyboard.press('ArrowLeft');
    await expect(counter).toHaveText(`${count} / ${count}`);
    expect(await seriousViolations(page)).toEqual([]);

    await lightbox.getByRole('button', { name: 'Close' }).click();
    await expect(lightbox).toHaveCount(0);
    await expect(tiles(page).first()).toBeFocused();
  });

  test('features galleries in a slider with previous/next and dots', async ({ page }) => {
    const featured = (await seededGalleries(page)).filter((g) => g.featured);
    await page.goto('/gallery');
    const slider = page.getByRole('region', { name: 'Featured galleries' });
    await expect(slider.getByRole('heading', { level: 3 })).toHaveText(featured[0]?.title ?? '');
    await expect(slider.getByRole('button', { name: /^Show gallery \d/ })).toHaveCount(
      featured.length,
    );
    await slider.getByRole('button', { name: 'Previous gallery' }).click();
    await expect(slider.getByRole('heading', { level: 3 })).toHaveText(
      featured.at(-1)?.title ?? '',
    );
  });

  test("shows the server's message on failure and recovers with Try Again", async ({ page }) => {
    await renderPagesInBrowser(page);
    await page.route(isGalleryList, (route) =>
      route.fulfill({ status: 400, json: { error: 'VALIDATION_FAILED', message: 'Bad gallery' } }),
    );
    await page.goto('/gallery');
    const failure = page.getByRole('alert');
    await expect(failure).toContainText('Bad gallery');
    await page.unroute(isGalleryList);
    await failure.getByRole('button', { name: 'Try Again' }).click();
    await expect(tiles(page).first()).toBeVisible();
  });

  test('says Error connecting to server when the network fails', async ({ page }) => {
    await renderPagesInBrowser(page);
    await page.route(isGalleryList, (route) => route.abort());
    await page.goto('/gallery');
    // The client retries a dropped connection twice before giving up.
    await expect(page.getByRole('alert')).toContainText('Error connecting to server', {
      timeout: 15_000,
    });
  });
});
