import { signInAsAdmin } from './support/admin.ts';
import { expect, test } from './support/test.ts';

/*
 * The Coupons screen keeps its search, status filter and page in the address, all answered by the
 * server (docs/product-rules.md#events-and-coupons: ten a page): a link or a reload shows the same
 * coupons. The screen sorts nothing (newest first).
 */
test('the Coupons screen keeps its search, status and page in the address, through a reload', async ({
  page,
}) => {
  // Thirteen coupons of one family, the two oldest switched off: eleven active, two pages.
  const session = await signInAsAdmin(page);
  const family = `ADDR${Date.now().toString(36).toUpperCase()}`;
  for (let n = 0; n < 13; n += 1) {
    const created = await page.request.post('/api/admin/coupons', {
      headers: { authorization: `Bearer ${session.token}` },
      data: {
        code: `${family}${String(n).padStart(2, '0')}`,
        discount_type: 'percentage',
        discount_value: 5,
        usage_limit: 3,
        is_active: n >= 2,
      },
    });
    expect(created.status(), await created.text()).toBe(201);
  }
  await page.goto('/admin/coupons');
  const search = page.getByLabel('Search', { exact: true });
  const status = page.getByLabel('Status', { exact: true });
  const coupons = page.getByRole('list', { name: 'Coupons' }).locator(':scope > li');
  const pager = page.getByRole('navigation', { name: 'Coupon pages' });

  await search.fill(family.toLowerCase());
  await expect(page.getByText('13 coupons', { exact: true })).toBeVisible();
  await status.selectOption('active');
  await expect(page.getByText('11 coupons', { exact: true })).toBeVisible();
  await expect(coupons).toHaveCount(10);
  await expect(coupons.first()).toContainText(`${family}12`);
  await pager.getByRole('button', { name: 'Next' }).click();
  await expect(pager.getByText('Page 2 of 2')).toBeVisible();
  await expect(coupons).toHaveCount(1);
  await expect(coupons.first()).toContainText(`${family}02`);
  expect(Object.fromEntries(new URL(page.url()).searchParams)).toEqual({
    search: family.toLowerCase(),
    status: 'active',
    page: '2',
  });

  await page.reload();
  await expect(search).toHaveValue(family.toLowerCase());
  await expect(status).toHaveValue('active');
  await expect(pager.getByText('Page 2 of 2')).toBeVisible();
  await expect(coupons).toHaveCount(1);
  await expect(coupons.first()).toContainText(`${family}02`);

  // Another filter starts again from the first page.
  await status.selectOption('inactive');
  await expect(coupons).toHaveCount(2);
  await expect(coupons.first()).toContainText(`${family}01`);
  expect(Object.fromEntries(new URL(page.url()).searchParams)).toEqual({
    search: family.toLowerCase(),
    status: 'inactive',
  });
});
