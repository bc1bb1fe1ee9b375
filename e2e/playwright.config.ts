import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, devices } from '@playwright/test';
import { BUILT_SERVER_ARGS } from '../scripts/built-server.mjs';
import { chromiumPath } from '../scripts/chromium.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const port = Number(process.env.E2E_PORT ?? 4310);
/** The local fakes of eSewa and Khalti (apps/api/test/wallet-fakes) the shop pays through. */
const walletPort = Number(process.env.E2E_WALLET_PORT ?? port + 1000);
const wallets = `http://127.0.0.1:${walletPort}`;
process.env.E2E_WALLETS_URL = wallets;
const dataDir = path.join(root, '.tmp', `e2e-data-${port}`);
/** The server's log, every request at level info: passwords-without-script.spec.ts reads it. */
const serverLog = path.join(root, '.tmp', `e2e-server-${port}.log`);
process.env.E2E_SERVER_LOG = serverLog;

/** Debian's Chromium (or CHROMIUM_PATH): browsers cannot be downloaded on this network. */
const chromium = {
  executablePath: chromiumPath(),
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
};

/**
 * Logic is tested once, at desktop width. At phone width run only the tests of what differs
 * there (layout, menus, drawers, the accessibility scans of each layout): tagged `@phone`, or
 * `@phone-only` for what only a phone has. `@desktop-only` marks what only a desktop has (hover).
 */
const desktop = {
  grepInvert: /@phone-only/,
  use: {
    ...devices['Desktop Chrome'],
    viewport: { width: 1280, height: 800 },
    launchOptions: chromium,
  },
};
const phone = {
  grep: /@phone/,
  grepInvert: /@desktop-only/,
  use: { ...devices['Pixel 7'], viewport: { width: 390, height: 844 }, launchOptions: chromium },
};
const BACK_OFFICE_SPECS = /admin-[\w-]+\.spec\.ts$/;
/** The specs that change the restaurant's hours and pause it: they run last, one test at a time. */
const RESTAURANT_DAY_SPECS = /(admin-ordering|restaurant-day)\.spec\.ts$/;
const SHOP = ['desktop', 'phone'];
const BACK_OFFICE = ['admin-desktop', 'admin-phone'];

/** A spec run at desktop width, then at phone width, one test at a time, after `after`. */
function serialProjects(name: string, testMatch: RegExp, after: string[]) {
  return [
    { name, testMatch, dependencies: after, fullyParallel: false, ...desktop },
    {
      name: `${name}-phone`,
      testMatch,
      dependencies: [name],
      fullyParallel: false,
      ...phone,
    },
  ];
}

export default defineConfig({
  testDir: './tests',
  fullyParallel: true,
  // One worker: this machine's two cores are saturated by one browser, the server and the
  // runner, and a second worker made the run slower (28 tests: 170 s with one, 185 s with two),
  // each test about twice as slow and closer to its timeout. E2E_WORKERS=2 on a larger machine.
  workers: Number(process.env.E2E_WORKERS ?? 1),
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  outputDir: path.join(root, '.tmp', `e2e-results-${port}`),
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    launchOptions: chromium,
    // Recording a trace of every test costs about a third of the run; E2E_TRACE=1 turns it on
    // to study a failure. A screenshot of the failing page is always kept.
    trace: process.env.E2E_TRACE === '1' ? 'retain-on-failure' : 'off',
    screenshot: 'only-on-failure',
    // The shop's service worker would answer from its caches across tests; offline.spec.ts,
    // which is about it, allows it.
    serviceWorkers: 'block',
  },
  projects: [
    // The shop takes orders at any hour of the run (open-all-day.setup.ts).
    { name: 'open-all-day', testMatch: /open-all-day\.setup\.ts$/, ...desktop },
    {
      name: 'desktop',
      testIgnore: [BACK_OFFICE_SPECS, RESTAURANT_DAY_SPECS],
      dependencies: ['open-all-day'],
      ...desktop,
    },
    {
      name: 'phone',
      testIgnore: [BACK_OFFICE_SPECS, RESTAURANT_DAY_SPECS],
      dependencies: ['open-all-day'],
      ...phone,
    },
    // The back office changes what the shop shows (events, meals, prices) in the one database
    // of the run: its tests start once the shop's have finished, so neither sees the other's.
    {
      name: 'admin-desktop',
      testMatch: BACK_OFFICE_SPECS,
      testIgnore: RESTAURANT_DAY_SPECS,
      dependencies: SHOP,
      ...desktop,
      // The back office shows the restaurant's time whatever the browser's zone: a browser far
      // west of Kathmandu, where its day often differs, proves it.
      use: { ...desktop.use, timezoneId: 'America/Los_Angeles' },
    },
    {
      name: 'admin-phone',
      testMatch: BACK_OFFICE_SPECS,
      testIgnore: RESTAURANT_DAY_SPECS,
      dependencies: SHOP,
      ...phone,
    },
    // The owner's hours and pause change whether anyone can order: these run after everything
    // else, one file and one test at a time, each putting back what it changed.
    ...serialProjects('owner-settings', /admin-ordering\.spec\.ts$/, BACK_OFFICE),
    ...serialProjects('restaurant-day', /restaurant-day\.spec\.ts$/, ['owner-settings-phone']),
  ],
  webServer: [
    {
      command: 'node --import tsx apps/api/test/wallet-fakes/main.ts',
      cwd: root,
      url: `${wallets}/health`,
      timeout: 60_000,
      reuseExistingServer: false,
      env: { WALLET_FAKES_PORT: String(walletPort) },
    },
    {
      // The production build on a fresh embedded database, created, migrated and seeded at start:
      // the server as `npm start` runs it (the web app is built by `npm run build` before the run).
      command: `rm -rf "${dataDir}" && node scripts/build-if-stale.mjs server && node ${BUILT_SERVER_ARGS.join(' ')} > "${serverLog}"`,
      cwd: root,
      url: `http://127.0.0.1:${port}/api/health`,
      timeout: 120_000,
      reuseExistingServer: false,
      env: {
        DATABASE_URL: '',
        PORT: String(port),
        // Every browser test posts from 127.0.0.1: the per-IP form limit would trip across tests.
        FORM_POSTS_PER_MINUTE: '1000',
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        PUBLIC_URL: `http://127.0.0.1:${port}`,
        LOG_LEVEL: 'info',
        // The fakes' published test settings (apps/api/test/wallet-fakes): eSewa's UAT key.
        ESEWA_PRODUCT_CODE: 'EPAYTEST',
        ESEWA_SECRET_KEY: '8gBm/:&EnhH.1/q',
        ESEWA_FORM_URL: `${wallets}/esewa/api/epay/main/v2/form`,
        ESEWA_STATUS_URL: `${wallets}/esewa/api/epay/transaction/status/`,
        KHALTI_SECRET_KEY: 'test_secret_key_fake',
        KHALTI_BASE_URL: `${wallets}/khalti/api/v2`,
        // A payment the customer did not come back from is asked about after 3 s, not 5 minutes:
        // the browser test of a tab closed at the wallet sees the background check settle it.
        PAYMENT_CHECK_SECONDS: '1',
        PAYMENT_FIRST_CHECK_SECONDS: '3',
      },
    },
  ],
});
