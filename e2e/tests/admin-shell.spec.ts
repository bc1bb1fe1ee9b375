import { DEMO_ADMIN, signInAsAdmin } from './support/admin.ts';
import { seriousViolations } from './support/axe.ts';
import { answerStatusStreamAtOnce } from './support/restaurant-day.ts';
import { expect, type Page, test } from './support/test.ts';

/*
 * Issue 8 "Access" and the dashboard shell (docs/product-rules.md#admin-login, #back-office-shell):
 * the admin login with its hint, the guard, the sidebar's sections, badges, collapse and phone
 * drawer, signing out, a session the server ends, the change-password form, and a shop that never
 * downloads any of it.
 */

const SECTIONS = [
  ['Dashboard', '/admin/dashboard'],
  ['Customers', '/admin/customers'],
  ['Orders', '/admin/orders'],
  ['Categories', '/admin/categories'],
  ['Meals', '/admin/meals'],
  ['Events', '/admin/events'],
  ['Coupons', '/admin/coupons'],
  ['Gallery', '/admin/gallery'],
  ['Contacts', '/admin/contacts'],
  ['Feedbacks', '/admin/feedbacks'],
] as const;

const sidebar = (page: Page) => page.getByRole('navigation', { name: 'Admin sections' });
const sectionLink = (page: Page, name: string) =>
  sidebar(page).getByRole('link', { name: new RegExp(`^${name}\\b`) });
const submit = (page: Page) => page.getByRole('button', { name: 'Access Admin Dashboard' });

async function fillLogin(page: Page, email: string, password: string) {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
}

async function openAccountMenu(page: Page) {
  await page.getByRole('button', { name: 'Account menu' }).click();
}

const accountMenu = (page: Page) => page.getByRole('dialog', { name: 'Account menu' });

test.describe('the admin login', () => {
  test('shows the demo credentials while they work, and signs in with them to the dashboard', {
    tag: '@phone',
  }, async ({ page }) => {
    await page.goto('/admin/login');
    await expect(page.getByRole('heading', { name: 'Admin Login' })).toBeVisible();
    const hint = page.getByRole('complementary', { name: 'Default admin credentials' });
    await expect(hint).toContainText(DEMO_ADMIN.email);
    await expect(hint).toContainText(DEMO_ADMIN.password);
    await expect(
      page.getByText('All activity in the admin panel is logged.').first(),
    ).toBeAttached();
    await expect(page.getByRole('link', { name: 'Back to the main site' })).toHaveAttribute(
      'href',
      '/',
    );
    expect(await seriousViolations(page)).toEqual([]);

    // The password is hidden until shown.
    await fillLogin(page, DEMO_ADMIN.email, DEMO_ADMIN.password);
    const password = page.getByLabel('Password', { exact: true });
    await expect(password).toHaveAttribute('type', 'password');
    await page.getByRole('button', { name: 'Show password' }).click();
    await expect(password).toHaveAttribute('type', 'text');

    // The answer is held back a moment, so the busy state can be seen.
    await page.route('**/api/admin/login', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 600));
      await route.continue();
    });
    await submit(page).click();
    await expect(page.getByRole('button', { name: 'Signing In...' })).toBeDisabled();
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
    await expect(
      sidebar(page)
        .or(page.getByRole('button', { name: 'Open menu' }))
        .first(),
    ).toBeVisible();
    await openAccountMenu(page);
    await expect(accountMenu(page)).toContainText('Signed in as');
    await expect(accountMenu(page)).toContainText('Restaurant Admin');
  });

  test('refuses what the form’s rules refuse, and shows the server’s words for a wrong password @desktop-only', async ({
    page,
  }) => {
    await page.goto('/admin/login');
    await submit(page).click();
    await expect(page.getByText('Email is required')).toBeVisible();
    await expect(page.getByText('Password is required')).toBeVisible();

    await fillLogin(page, 'admin', 'Adm1');
    await expect(page.getByText('Email is required')).toBeHidden();
    await submit(page).click();
    await expect(page.getByText('Please enter a valid email')).toBeVisible();
    await expect(page.getByText('Password must be at least 6 characters')).toBeVisible();
    // Typing in a field clears its message.
    await page.getByLabel('Email').fill(DEMO_ADMIN.email);
    await expect(page.getByText('Please enter a valid email')).toBeHidden();
    await expect(page.getByText('Password must be at least 6 characters')).toBeVisible();

    await page.getByLabel('Password', { exact: true }).fill('NotThePassword1');
    await submit(page).click();
    await expect(page.getByRole('alert')).toHaveText('Login Failed: Invalid email or password');
    await expect(page).toHaveURL(/\/admin\/login$/);

    // A server failure without words shows 'Login failed'.
    await page.route('**/api/admin/login', (route) =>
      route.fulfill({ status: 502, body: 'Bad gateway' }),
    );
    await submit(page).click();
    await expect(page.getByRole('alert')).toHaveText('Login Failed: Login failed');
    await page.unroute('**/api/admin/login');

    // The owner's own mistake is forgiven by signing in right (decision 018).
    await page.getByLabel('Password', { exact: true }).fill(DEMO_ADMIN.password);
    await submit(page).click();
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
  });

  test('goes straight on when already signed in', async ({ page }) => {
    await signInAsAdmin(page);
    await page.goto('/admin/login');
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
    // A mistyped section stays in the back office rather than opening the shop.
    await page.goto('/admin/feedback');
    await expect(page).toHaveURL(/\/admin$/);
    await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  });

  test('is where a visitor without a session is sent, and returns them where they were going @desktop-only', async ({
    page,
  }) => {
    await page.goto('/admin/activity?entityType=order');
    await expect(page).toHaveURL(
      /\/admin\/login\?redirect=%2Fadmin%2Factivity%3FentityType%3Dorder$/,
    );
    await fillLogin(page, DEMO_ADMIN.email, DEMO_ADMIN.password);
    await submit(page).click();
    await expect(page).toHaveURL(/\/admin\/activity\?entityType=order$/);
    await expect(page.getByRole('heading', { name: 'Activity', level: 1 })).toBeVisible();
  });
});

test.describe('the dashboard shell', () => {
  test('walks the sidebar through every section in the spec’s order, with Back working @desktop-only', async ({
    page,
  }) => {
    // Eleven screens, each loading its code and data, then an accessibility scan.
    test.slow();
    await signInAsAdmin(page);
    await page.goto('/admin');
    await expect(sectionLink(page, 'Dashboard')).toHaveAttribute('aria-current', 'page');
    const names = await sidebar(page).getByRole('listitem').allInnerTexts();
    expect(names.map((name) => name.split('\n')[0]?.trim()).slice(0, 10)).toEqual(
      SECTIONS.map(([name]) => name),
    );
    for (const [name, path] of SECTIONS) {
      await sectionLink(page, name).click();
      await expect(page).toHaveURL(new RegExp(`${path}$`));
      await expect(sectionLink(page, name)).toHaveAttribute('aria-current', 'page');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    }
    await page.goBack();
    await expect(page).toHaveURL(/\/admin\/contacts$/);
    await sectionLink(page, 'Activity').click();
    await expect(page).toHaveURL(/\/admin\/activity$/);
    await expect(sidebar(page).getByRole('link', { name: 'Check-in kiosk' })).toHaveAttribute(
      'href',
      '/customer-register',
    );
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('shows the dashboard’s counts as badges @desktop-only', async ({ page }) => {
    const { token } = await signInAsAdmin(page);
    await page.goto('/admin/dashboard');
    const stats = await (
      await page.request.get('/api/admin/dashboard/stats', {
        headers: { Authorization: `Bearer ${token}` },
      })
    ).json();
    await expect(sectionLink(page, 'Customers')).toHaveAccessibleName(
      `Customers (${stats.customers.total} total)`,
    );
    await expect(sectionLink(page, 'Meals')).toHaveAccessibleName(
      `Meals (${stats.food.total} total)`,
    );
    await expect(sectionLink(page, 'Categories')).toContainText(String(stats.categories.total));
    // The dashboard counts nothing.
    await expect(sectionLink(page, 'Dashboard')).toHaveAccessibleName('Dashboard');
  });

  test('collapses to a 70 px rail of icons and remembers it, or stays at 280 px @desktop-only', async ({
    page,
  }) => {
    await signInAsAdmin(page);
    await page.goto('/admin/dashboard');
    const rail = page.getByTestId('admin-sidebar');
    await expect.poll(async () => (await rail.boundingBox())?.width).toBe(280);
    await page.getByRole('button', { name: 'Collapse sidebar' }).click();
    await expect.poll(async () => (await rail.boundingBox())?.width).toBe(70);
    // Each badge beside its icon, never over it.
    const badged = rail.getByRole('link').filter({ has: page.getByTestId('nav-badge') });
    expect(await badged.count()).toBeGreaterThan(0);
    for (const link of await badged.all()) {
      const icon = await link.locator('svg').first().boundingBox();
      const badge = await link.getByTestId('nav-badge').boundingBox();
      if (!icon || !badge) throw new Error('a badge or its icon is not drawn');
      const apart =
        badge.x >= icon.x + icon.width ||
        badge.x + badge.width <= icon.x ||
        badge.y >= icon.y + icon.height ||
        badge.y + badge.height <= icon.y;
      expect(apart, (await link.getAttribute('title')) ?? undefined).toBe(true);
    }
    // The labels are still the links' names, and a tooltip.
    await expect(sectionLink(page, 'Orders')).toHaveAttribute('title', 'Orders');
    await page.reload();
    await expect.poll(async () => (await rail.boundingBox())?.width).toBe(70);
    await sectionLink(page, 'Meals').click();
    await expect(page).toHaveURL(/\/admin\/meals$/);
    await page.getByRole('button', { name: 'Expand sidebar' }).click();
    await expect.poll(async () => (await rail.boundingBox())?.width).toBe(280);
  });

  test('opens the sections as a drawer on a phone: Escape, a tap outside or a choice close it @phone-only', async ({
    page,
  }) => {
    await signInAsAdmin(page);
    await page.goto('/admin/dashboard');
    await expect(sidebar(page)).toBeHidden();
    const menu = page.getByRole('button', { name: 'Open menu' });
    const drawer = page.getByRole('dialog', { name: 'Admin sections' });

    await menu.click();
    await expect(drawer).toBeVisible();
    await expect(sectionLink(page, 'Orders')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    await expect(menu).toBeFocused();

    await menu.click();
    await expect(drawer).toBeVisible();
    await page.mouse.click(370, 420);
    await expect(drawer).toBeHidden();

    await menu.click();
    await sectionLink(page, 'Orders').click();
    await expect(page).toHaveURL(/\/admin\/orders$/);
    await expect(drawer).toBeHidden();
  });

  test('signs out: the session ends on the server, and the next page is the login', async ({
    page,
  }) => {
    const { token } = await signInAsAdmin(page);
    await page.goto('/admin/dashboard');
    await openAccountMenu(page);
    await accountMenu(page).getByRole('button', { name: 'Sign out' }).click();
    await expect(page).toHaveURL(/\/admin\/login$/);
    const me = await page.request.get('/api/admin/me', {
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(me.status()).toBe(401);
    expect(await page.evaluate(() => localStorage.getItem('adminToken'))).toBeNull();
    await page.goto('/admin/orders');
    await expect(page).toHaveURL(/\/admin\/login\?redirect=%2Fadmin%2Forders$/);
  });

  test('goes to the login when the server ended the session meanwhile @desktop-only', async ({
    page,
  }) => {
    const { token } = await signInAsAdmin(page);
    await page.goto('/admin/dashboard');
    await expect(sectionLink(page, 'Activity')).toBeVisible();
    // Signed out elsewhere (another tab, another device): the token dies on the server.
    const logout = await page.request.post('/api/admin/logout', {
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(logout.status()).toBe(200);
    // The browser still holds the dead token: the first call the next screen makes is refused
    // (its list, the badges or the alerts stream), and the browser goes to the login.
    await page.goto('/admin/activity');
    await expect(page).toHaveURL(/\/admin\/login\?redirect=%2Fadmin%2Factivity$/);
    await expect(submit(page)).toBeVisible();
  });

  test('changes the password only with the right current one and a new one by the rules @desktop-only', async ({
    page,
  }) => {
    await signInAsAdmin(page);
    await page.goto('/admin/dashboard');
    await openAccountMenu(page);
    await accountMenu(page).getByRole('button', { name: 'Change password' }).click();
    const dialog = page.getByRole('dialog', { name: 'Change password' });
    await expect(dialog).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);

    await dialog.getByRole('button', { name: 'Change password' }).click();
    await expect(dialog.getByText('Current password is required')).toBeVisible();
    await expect(dialog.getByText('Password is required', { exact: true })).toBeVisible();
    await expect(dialog.getByText('Please confirm your new password')).toBeVisible();

    await dialog.getByLabel('Current password').fill('NotMyPassword1');
    await dialog.getByLabel('New password', { exact: true }).fill('kitchen');
    await dialog.getByLabel('Confirm new password').fill('kitchen2');
    await dialog.getByRole('button', { name: 'Change password' }).click();
    await expect(dialog.getByText('Password must be at least 8 characters')).toBeVisible();
    await expect(dialog.getByText('Passwords do not match')).toBeVisible();

    // A password published with the demo accounts is refused: anyone could sign in with it.
    await dialog.getByLabel('New password', { exact: true }).fill('Customer@123');
    await dialog.getByLabel('Confirm new password').fill('Customer@123');
    await dialog.getByRole('button', { name: 'Change password' }).click();
    await expect(
      dialog.getByText('This password is published with the demo accounts', { exact: false }),
    ).toBeVisible();

    await dialog.getByLabel('New password', { exact: true }).fill('Kitchen2025');
    await dialog.getByLabel('Confirm new password').fill('Kitchen2025');
    await dialog.getByRole('button', { name: 'Change password' }).click();
    await expect(dialog.getByText('Current password is incorrect')).toBeVisible();

    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    // Nothing changed: the demo password still signs in (and forgives the wrong guess).
    const login = await page.request.post('/api/admin/login', { data: DEMO_ADMIN });
    expect(login.status()).toBe(200);
  });
});

test.describe('the shop’s first load', () => {
  /** Words only the back office's screens contain (its code and its texts). */
  const BACK_OFFICE_SCREENS = [
    'Access Admin Dashboard',
    'Collapse sidebar',
    'Default admin credentials',
    'adminSidebarCollapsed',
    'Every change made in the back office',
  ];
  /** Words only the back office's contracts in packages/shared contain. */
  const BACK_OFFICE_CONTRACTS = ['/api/admin/orders/events', 'The start date must be on or before'];

  /**
   * Every script (and page) a visit loads, read once the page is quiet; a back-office page is
   * never quiet (its alerts stream stays open), so it is read once its heading shows.
   */
  async function scriptsOf(
    page: Page,
    paths: string[],
    shown?: (page: Page) => Promise<void>,
  ): Promise<Map<string, string>> {
    const scripts = new Map<string, string>();
    const reading: Promise<void>[] = [];
    page.on('response', (response) => {
      const type = response.request().resourceType();
      if (type !== 'script' && type !== 'document') return;
      reading.push(
        response.text().then(
          (text) => void scripts.set(response.url(), text),
          () => undefined,
        ),
      );
    });
    await answerStatusStreamAtOnce(page);
    for (const path of paths) {
      await page.goto(path);
      if (shown) await shown(page);
      else await page.waitForLoadState('networkidle');
    }
    await Promise.all(reading);
    return scripts;
  }

  const carrying = (scripts: Map<string, string>, words: string[]) =>
    [...scripts].flatMap(([url, text]) =>
      words.filter((word) => text.includes(word)).map((word) => `${url}: ${word}`),
    );

  test('contains none of the back office’s screens, which load only under /admin @desktop-only', async ({
    page,
  }) => {
    const shop = await scriptsOf(page, ['/', '/meals']);
    expect([...shop.keys()].filter((url) => url.endsWith('.js')).length).toBeGreaterThan(0);
    expect(carrying(shop, BACK_OFFICE_SCREENS)).toEqual([]);

    const admin = await scriptsOf(page, ['/admin/login']);
    await expect(submit(page)).toBeVisible();
    // The same probe finds the back office once it is asked for.
    expect(carrying(admin, BACK_OFFICE_SCREENS).length).toBeGreaterThan(0);
  });

  test('contains none of the back office’s contracts either @desktop-only', async ({ page }) => {
    const shop = await scriptsOf(page, ['/', '/meals']);
    expect(carrying(shop, BACK_OFFICE_CONTRACTS)).toEqual([]);
    await signInAsAdmin(page);
    const admin = await scriptsOf(page, ['/admin/activity'], (opened) =>
      expect(opened.getByRole('heading', { name: 'Activity', level: 1 })).toBeVisible(),
    );
    expect(carrying(admin, BACK_OFFICE_CONTRACTS).length).toBeGreaterThan(0);
  });
});
