import { readFile } from 'node:fs/promises';
import { signInAsAdmin } from './support/admin.ts';
import { seriousViolations, skipEventPopup } from './support/axe.ts';
import { type Download, expect, type Locator, type Page, test } from './support/test.ts';

/*
 * The back office's Gallery, Contacts and Feedback sections, as an admin uses them: a gallery
 * made with pictures shows in the shop, a visitor's message and feedback arrive, are opened,
 * handled and exported as CSV (docs/product-rules.md#contacts-and-feedback, #csv-exports).
 */

test.beforeEach(async ({ page }) => {
  await skipEventPopup(page);
  await signInAsAdmin(page);
});

/** Something no other test (or earlier run) has written, to find our own rows. */
const unique = (label: string) => `${label} ${Date.now().toString(36)}${test.info().workerIndex}`;

const BOM = '\uFEFF';

/** When a message or feedback came, as its details write it: 'Jun 1, 2025, 12:00 PM'. */
const RECEIVED_AT = /\w{3} \d{1,2}, \d{4}, \d{1,2}:\d{2} (AM|PM)/;
/** The same in a row: the day, and the time under it. */
const RECEIVED_ROW = /\w{3} \d{1,2}, \d{4}\s*\d{1,2}:\d{2} (AM|PM)/;

/** Coloured PNG photos drawn by the browser, as a phone would hand them over. */
async function photos(page: Page, colours: readonly string[]) {
  const encoded = await page.evaluate(
    (fills) =>
      fills.map((fill) => {
        const canvas = document.createElement('canvas');
        canvas.width = 320;
        canvas.height = 240;
        const context = canvas.getContext('2d');
        if (!context) throw new Error('no 2d canvas');
        context.fillStyle = fill;
        context.fillRect(0, 0, 320, 240);
        context.fillStyle = 'rgba(255,255,255,0.6)';
        context.beginPath();
        context.arc(160, 120, 70, 0, Math.PI * 2);
        context.fill();
        return canvas.toDataURL('image/png').split(',')[1] ?? '';
      }),
    [...colours],
  );
  return encoded.map((base64, i) => ({
    name: `photo-${i + 1}.png`,
    mimeType: 'image/png',
    buffer: Buffer.from(base64, 'base64'),
  }));
}

async function downloadedText(download: Download): Promise<string> {
  const file = await download.path();
  return readFile(file, 'utf8');
}

/** A figure of a section's stat cards, by its label. */
function figure(page: Page, list: string, label: string): Locator {
  return page
    .getByLabel(list)
    .locator('div', { has: page.getByText(label, { exact: true }) })
    .locator('dd');
}

test.describe('the gallery section', () => {
  test('creates a gallery with pictures that shows in the shop, edits and deletes it @desktop-only', async ({
    page,
  }) => {
    // A whole gallery's life: five pictures re-encoded on upload, two axe scans, the shop's
    // page, an edit and a delete. It takes about 35 s on the 2-core machine.
    test.setTimeout(75_000);
    const title = unique('Indra Jatra');
    await page.goto('/admin/gallery');
    await expect(page.getByRole('heading', { level: 1, name: 'Gallery Management' })).toBeVisible();

    await page.getByRole('button', { name: 'Add Gallery' }).first().click();
    const form = page.getByRole('dialog', { name: 'Add New Gallery' });
    await expect(form.getByLabel('Title', { exact: true })).toBeFocused();
    await form.getByRole('button', { name: 'Create Gallery' }).click();
    await expect(form.getByText('Title is required')).toBeVisible();
    await expect(form.getByText('At least one image is required for new gallery')).toBeVisible();

    await form.getByLabel('Title', { exact: true }).fill(title);
    await form.getByLabel(/^Description/).fill('Masked dancers and the chariot in Basantapur.');
    await form.getByLabel(/^Category/).fill('x'.repeat(51));
    await form.getByLabel(/^Tags/).fill('festival, basantapur');
    await form
      .locator('input[type="file"]')
      .setInputFiles(await photos(page, ['#b91c1c', '#c2410c', '#a16207', '#15803d', '#1d4ed8']));
    await expect(form.getByRole('list', { name: 'Chosen photos' }).getByRole('img')).toHaveCount(5);
    await form.getByRole('button', { name: 'Create Gallery' }).click();
    await expect(form.getByText('Maximum 50 characters', { exact: true })).toBeVisible();
    await form.getByLabel(/^Category/).fill('Events');
    expect(await seriousViolations(page)).toEqual([]);
    await form.getByRole('button', { name: 'Create Gallery' }).click();

    await expect(page.getByText('Gallery created successfully!')).toBeVisible();
    await expect(form).toHaveCount(0);
    const card = page.getByRole('article', { name: title });
    await expect(card).toBeVisible();
    await expect(card.getByText('Active', { exact: true })).toBeVisible();
    await expect(card.getByText('events', { exact: true })).toBeVisible();
    await expect(card.getByText('5 images')).toBeVisible();
    await expect(card.getByText('#festival')).toBeVisible();
    await expect(card.getByText('#basantapur')).toBeVisible();
    // Four pictures, the fourth under '+2' (5 − 3).
    await expect(card.getByRole('img')).toHaveCount(4);
    await expect(card.getByText('+2', { exact: true })).toBeVisible();
    // The success toast goes after 3 seconds.
    await expect(page.getByText('Gallery created successfully!')).toHaveCount(0, {
      timeout: 5_000,
    });
    expect(await seriousViolations(page)).toEqual([]);

    await page.goto('/gallery');
    const shopTiles = page
      .getByRole('region', { name: 'All photos' })
      .getByRole('button', { name: new RegExp(title) });
    await expect(shopTiles).toHaveCount(5);
    await expect(shopTiles.first().locator('img')).toHaveAttribute(
      'src',
      /^\/uploads\/gallery\/.+\.webp$/,
    );

    await page.goto('/admin/gallery');
    await page.getByRole('searchbox', { name: 'Search galleries' }).fill(title.toUpperCase());
    await expect(page.getByRole('article')).toHaveCount(1);
    await card.getByRole('button', { name: `Edit ${title}` }).click();
    const editForm = page.getByRole('dialog', { name: 'Edit Gallery' });
    await expect(editForm.getByLabel('Title', { exact: true })).toHaveValue(title);
    await expect(editForm.getByLabel(/^Tags/)).toHaveValue('festival, basantapur');
    await expect(
      editForm.getByText('Leave empty to keep the 5 current images; new images replace them.'),
    ).toBeVisible();
    await editForm.getByLabel('Title', { exact: true }).fill(`${title} 2025`);
    await editForm.getByLabel('Status').selectOption('inactive');
    await editForm.getByRole('button', { name: 'Update Gallery' }).click();
    await expect(page.getByText('Gallery updated successfully!')).toBeVisible();
    const edited = page.getByRole('article', { name: `${title} 2025` });
    await expect(edited.getByText('Inactive', { exact: true })).toBeVisible();
    await expect(edited.getByText('5 images')).toBeVisible();

    await page.goto('/gallery');
    await expect(
      page.getByRole('region', { name: 'All photos' }).getByRole('button').first(),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: new RegExp(title) })).toHaveCount(0);

    await page.goto('/admin/gallery');
    await page.getByRole('searchbox', { name: 'Search galleries' }).fill(title);
    await edited.getByRole('button', { name: `Delete ${title} 2025` }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete gallery' });
    await expect(confirm.getByText('Are you sure you want to delete this gallery?')).toBeVisible();
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText('Gallery deleted successfully')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'No galleries found' })).toBeVisible();
  });

  test('pages through the galleries @desktop-only', async ({ page }) => {
    // Six seeded galleries fill a page: one more, inactive so the shop never shows it, makes two.
    const session = await signInAsAdmin(page);
    const auth = { authorization: `Bearer ${session.token}` };
    const created = await page.request.post('/api/gallery', {
      headers: auth,
      multipart: {
        title: unique('Back office only'),
        isActive: 'false',
        images: (await photos(page, ['#334155']))[0] ?? '',
      },
    });
    expect(created.status(), await created.text()).toBe(201);
    const { id } = (await created.json()).data as { id: number };
    try {
      await page.goto('/admin/gallery');
      const pager = page.getByRole('navigation', { name: 'Gallery pages' });
      await expect(pager.getByText(/^Page 1 of \d+$/)).toBeVisible();
      await expect(pager.getByRole('button', { name: 'Previous' })).toBeDisabled();
      await expect(page.getByRole('article')).toHaveCount(6);
      const first = await page.getByRole('article').first().getAttribute('aria-label');
      await pager.getByRole('button', { name: 'Next' }).click();
      await expect(pager.getByText(/^Page 2 of \d+$/)).toBeVisible();
      await expect(page.getByRole('article').first()).not.toHaveAttribute(
        'aria-label',
        first ?? '',
      );
      await pager.getByRole('button', { name: 'Previous' }).click();
      await expect(pager.getByText(/^Page 1 of \d+$/)).toBeVisible();
    } finally {
      await page.request.delete(`/api/gallery/${id}`, { headers: auth });
    }
  });
});

test.describe('the contacts section', () => {
  test('shows a visitor’s message unread until opened, exports it escaped and deletes it @desktop-only', async ({
    page,
  }) => {
    const subject = unique('Corner table');
    const message = '=HYPERLINK("http://evil.example","Click me")\nand a second line';

    await page.goto('/contact');
    const contactForm = page.getByRole('form', { name: 'Send us a message' });
    await contactForm.getByLabel('Your name', { exact: true }).fill('Nirmala Thapa');
    await contactForm.getByLabel('Email address', { exact: true }).fill('nirmala@example.com');
    await contactForm.getByLabel('Subject', { exact: true }).fill(subject);
    await contactForm.getByLabel('Message', { exact: true }).fill(message);
    await contactForm.getByRole('button', { name: 'Send Message' }).click();
    await expect(
      page.getByText('Thank you for your message! We will get back to you soon.'),
    ).toBeVisible();

    await page.goto('/admin/contacts');
    await expect(page.getByRole('heading', { level: 1, name: 'Contact Messages' })).toBeVisible();
    for (const label of ['Total Messages', 'Unread', 'This Week', 'Today']) {
      await expect(figure(page, 'Contact figures', label)).toHaveText(/^\d+$/);
    }
    await page.getByRole('searchbox', { name: 'Search contacts' }).fill(subject.toLowerCase());
    const rows = page.getByRole('table', { name: 'Contact messages' }).getByRole('row');
    await expect(rows).toHaveCount(2);
    const row = rows.nth(1);
    await expect(row).toContainText('Nirmala Thapa');
    await expect(row).toContainText('nirmala@example.com');
    await expect(row).toContainText(RECEIVED_ROW);
    await expect(row.getByText('Unread', { exact: true })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);

    const opened = page.waitForResponse((r) => /\/api\/contact\/\d+$/.test(r.url()));
    await row.getByRole('button', { name: 'View message from Nirmala Thapa' }).click();
    expect((await opened).status()).toBe(200);
    const detail = page.getByRole('dialog', { name: 'Contact Details' });
    await expect(detail.getByText(subject)).toBeVisible();
    await expect(detail.getByText('=HYPERLINK("http://evil.example","Click me")')).toBeVisible();
    await expect(detail.getByText(RECEIVED_AT)).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await detail.getByRole('button', { name: 'Close' }).click();
    await expect(row.getByText('Unread', { exact: true })).toHaveCount(0);

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('contacts.csv');
    const lines = (await downloadedText(download)).split('\r\n');
    expect(lines).toHaveLength(3);
    expect(lines[0]).toBe(`${BOM}"Name","Email","Subject","Message","Date"`);
    expect(lines[1]).toMatch(
      new RegExp(
        `^"Nirmala Thapa","nirmala@example.com","${subject}",` +
          '"\'=HYPERLINK\\(""http://evil.example"",""Click me""\\) and a second line",' +
          '"\\d{4}-\\d{2}-\\d{2} \\d{2}:\\d{2}"$',
      ),
    );
    expect(lines[2]).toBe('');

    await row.getByRole('button', { name: 'Delete message from Nirmala Thapa' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete contact' });
    await expect(confirm.getByText('Are you sure you want to delete this contact?')).toBeVisible();
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByRole('heading', { name: 'No contacts found' })).toBeVisible();
  });
});

test.describe('the feedback section', () => {
  test('changes a feedback’s status, shows its photo, exports it escaped and deletes it @desktop-only', async ({
    page,
  }) => {
    const name = unique('Suman Karki');
    const [photo] = await photos(page, ['#7c3aed']);
    const sent = await page.request.post('/api/feedback', {
      multipart: {
        name,
        email: 'suman@example.com',
        rating: '2',
        category: 'complaint',
        message: '=1+1 fries were cold\nbut the burger was fine',
        images: photo ?? '',
      },
    });
    expect(sent.status(), await sent.text()).toBe(201);

    await page.goto('/admin/feedbacks');
    await expect(page.getByRole('heading', { level: 1, name: 'Customer Feedback' })).toBeVisible();
    for (const label of ['Total Feedback', 'Pending Review', 'Average Rating', 'This Week']) {
      await expect(figure(page, 'Feedback figures', label)).toHaveText(/^\d+(\.\d)?$/);
    }
    await expect(
      page.getByLabel('Category', { exact: true }).getByRole('option', { name: 'Complaint' }),
    ).toHaveCount(1);
    await page.getByRole('searchbox', { name: 'Search feedback' }).fill(name.toUpperCase());
    const table = page.getByRole('table', { name: 'Customer feedback' });
    await expect(table.getByRole('row')).toHaveCount(2);
    const row = table.getByRole('row').nth(1);
    await expect(row).toContainText('suman@example.com');
    await expect(row).toContainText('Complaint');
    await expect(row).toContainText('1 image');
    await expect(row).toContainText(RECEIVED_ROW);
    await expect(row.getByText('Rated 2.0 out of 5')).toHaveCount(1);
    const status = row.getByRole('combobox', { name: `Status of feedback from ${name}` });
    await expect(status).toHaveValue('pending');
    expect(await seriousViolations(page)).toEqual([]);

    const saved = page.waitForResponse(
      (r) => r.request().method() === 'PUT' && r.url().includes('/api/feedback/'),
    );
    await status.selectOption('resolved');
    expect((await saved).status()).toBe(200);
    await expect(status).toHaveValue('resolved');
    await page.reload();
    await page.getByRole('searchbox', { name: 'Search feedback' }).fill(name);
    await expect(table.getByRole('row')).toHaveCount(2);
    await expect(status).toHaveValue('resolved');

    await page.getByLabel('Rating', { exact: true }).selectOption('5');
    await expect(page.getByRole('heading', { name: 'No feedbacks found' })).toBeVisible();
    await page.getByLabel('Rating', { exact: true }).selectOption('2');
    await page.getByLabel('Category', { exact: true }).selectOption('complaint');
    await expect(table.getByRole('row')).toHaveCount(2);

    await row.getByRole('button', { name: `View feedback from ${name}` }).click();
    const detail = page.getByRole('dialog', { name: 'Feedback Details' });
    await expect(detail.getByText('=1+1 fries were cold')).toBeVisible();
    const thumbnail = detail.getByRole('button', { name: 'Open image 1 full size' });
    await expect(thumbnail.getByRole('img')).toHaveAttribute('src', /^blob:/);
    await thumbnail.click();
    const viewer = page.getByRole('dialog', { name: 'Image 1 of 1' });
    await expect(viewer.getByRole('img', { name: `Photo 1 from ${name}` })).toHaveAttribute(
      'src',
      /^blob:/,
    );
    expect(await seriousViolations(page)).toEqual([]);
    await viewer.getByRole('button', { name: 'Close' }).click();
    await detail.getByRole('button', { name: 'Close' }).click();

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('feedbacks.csv');
    const lines = (await downloadedText(download)).split('\r\n');
    expect(lines).toHaveLength(3);
    expect(lines[0]).toBe(`${BOM}"Name","Email","Category","Rating","Message","Status","Date"`);
    expect(lines[1]).toMatch(
      new RegExp(
        `^"${name}","suman@example.com","complaint","2",` +
          `"'=1\\+1 fries were cold but the burger was fine","resolved",` +
          '"\\d{4}-\\d{2}-\\d{2} \\d{2}:\\d{2}"$',
      ),
    );

    await row.getByRole('button', { name: `Delete feedback from ${name}` }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete feedback' });
    await expect(confirm.getByText('Are you sure you want to delete this feedback?')).toBeVisible();
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByRole('heading', { name: 'No feedbacks found' })).toBeVisible();
  });

  test('keeps the customers’ photos away from anyone but an admin', async ({ page }) => {
    const [photo] = await photos(page, ['#0f766e']);
    const name = unique('Private Photo');
    await page.request.post('/api/feedback', {
      multipart: {
        name,
        email: 'private@example.com',
        rating: '5',
        category: 'food',
        message: 'A photo only the restaurant should see.',
        images: photo ?? '',
      },
    });
    const session = await signInAsAdmin(page);
    const auth = { authorization: `Bearer ${session.token}` };
    const list = await page.request.get(`/api/feedback?search=${encodeURIComponent(name)}`, {
      headers: auth,
    });
    const [item] = (await list.json()).data.feedback as { images: string[] }[];
    const fileName = item?.images[0] ?? '';
    expect(fileName).toMatch(/\.webp$/);
    // page.request sends no staff token: the browser keeps it in localStorage.
    expect((await page.request.get(`/uploads/feedback/${fileName}`)).status()).toBe(401);
    expect((await page.request.get(`/api/feedback/image/${fileName}`)).status()).toBe(401);
    const admin = await page.request.get(`/api/feedback/image/${fileName}`, { headers: auth });
    expect(admin.status()).toBe(200);
    expect(admin.headers()['content-type']).toBe('image/webp');
  });
});

test.describe('on a phone', () => {
  for (const [path, heading] of [
    ['/admin/gallery', 'Gallery Management'],
    ['/admin/contacts', 'Contact Messages'],
    ['/admin/feedbacks', 'Customer Feedback'],
  ] as const) {
    test(`${path} fits the screen, its table scrolling on its own @phone-only`, async ({
      page,
    }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expect(page.getByRole('article').or(page.getByRole('table')).first()).toBeVisible();
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow).toBeLessThanOrEqual(0);
      expect(await seriousViolations(page)).toEqual([]);
    });
  }
});
