import { signInAsAdmin } from './support/admin.ts';
import { skipEventPopup } from './support/axe.ts';
import { expectAddress, expectReloadKeeps } from './support/list-address.ts';
import { expect, test } from './support/test.ts';

test.beforeEach(async ({ page }) => {
  await skipEventPopup(page);
  await signInAsAdmin(page);
});

test('the contacts’ search is in the address and survives a reload @desktop-only', async ({
  page,
}) => {
  const subject = `Address check ${Date.now().toString(36)}${test.info().workerIndex}`;
  const sent = await page.request.post('/api/contact', {
    data: { name: 'Sabin Rai', email: 'sabin@example.com', subject, message: 'Hello there' },
  });
  expect(sent.status(), await sent.text()).toBe(201);

  await page.goto('/admin/contacts');
  const search = page.getByRole('searchbox', { name: 'Search contacts' });
  await search.fill(`  ${subject}  `);
  const rows = page.getByRole('table', { name: 'Contact messages' }).locator('tbody tr');
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText(subject);
  await expectReloadKeeps(page, {
    rows,
    address: { search: subject },
    controls: [[search, subject]],
  });

  await search.fill('');
  await expectAddress(page, {});
  await expect.poll(() => rows.count()).toBeGreaterThan(1);
});
