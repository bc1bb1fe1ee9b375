#!/usr/bin/env node
// Runs every check of the project in order and ends with one plain line: "N passed, N failed".
// Lint and typecheck count as one check each; unit, API and browser tests count per test.
// `node scripts/test.mjs api` runs only the API tests (CI uses it again against PostgreSQL),
// `node scripts/test.mjs e2e` only the build and the browser tests.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureChromium } from './chromium.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const tmp = path.join(root, '.tmp');
mkdirSync(tmp, { recursive: true });
const only = process.argv[2];

let passed = 0;
let failed = 0;

function run(label, command, args, env = {}) {
  console.log(`\n▶ ${label}`);
  const result = spawnSync(command, args, {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, ...env },
  });
  return result.status === 0;
}

function check(label, command, args) {
  if (run(label, command, args)) passed += 1;
  else failed += 1;
}

function readJson(file) {
  if (!existsSync(file)) return undefined;
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return undefined;
  }
}

function vitest(label, projects) {
  const report = path.join(tmp, `vitest-${projects.join('-')}.json`);
  rmSync(report, { force: true });
  const projectArgs = projects.flatMap((p) => ['--project', p]);
  const ok = run(label, 'npx', [
    'vitest',
    'run',
    ...projectArgs,
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${report}`,
  ]);
  const json = readJson(report);
  if (!json) {
    failed += 1;
    return;
  }
  passed += json.numPassedTests;
  failed += json.numFailedTests + (ok || json.numFailedTests > 0 ? 0 : 1);
}

function playwright() {
  const report = path.join(tmp, 'playwright.json');
  rmSync(report, { force: true });
  if (!run('build the web app and the server', 'npm', ['run', 'build'])) {
    failed += 1;
    return;
  }
  const browser = ensureChromium();
  if (browser.problem) {
    // One failure that says what to do, rather than every browser test failing to launch.
    console.log(`\n✗ browser tests not run. ${browser.problem}`);
    failed += 1;
    return;
  }
  const ok = run(
    'end-to-end tests (Playwright, Chromium)',
    'npx',
    ['playwright', 'test', '--config', 'e2e/playwright.config.ts', '--reporter=list,json'],
    { PLAYWRIGHT_JSON_OUTPUT_NAME: report, CHROMIUM_PATH: browser.file },
  );
  const stats = readJson(report)?.stats;
  if (!stats) {
    failed += 1;
    return;
  }
  passed += stats.expected + stats.flaky;
  failed += stats.unexpected + (ok || stats.unexpected > 0 ? 0 : 1);
}

if (only === 'api') {
  vitest('API tests', ['api']);
} else if (only === 'e2e') {
  playwright();
} else {
  check('lint (biome)', 'npx', ['biome', 'ci', '.']);
  check('import boundaries (dependency-cruiser)', 'npx', [
    'depcruise',
    '--config',
    '.dependency-cruiser.cjs',
    'apps',
    'packages',
  ]);
  check('typecheck', 'npm', ['run', 'typecheck', '--silent']);
  vitest('unit and API tests', ['shared', 'web', 'api']);
  playwright();
}

console.log(`\n${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
