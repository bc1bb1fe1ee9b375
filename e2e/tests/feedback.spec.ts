import { seriousViolations, skipEventPopup } from './support/axe.ts';
import { holdRequests } from './support/hold-request.ts';
import { expect, type Locator, type Page, test } from './support/test.ts';

// A real 1×1 PNG, which the server decodes and re-encodes.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);
const png = (name: string) => ({ name, mimeType: 'image/png', buffer: PNG });

test.beforeEach(async ({ page }) => {
  // The event popup would cover the page after 5 s: mark it as seen for this tab.
  await skipEventPopup(page);
});

const field = (scope: Locator, label: string) => scope.getByLabel(label, { exact: true });

interface SentForms {
  __sentForms: Array<Array<[string, string]>>;
}

/** Keeps, in the page, the fields of every FormData the page sends with fetch. */
async function recordSentForms(page: Page) {
  await page.addInitScript(() => {
    const record: SentForms['__sentForms'] = [];
    (window as unknown as SentForms).__sentForms = record;
    const send = window.fetch.bind(window);
    window.fetch = (input, init) => {
      if (init?.body instanceof FormData) {
        record.push(
          [...init.body.entries()].map(([key, value]) => [
            key,
            typeof value === 'string' ? value : `${value.name} (${value.type})`,
          ]),
        );
      }
      return send(input, init);
    };
  });
}

/** Clicks a star as a person would: on its picture (the radio button itself is hidden). */
async function chooseStars(scope: Locator, stars: number) {
  const name = `${stars} ${stars === 1 ? 'star' : 'stars'}`;
  await scope
    .locator('label')
    .filter({ has: scope.page().getByRole('radio', { name, exact: true }) })
    .click();
  await expect(scope.getByRole('radio', { name })).toBeChecked();
}

async function fillSender(scope: Locator, message = 'The timur chicken was crisp and hot.') {
  await field(scope, 'Your name').fill('Asha Gurung');
  await field(scope, 'Email address').fill('asha@example.com');
  await field(scope, 'Your feedback').fill(message);
}

test.describe('the feedback page', () => {
  const form = (page: Page) => page.getByRole('form', { name: 'Share your feedback' });
  const submit = (page: Page) => form(page).getByRole('button', { name: 'Submit Feedback' });
  const photos = (page: Page) => form(page).locator('input[type="file"]');
  const previews = (page: Page) => form(page).getByRole('list', { name: 'Chosen photos' });

  test.beforeEach(async ({ page }) => {
    await page.goto('/feedback');
  });

  test('starts at 5 stars and General, with no floating button on this page', async ({ page }) => {
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/give feedback/i);
    const rating = form(page).getByRole('radiogroup', { name: 'Your rating' });
    await expect(rating.getByRole('radio', { name: '5 stars' })).toBeChecked();
    const category = form(page).getByRole('radiogroup', { name: 'Category' });
    await expect(category.getByRole('radio')).toHaveCount(7);
    await expect(category.getByRole('radio', { name: 'General' })).toBeChecked();
    await expect(page.getByRole('button', { name: 'Feedback', exact: true })).toHaveCount(0);
  });

  test('names every missing or malformed field', async ({ page }) => {
    await submit(page).click();
    await expect(page.getByText('Please fix the errors in the form')).toBeVisible();
    await expect(field(form(page), 'Your name')).toHaveAccessibleDescription('Name is required');
    await expect(field(form(page), 'Email address')).toHaveAccessibleDescription(
      'Email is required',
    );
    await expect(field(form(page), 'Your feedback')).toHaveAccessibleDescription(
      'Message is required',
    );
    await expect(field(form(page), 'Your name')).toBeFocused();

    await field(form(page), 'Your name').fill('A');
    await field(form(page), 'Email address').fill('asha@@example.com');
    await field(form(page), 'Your feedback').fill('Too short');
    await submit(page).click();
    for (const message of [
      'Name must be at least 2 characters long',
      'Please enter a valid email address',
      'Message must be at least 10 characters long',
    ]) {
      await expect(form(page).getByText(message)).toBeVisible();
    }
  });

  test('sends stars, category, message and a photo as multipart, then thanks and resets', async ({
    page,
  }) => {
    await recordSentForms(page);
    await page.reload();
    await fillSender(form(page));
    const rating = form(page).getByRole('radiogroup', { name: 'Your rating' });
    // Keyboard: from 5 stars, the left arrow moves the choice to 4.
    await rating.getByRole('radio', { name: '5 stars' }).focus();
    await page.keyboard.press('ArrowLeft');
    await expect(rating.getByRole('radio', { name: '4 stars' })).toBeChecked();
    await form(page).getByText('Food quality').click();
    await photos(page).setInputFiles(png('burger.png'));
    await expect(previews(page).getByRole('img', { name: 'burger.png' })).toHaveAttribute(
      'src',
      /^blob:/,
    );

    const request = page.waitForRequest('**/api/feedback');
    await submit(page).click();
    expect((await request).headers()['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    // The browser does not expose a multipart body with files: read what the page handed fetch.
    expect(await page.evaluate(() => (window as unknown as SentForms).__sentForms)).toEqual([
      [
        ['name', 'Asha Gurung'],
        ['email', 'asha@example.com'],
        ['rating', '4'],
        ['category', 'food_quality'],
        ['message', 'The timur chicken was crisp and hot.'],
        ['images', 'burger.png (image/png)'],
      ],
    ]);

    await expect(form(page).getByText('Thank you for your feedback!')).toBeVisible();
    await expect(field(form(page), 'Your name')).toHaveValue('');
    await expect(rating.getByRole('radio', { name: '5 stars' })).toBeChecked();
    await expect(previews(page)).toHaveCount(0);
  });

  test('previews up to 5 photos and removes one', async ({ page }) => {
    await photos(page).setInputFiles([png('one.png'), png('two.png')]);
    await expect(previews(page).getByRole('img')).toHaveCount(2);
    await expect(form(page).getByText('2 / 5')).toBeVisible();
    await previews(page).getByRole('button', { name: 'Remove one.png' }).click();
    await expect(previews(page).getByRole('img')).toHaveCount(1);
    await expect(previews(page).getByRole('img', { name: 'two.png' })).toBeVisible();
  });

  test('refuses a sixth photo', async ({ page }) => {
    const six = ['1', '2', '3', '4', '5', '6'].map((n) => png(`photo-${n}.png`));
    await photos(page).setInputFiles(six);
    await expect(form(page).getByText('You can upload maximum 5 images')).toBeVisible();
    await expect(previews(page)).toHaveCount(0);

    await photos(page).setInputFiles(six.slice(0, 5));
    await expect(previews(page).getByRole('img')).toHaveCount(5);
    await photos(page).setInputFiles(six.slice(5));
    await expect(form(page).getByText('You can upload maximum 5 images')).toBeVisible();
    await expect(previews(page).getByRole('img')).toHaveCount(5);
  });

  test('refuses a text file that calls itself fake.jpg', async ({ page }) => {
    await photos(page).setInputFiles({
      name: 'fake.jpg',
      mimeType: 'image/jpeg',
      buffer: Buffer.from('I am not a picture, just words.'),
    });
    await expect(form(page).getByText('fake.jpg is not a valid image file')).toBeVisible();
    await expect(previews(page)).toHaveCount(0);
  });

  test('refuses a 6 MB photo', async ({ page }) => {
    const buffer = Buffer.alloc(6 * 1024 * 1024);
    PNG.copy(buffer);
    await photos(page).setInputFiles({ name: 'huge.png', mimeType: 'image/png', buffer });
    await expect(form(page).getByText('huge.png is too large. Maximum size is 5MB')).toBeVisible();
    await expect(previews(page)).toHaveCount(0);
  });

  test('shows a file name that holds HTML as text', async ({ page }) => {
    const name = '<img src=x onerror="window.__pwned=1">.png';
    await photos(page).setInputFiles({ name, mimeType: 'text/plain', buffer: Buffer.from('x') });
    await expect(form(page).getByText(`${name} is not a valid image file`)).toBeVisible();
    await expect(page.locator('main img[src="x"]')).toHaveCount(0);
    expect(await page.evaluate(() => '__pwned' in window)).toBe(false);
  });

  test('says the network is down when the server cannot be reached', async ({ page }) => {
    await page.route('**/api/feedback', (route) => route.abort());
    await fillSender(form(page));
    await submit(page).click();
    await expect(
      form(page).getByText('Network error. Please check your connection and try again.'),
    ).toBeVisible();
  });

  test('falls back to its own message when the server fails without one', async ({ page }) => {
    await page.route('**/api/feedback', (route) => route.fulfill({ status: 500, body: '' }));
    await fillSender(form(page));
    await submit(page).click();
    await expect(
      form(page).getByText('Failed to submit feedback. Please try again.'),
    ).toBeVisible();
  });

  test('has no serious accessibility problems, with or without errors', { tag: '@phone' }, async ({
    page,
  }) => {
    await expect(submit(page)).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await submit(page).click();
    await expect(form(page).getByText('Name is required')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
});

test.describe('the floating feedback button', () => {
  const dialog = (page: Page) => page.getByRole('dialog', { name: 'Share Your Feedback' });
  const submit = (page: Page) => dialog(page).getByRole('button', { name: 'Submit Feedback' });

  test.beforeEach(async ({ page }) => {
    await page.goto('/meals');
    await page.getByRole('button', { name: 'Feedback', exact: true }).click();
    await expect(dialog(page)).toBeVisible();
  });

  test('asks for a star and a category before it sends', async ({ page }) => {
    const rating = dialog(page).getByRole('radiogroup', { name: 'Your rating' });
    await expect(rating.getByRole('radio', { checked: true })).toHaveCount(0);
    await fillSender(dialog(page));
    await submit(page).click();
    await expect(dialog(page).getByText('Please choose a rating from 1 to 5 stars')).toBeVisible();
    await expect(dialog(page).getByText('Please choose a feedback category')).toBeVisible();
    const categories = dialog(page).getByRole('radiogroup', { name: 'Category' });
    await expect(categories.getByRole('radio')).toHaveCount(5);
  });

  test('submits as JSON, thanks, clears the form and closes after 2 seconds', async ({ page }) => {
    const held = await holdRequests(page, '**/api/feedback');
    await fillSender(dialog(page));
    await chooseStars(dialog(page), 4);
    await dialog(page).getByText('Food', { exact: true }).click();
    const request = page.waitForRequest('**/api/feedback');
    await submit(page).click();
    await expect(dialog(page).getByRole('button', { name: 'Submitting...' })).toBeDisabled();
    held.release();
    expect((await request).postDataJSON()).toEqual({
      name: 'Asha Gurung',
      email: 'asha@example.com',
      rating: 4,
      category: 'food',
      message: 'The timur chicken was crisp and hot.',
    });
    await expect(dialog(page).getByText('Thank you for your feedback!')).toBeVisible();
    const thankedAt = Date.now();
    await expect(field(dialog(page), 'Your name')).toHaveValue('');
    await expect(dialog(page)).toBeHidden({ timeout: 4_000 });
    expect(Date.now() - thankedAt).toBeGreaterThan(1_500);

    await page.getByRole('button', { name: 'Feedback', exact: true }).click();
    await expect(dialog(page).getByText('Thank you for your feedback!')).toHaveCount(0);
    await expect(dialog(page).getByRole('radio', { checked: true })).toHaveCount(0);
  });

  test("keeps the server's refusal on screen until the visitor edits", async ({ page }) => {
    await page.clock.install();
    await page.route('**/api/feedback', (route) => route.fulfill({ status: 500, body: '' }));
    await fillSender(dialog(page));
    await chooseStars(dialog(page), 2);
    await dialog(page).getByText('Service', { exact: true }).click();
    await submit(page).click();
    const failure = dialog(page).getByText('Failed to submit feedback. Please try again.');
    await expect(failure).toBeVisible();
    // Well past the 2 seconds after which a thank-you closes the dialog.
    await page.clock.runFor(5_000);
    await expect(failure).toBeVisible();
    await expect(field(dialog(page), 'Your name')).toHaveValue('Asha Gurung');

    await field(dialog(page), 'Your name').fill('Asha G.');
    await expect(failure).toHaveCount(0);
    await expect(dialog(page)).toBeVisible();
  });

  test('says so when the network is down', async ({ page }) => {
    await page.route('**/api/feedback', (route) => route.abort());
    await fillSender(dialog(page));
    await chooseStars(dialog(page), 5);
    await dialog(page).getByText('Other', { exact: true }).click();
    await submit(page).click();
    await expect(
      dialog(page).getByText('Error submitting feedback. Please try again.'),
    ).toBeVisible();
  });

  test('keeps a draft when closed, and has no serious accessibility problems', {
    tag: '@phone',
  }, async ({ page }) => {
    expect(await seriousViolations(page)).toEqual([]);
    await field(dialog(page), 'Your name').fill('Bikash');
    await page.keyboard.press('Escape');
    await expect(dialog(page)).toBeHidden();
    await page.getByRole('button', { name: 'Feedback', exact: true }).click();
    await expect(field(dialog(page), 'Your name')).toHaveValue('Bikash');
  });
});

test.describe('the feedback tab', () => {
  for (const language of ['English', 'नेपाली']) {
    test(`stays in the page margin, clear of every meal card, in ${language}`, {
      tag: '@phone',
    }, async ({ page }) => {
      await skipEventPopup(page);
      await page.goto('/meals');
      if (language !== 'English') {
        await page.evaluate(() => localStorage.setItem('shop-language', 'ne'));
        await page.reload();
      }
      const tab = page.locator('button[aria-haspopup="dialog"]').last();
      const cards = page.locator('main article');
      await expect(cards.first()).toBeVisible();
      const tabBox = await tab.boundingBox();
      if (!tabBox) throw new Error('the feedback tab has no box');
      const cardRights = await cards.evaluateAll((all) =>
        all.map((card) => card.getBoundingClientRect().right),
      );
      for (const right of cardRights) expect(right).toBeLessThanOrEqual(tabBox.x);
    });
  }
});
