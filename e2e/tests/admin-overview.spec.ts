import { type AdminSession, signInAsAdmin } from './support/admin.ts';
import { seriousViolations } from './support/axe.ts';
import { expect, type Page, type Route, test } from './support/test.ts';

/*
 * The back office's overview (docs/product-rules.md#overview):
 * the seeded shop's figures, six charts, the 30-second refresh that runs only while the
 * overview shows, and the error screens with their retry.
 */

interface Stats {
  customers: { total: number; newToday: number };
  revenue: { total: number; beforeDiscounts: number; today: number; week: number; month: number };
  orders: { total: number; pending: number };
  food: { total: number; lowStock: number };
}

const OVERVIEW_CALL = '**/api/admin/dashboard/overview';
const CHARTS = [
  'revenueTrend',
  'dailyOrders',
  'orderStatus',
  'popularItems',
  'revenueByCategory',
  'customerGrowth',
] as const;

const nrs = (amount: number) =>
  `NRS ${amount.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
const count = (n: number) => n.toLocaleString('en-US');

async function seededStats(page: Page, session: AdminSession): Promise<Stats> {
  const response = await page.request.get('/api/admin/dashboard/stats', {
    headers: { authorization: `Bearer ${session.token}` },
  });
  expect(response.status()).toBe(200);
  return (await response.json()) as Stats;
}

const heading = (page: Page) => page.getByRole('heading', { level: 1, name: 'Dashboard' });

test.describe('the overview', () => {
  test('shows the seeded figures and draws every chart', { tag: '@phone' }, async ({ page }) => {
    const session = await signInAsAdmin(page);
    const stats = await seededStats(page, session);
    // The demo shop has a year of orders, customers and a menu.
    expect(stats.orders.total).toBeGreaterThan(300);
    expect(stats.customers.total).toBeGreaterThan(30);
    await page.goto('/admin/dashboard');
    await expect(heading(page)).toBeVisible();

    const card = (id: string) => page.getByTestId(id);
    await expect(card('stat-customers')).toContainText(count(stats.customers.total));
    await expect(card('stat-customers')).toContainText(
      `${stats.customers.newToday} new in the last 24 hours`,
    );
    await expect(card('stat-revenue')).toContainText(nrs(stats.revenue.total));
    await expect(card('stat-revenue')).toContainText(`${nrs(stats.revenue.today)} today`);
    await expect(card('stat-orders')).toContainText(count(stats.orders.total));
    await expect(card('stat-orders')).toContainText(`${stats.orders.pending} pending`);
    await expect(card('stat-food')).toContainText(count(stats.food.total));
    await expect(card('stat-food')).toContainText(`${stats.food.lowStock} low stock`);
    await expect(page.getByTestId('revenue-today')).toHaveText(nrs(stats.revenue.today));
    await expect(page.getByTestId('revenue-week')).toHaveText(nrs(stats.revenue.week));
    await expect(page.getByTestId('revenue-month')).toHaveText(nrs(stats.revenue.month));
    // Each figure says what it counts; the category slices' sum is given beside the total.
    const summary = page.getByTestId('revenue-summary');
    await expect(summary).toContainText('Last 30 days · today and the 29 days before');
    await expect(summary).not.toContainText('This Month');
    await expect(page.getByTestId('chart-revenueByCategory')).toContainText(
      `before discounts: ${nrs(stats.revenue.beforeDiscounts)} in all (${nrs(stats.revenue.total)} after discounts)`,
    );

    for (const chart of CHARTS) {
      const slot = page.getByTestId(`chart-${chart}`);
      await expect(slot.locator('canvas')).toBeVisible();
      await expect(slot).not.toContainText('Loading...');
      await expect(slot).not.toContainText('No data yet');
    }
    await expect(page.getByText(/Failed/)).toHaveCount(0);
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('/admin is the overview too, and its quick actions lead to the sections', async ({
    page,
  }) => {
    await signInAsAdmin(page);
    await page.goto('/admin');
    await expect(heading(page)).toBeVisible();
    const actions = page.getByRole('region', { name: 'Quick Actions' });
    for (const [name, path] of [
      ['Customers', '/admin/customers'],
      ['Orders', '/admin/orders'],
      ['Categories', '/admin/categories'],
      ['Meals', '/admin/meals'],
    ] as const) {
      await expect(actions.getByRole('link', { name: new RegExp(`^${name}`) })).toHaveAttribute(
        'href',
        path,
      );
    }
    await actions.getByRole('link', { name: /^Orders/ }).click();
    await expect(page).toHaveURL(/\/admin\/orders$/);
  });

  test('refreshes every 30 seconds only while it shows, and again on coming back', async ({
    page,
  }) => {
    await page.clock.install();
    await signInAsAdmin(page);
    let calls = 0;
    page.on('request', (request) => {
      if (request.url().endsWith('/api/admin/dashboard/overview')) calls += 1;
    });
    await page.goto('/admin/dashboard');
    await expect(page.getByTestId('stat-customers')).toBeVisible();
    await expect.poll(() => calls).toBe(1);

    await page.clock.fastForward(30_000);
    await expect.poll(() => calls).toBe(2);
    await expect(page.getByTestId('refresh-status')).toContainText('Updated');

    await page
      .getByRole('region', { name: 'Quick Actions' })
      .getByRole('link', { name: /^Meals/ })
      .click();
    await expect(page).toHaveURL(/\/admin\/meals$/);
    await page.clock.fastForward(95_000);
    // Give a stray refresh every chance to be sent before saying there was none.
    await page.waitForTimeout(500);
    expect(calls).toBe(2);

    // A refresh that falls due while the read on coming back is still under way joins it
    // instead of sending another: only a jumped clock can make that happen, so wait for it.
    const answered = page.waitForResponse((response) =>
      response.url().endsWith('/api/admin/dashboard/overview'),
    );
    await page.goBack();
    await expect(heading(page)).toBeVisible();
    await answered;
    expect(calls).toBe(3);
    await page.clock.fastForward(30_000);
    await expect.poll(() => calls).toBe(4);
  });

  test('shows a loading skeleton until the figures arrive', async ({ page }) => {
    await signInAsAdmin(page);
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(OVERVIEW_CALL, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/admin/dashboard');
    await expect(page.getByTestId('overview-skeleton')).toBeVisible();
    await expect(page.getByTestId('stat-customers')).toHaveCount(0);
    release();
    await expect(page.getByTestId('stat-customers')).toBeVisible();
    await expect(page.getByTestId('overview-skeleton')).toHaveCount(0);
  });

  test('shows a spinner while it refreshes', async ({ page }) => {
    await signInAsAdmin(page);
    await page.goto('/admin/dashboard');
    await expect(page.getByTestId('stat-customers')).toBeVisible();
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(OVERVIEW_CALL, async (route) => {
      await held;
      await route.continue();
    });
    await page.getByRole('button', { name: 'Refresh' }).click();
    await expect(page.getByTestId('refresh-spinner')).toBeVisible();
    await expect(page.getByTestId('refresh-status')).toHaveText('Refreshing...');
    release();
    await expect(page.getByTestId('refresh-spinner')).toHaveCount(0);
    await expect(page.getByTestId('refresh-status')).toContainText('Updated');
  });
});

test.describe('when the overview cannot load', () => {
  const cases: [string, string, (route: Route) => Promise<void>][] = [
    ['a server error', 'Server Error', (route) => route.fulfill({ status: 503, body: '' })],
    ['no connection', 'Connection Problem', (route) => route.abort('internetdisconnected')],
    [
      'any other error',
      'Failed to Load Dashboard',
      (route) =>
        route.fulfill({
          status: 404,
          contentType: 'application/json',
          body: JSON.stringify({ error: 'NOT_FOUND', message: 'Not found' }),
        }),
    ],
  ];
  for (const [what, title, fail] of cases) {
    test(`${what} has its own screen, and Try Again loads it`, async ({ page }) => {
      await signInAsAdmin(page);
      await page.route(OVERVIEW_CALL, fail);
      await page.goto('/admin/dashboard');
      const screen = page.getByRole('alert');
      await expect(screen.getByRole('heading', { name: title })).toBeVisible();
      await page.unroute(OVERVIEW_CALL);
      await screen.getByRole('button', { name: 'Try Again' }).click();
      await expect(page.getByTestId('stat-orders')).toBeVisible();
      await expect(page.getByRole('alert')).toHaveCount(0);
    });
  }

  test('a chart whose data fails draws empty, and the others draw', async ({ page }) => {
    await signInAsAdmin(page);
    await page.route('**/api/admin/analytics/popular-items*', (route) =>
      route.fulfill({
        status: 400,
        contentType: 'application/json',
        body: '{"error":"VALIDATION_FAILED","message":"no"}',
      }),
    );
    await page.goto('/admin/dashboard');
    const popular = page.getByTestId('chart-popularItems');
    await expect(popular.locator('canvas')).toBeVisible();
    await expect(popular).toContainText('No data yet');
    await expect(page.getByTestId('chart-orderStatus').locator('canvas')).toBeVisible();
    await expect(page.getByText(/Failed/)).toHaveCount(0);
  });
});
