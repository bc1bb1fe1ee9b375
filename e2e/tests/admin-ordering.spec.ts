import { signInAsAdmin } from './support/admin.ts';
import { seriousViolations } from './support/axe.ts';
import { expect, type Page, test } from './support/test.ts';

/*
 * The back office's Ordering and Delivery areas screens (issue 21; docs/product-rules.md
 * #opening-hours, #busy-pause, #orders-for-later, #delivery-areas) against the real server:
 * the week's hours saved, a special day added and deleted, a pause with a reason resumed, the
 * settings for orders for later changed, and an area created, edited and deleted. Each test puts
 * back what it changed, since the shop's specs of the same run read the same hours.
 */

const DAY = 24 * 60 * 60 * 1000;

/** A calendar day in Kathmandu, `days` from now, as a date input holds it. */
const nepalDay = (days: number) =>
  new Date(Date.now() + days * DAY + (5 * 60 + 45) * 60 * 1000).toISOString().slice(0, 10);

const card = (page: Page, testId: string) => page.getByTestId(testId);
const dayRow = (page: Page, day: string) =>
  card(page, 'ordering-hours').locator(`[data-day="${day}"]`);

async function openOrdering(page: Page) {
  await signInAsAdmin(page);
  await page.goto('/admin/ordering');
  await expect(page.getByRole('heading', { level: 1, name: 'Ordering' })).toBeVisible();
}

test.describe('the Ordering screen', () => {
  test('shows delivery and pickup now and the hours, and passes an accessibility scan @phone', async ({
    page,
  }) => {
    await openOrdering(page);
    for (const kind of ['delivery', 'pickup']) {
      await expect(card(page, `ordering-status-${kind}`)).toHaveAttribute(
        'data-mode',
        /open|closed|paused/,
      );
    }
    await expect(dayRow(page, 'monday').getByLabel('Opens, Period 1 of Monday')).toBeVisible();
    await expect(page.getByText('A period may run past midnight')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('saves the week’s hours with a period past midnight, and puts them back', async ({
    page,
  }) => {
    await openOrdering(page);
    const sunday = dayRow(page, 'sunday');
    const periods = await sunday.getByRole('group').count();
    await page.getByRole('button', { name: 'Add a period to Sunday' }).click();
    const added = `Period ${periods + 1} of Sunday`;
    await sunday.getByLabel(`Opens, ${added}`).fill('23:30');
    await sunday.getByLabel(`Closes, ${added}`).fill('01:00');
    await expect(sunday.getByText('next day')).toBeVisible();
    // An overlap is refused in the server's words before anything is sent.
    if (periods > 0) {
      await sunday.getByLabel(`Opens, ${added}`).fill('12:00');
      await page.getByRole('button', { name: 'Save hours' }).click();
      await expect(sunday.getByText('The periods of Sunday must not overlap')).toBeVisible();
      await sunday.getByLabel(`Opens, ${added}`).fill('23:30');
    }
    await page.getByRole('button', { name: 'Save hours' }).click();
    await expect(
      page.getByText('Opening hours saved').or(page.getByText(/hours.*saved/i)),
    ).toBeVisible();
    await page.reload();
    await expect(dayRow(page, 'sunday').getByLabel(`Closes, ${added}`)).toHaveValue('01:00');
    // Pickup keeps its own hours; then the added period goes again.
    await page.getByRole('button', { name: `Remove period ${periods + 1} of Sunday` }).click();
    // The first save's message may still show: wait for this save's answer before reloading.
    const saved = page.waitForResponse(
      (response) =>
        response.url().endsWith('/api/admin/ordering/hours') &&
        response.request().method() === 'PUT',
    );
    await page.getByRole('button', { name: 'Save hours' }).click();
    expect((await saved).status()).toBe(200);
    await page.reload();
    await expect(dayRow(page, 'sunday').getByRole('group')).toHaveCount(periods);
  });

  test('adds a closed special day with a label and deletes it after asking', async ({ page }) => {
    await openOrdering(page);
    const date = nepalDay(20);
    await page.getByRole('button', { name: 'Add special day' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add a special day' });
    await dialog.getByLabel('Date').fill(date);
    await dialog.getByLabel('Label').fill('Staff outing');
    await dialog.getByRole('button', { name: 'Save special day' }).click();
    await expect(dialog).toBeHidden();
    const row = card(page, 'special-days').locator(`[data-date="${date}"]`);
    await expect(row).toContainText('Staff outing');
    await expect(row).toContainText('Closed all day');
    await row.getByRole('button', { name: /^Delete special day/ }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete special day?' });
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(row).toBeHidden();
  });

  test('pauses for 30 minutes with a reason, shows it, and resumes', async ({ page }) => {
    await openOrdering(page);
    await page.getByRole('button', { name: '30 min' }).click();
    await expect(page.getByText('Reason is required')).toBeVisible();
    await page.getByRole('button', { name: 'Kitchen is very busy' }).click();
    await page.getByRole('button', { name: '30 min' }).click();
    const banner = page.getByTestId('pause-banner');
    await expect(banner).toContainText('Kitchen is very busy');
    await expect(card(page, 'ordering-status-delivery')).toHaveAttribute('data-mode', 'paused');
    await expect(card(page, 'ordering-status-delivery')).toContainText('Resumes');
    // The shop's public status says the same.
    const status = await (await page.request.get('/api/ordering/status')).json();
    expect(status.delivery).toMatchObject({ mode: 'paused', reason: 'Kitchen is very busy' });
    await banner.getByRole('button', { name: 'Resume orders' }).click();
    await expect(banner).toBeHidden();
    await expect(card(page, 'ordering-status-delivery')).not.toHaveAttribute('data-mode', 'paused');
  });

  test('changes the settings for orders for later, refuses a bad value, and puts them back', async ({
    page,
  }) => {
    await openOrdering(page);
    const later = card(page, 'later-orders');
    const capacity = later.getByLabel('Orders per slot');
    const before = await capacity.inputValue();
    await capacity.fill('0');
    await later.getByRole('button', { name: 'Save settings' }).click();
    await expect(
      later.getByText('Orders per slot must be a whole number from 1 to 1000'),
    ).toBeVisible();
    await capacity.fill('7');
    await later.getByRole('button', { name: 'Save settings' }).click();
    await expect(page.getByText(/orders for later saved|saved/i).first()).toBeVisible();
    await page.reload();
    await expect(card(page, 'later-orders').getByLabel('Orders per slot')).toHaveValue('7');
    await card(page, 'later-orders').getByLabel('Orders per slot').fill(before);
    await card(page, 'later-orders').getByRole('button', { name: 'Save settings' }).click();
    await page.reload();
    await expect(card(page, 'later-orders').getByLabel('Orders per slot')).toHaveValue(before);
  });
});

test.describe('the Delivery areas screen', () => {
  test('creates an area with its places, edits its fee, and deletes it', async ({ page }) => {
    await signInAsAdmin(page);
    await page.goto('/admin/delivery-areas');
    await expect(page.getByRole('heading', { level: 1, name: 'Delivery Areas' })).toBeVisible();
    const name = `Sanepa ${Date.now().toString(36)}`;
    await page.getByRole('button', { name: 'Add Area' }).click();
    const form = page.getByRole('dialog', { name: 'Add a delivery area' });
    await form.getByLabel('Name').fill(name);
    await form.getByLabel('Delivery fee (NRS)').fill('75');
    await form.getByLabel('Minimum order (NRS)').fill('400');
    await form.getByLabel('Extra minutes').fill('10');
    const places = form.getByRole('textbox', { name: /^Places/ });
    await places.fill('Sanepa');
    await places.press('Enter');
    await places.fill('सानेपा');
    await form.getByRole('button', { name: 'Add place' }).click();
    await expect(form.getByRole('button', { name: 'Remove सानेपा' })).toBeVisible();
    await form.getByRole('button', { name: 'Add Area' }).click();
    await expect(form).toBeHidden();
    const table = page.getByRole('table', { name: 'Delivery areas' });
    const row = table.getByRole('row').filter({ hasText: name });
    await expect(row).toContainText('NRS 75.00');
    await expect(row).toContainText('NRS 400.00');
    await expect(row).toContainText('+10 min');
    await expect(row).toContainText('सानेपा');

    await row.getByRole('button', { name: `Edit area ${name}` }).click();
    const edit = page.getByRole('dialog', { name: 'Edit delivery area' });
    await edit.getByLabel('Delivery fee (NRS)').fill('0');
    await edit.getByRole('button', { name: 'Save Changes' }).click();
    await expect(edit).toBeHidden();
    await expect(row).toContainText('Free');

    await row.getByRole('button', { name: `Delete area ${name}` }).click();
    await page
      .getByRole('dialog', { name: `Delete area ${name}?` })
      .getByRole('button', { name: 'Delete' })
      .click();
    await expect(row).toBeHidden();
  });

  test('says a name already taken beside the name', async ({ page }) => {
    await signInAsAdmin(page);
    await page.goto('/admin/delivery-areas');
    await page.getByRole('button', { name: 'Add Area' }).click();
    const form = page.getByRole('dialog', { name: 'Add a delivery area' });
    await form.getByLabel('Name').fill('Thamel');
    await form.getByRole('button', { name: 'Add Area' }).click();
    await expect(form.getByText(/already exists/)).toBeVisible();
  });

  test('shows the areas as cards on a phone @phone-only', async ({ page }) => {
    await signInAsAdmin(page);
    await page.goto('/admin/delivery-areas');
    await expect(page.getByRole('list', { name: 'Delivery areas' })).toContainText('Thamel');
    expect(await seriousViolations(page)).toEqual([]);
  });
});
