import { signInAsAdmin } from './support/admin.ts';
import { expect, type Page, test, waitForAppOnLoad } from './support/test.ts';

/*
 * Issue 22 "Staff accounts and roles" (docs/product-rules.md#staff-and-roles): the owner adds a
 * staff member with a role and deactivates them; each role is offered only its own screens, a
 * kitchen account cannot open customers or settings, and a deactivated account is told why at
 * the sign-in.
 */

const sidebar = (page: Page) => page.getByRole('navigation', { name: 'Admin sections' });
const unique = () => Math.random().toString(36).slice(2, 8);
const PASSWORD = 'Momo@2082';

async function addStaffMember(page: Page, name: string, email: string, role: string) {
  await page.goto('/admin/staff');
  await page.getByRole('button', { name: 'Add Staff Member' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Add a staff member' });
  await dialog.getByLabel('Name').fill(name);
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel('Role').selectOption({ label: role });
  await dialog.getByLabel('Password').fill(PASSWORD);
  await dialog.getByRole('button', { name: 'Add Staff Member' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('row', { name: new RegExp(name) })).toContainText(role);
}

test.describe('staff accounts and roles', () => {
  test('the owner adds a kitchen account, which lands on the kitchen display and is offered nothing else', async ({
    page,
    browser,
  }) => {
    await signInAsAdmin(page);
    const name = `Ram Thapa ${unique()}`;
    const email = `ram-${unique()}@burgerhouse.com.np`;
    await addStaffMember(page, name, email, 'Kitchen');

    const context = await browser.newContext();
    const cook = waitForAppOnLoad(await context.newPage());
    await cook.goto('/admin/login');
    await cook.getByLabel('Email').fill(email);
    await cook.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await cook.getByRole('button', { name: 'Access Admin Dashboard' }).click();
    await expect(cook).toHaveURL(/\/kitchen$/);

    await cook.goto('/admin/customers');
    await expect(cook.getByRole('heading', { name: 'Not for your role' })).toBeVisible();
    await expect(cook.getByText('Your account’s role (Kitchen)')).toBeVisible();
    for (const section of ['Customers', 'Orders', 'Ordering', 'Delivery areas', 'Staff']) {
      await expect(sidebar(cook).getByRole('link', { name: section, exact: true })).toHaveCount(0);
    }
    await expect(sidebar(cook).getByRole('link', { name: 'Kitchen display' })).toBeVisible();
    await cook.goto('/admin/ordering');
    await expect(cook.getByRole('heading', { name: 'Not for your role' })).toBeVisible();
    // The server says the same, whatever the screen shows.
    const token = await cook.evaluate(() => localStorage.getItem('adminToken'));
    const refused = await cook.request.get('/api/admin/customers', {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(refused.status()).toBe(403);
    await context.close();
  });

  test('a counter account sees orders and the kiosk; a deactivated one is told at the sign-in', async ({
    page,
    browser,
  }) => {
    await signInAsAdmin(page);
    const name = `Maya Shrestha ${unique()}`;
    const email = `maya-${unique()}@burgerhouse.com.np`;
    await addStaffMember(page, name, email, 'Counter');

    const context = await browser.newContext();
    const counter = waitForAppOnLoad(await context.newPage());
    const login = await counter.request.post('/api/admin/login', {
      data: { email, password: PASSWORD },
    });
    const session = await login.json();
    await counter.addInitScript((saved) => {
      localStorage.setItem('adminToken', saved.token);
      localStorage.setItem('adminUser', JSON.stringify(saved.admin));
    }, session);
    await counter.goto('/admin/orders');
    await expect(sidebar(counter).getByRole('link', { name: /^Orders/ })).toBeVisible();
    await expect(sidebar(counter).getByRole('link', { name: 'Check-in kiosk' })).toBeVisible();
    await expect(sidebar(counter).getByRole('link', { name: /^Customers/ })).toHaveCount(0);
    await expect(sidebar(counter).getByRole('link', { name: /^Dashboard/ })).toHaveCount(0);
    // A pending order is the managers' to answer: the counter hands over only what is ready or
    // out for delivery, so it is offered no status, no answering and no deleting here.
    await counter
      .getByRole('row', { name: /Pending/ })
      .first()
      .getByRole('button', { name: /^View/ })
      .click();
    const details = counter.getByRole('dialog');
    await expect(details.getByText(/Pending/).first()).toBeVisible();
    await expect(details.getByRole('button', { name: /^Set status to/ })).toHaveCount(0);
    await expect(details.getByRole('button', { name: /^Accept/ })).toHaveCount(0);
    await expect(details.getByRole('button', { name: /^Delete/ })).toHaveCount(0);
    await counter.keyboard.press('Escape');

    // The owner deactivates them: asked first, then signed out at once.
    const row = page.getByRole('row', { name: new RegExp(name) });
    await row.getByRole('button', { name: `Deactivate ${name}` }).click();
    const confirm = page.getByRole('dialog', { name: `Deactivate ${name}?` });
    await confirm.getByRole('button', { name: 'Deactivate' }).click();
    await expect(row).toContainText('Inactive');

    await counter.reload();
    await expect(counter).toHaveURL(/\/admin\/login/);
    await counter.getByLabel('Email').fill(email);
    await counter.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await counter.getByRole('button', { name: 'Access Admin Dashboard' }).click();
    await expect(counter.getByText('This staff account has been deactivated.')).toBeVisible();
    await context.close();
  });
});
