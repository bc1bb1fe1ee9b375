import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, devices } from '@playwright/test';
import { chromiumPath } from '../scripts/chromium.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const port = Number(process.env.E2E_PORT ?? 4310);
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
const SHOP = ['desktop', 'phone'];

export default defineConfig({
  testDir: './tests',
  fullyParallel: true,
  workers: Number(process.env.E2E_WORKERS ?? 2),
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
    { name: 'desktop', testIgnore: BACK_OFFICE_SPECS, ...desktop },
    { name: 'phone', testIgnore: BACK_OFFICE_SPECS, ...phone },
    // The back office changes what the shop shows (events, meals, prices) in the one database
    // of the run: its tests start once the shop's have finished, so neither sees the other's.
    { name: 'admin-desktop', testMatch: BACK_OFFICE_SPECS, dependencies: SHOP, ...desktop },
    { name: 'admin-phone', testMatch: BACK_OFFICE_SPECS, dependencies: SHOP, ...phone },
  ],
  webServer: {
    // The production build on a fresh embedded database, created, migrated and seeded at start.
    command: `rm -rf "${dataDir}" && node --import tsx apps/api/src/server.ts > "${serverLog}"`,
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
    },
  },
});
