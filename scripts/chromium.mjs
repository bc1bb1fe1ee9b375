// The Chromium the browser tests drive: CHROMIUM_PATH if set, else Debian's package. Playwright
// cannot download browsers on this network, so `npm test` installs Debian's where it may.
import { spawnSync } from 'node:child_process';
import { accessSync, constants } from 'node:fs';

export const DEBIAN_CHROMIUM = '/usr/bin/chromium';

/** Where the browser is expected; e2e/playwright.config.ts launches this one. */
export function chromiumPath(env = process.env) {
  return env.CHROMIUM_PATH || DEBIAN_CHROMIUM;
}

function isExecutable(file) {
  try {
    accessSync(file, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

/** Root with apt-get, unless CHROMIUM_INSTALL=0 forbids touching the machine. */
function mayInstall(env) {
  if (env.CHROMIUM_INSTALL === '0' || process.getuid?.() !== 0) return false;
  return spawnSync('sh', ['-c', 'command -v apt-get'], { stdio: 'ignore' }).status === 0;
}

/**
 * Finds the browser, first installing Debian's chromium when it is missing and this process
 * may install it. Returns `{ file }`, or `{ problem }`: one line saying what to run or set.
 */
export function ensureChromium(env = process.env) {
  const file = chromiumPath(env);
  if (isExecutable(file)) return { file };
  if (env.CHROMIUM_PATH) {
    return {
      problem: `No browser at CHROMIUM_PATH=${file}: set CHROMIUM_PATH to a Chromium executable, or unset it to use ${DEBIAN_CHROMIUM}`,
    };
  }
  if (mayInstall(env)) {
    console.log("No Chromium yet: installing Debian's chromium package for the browser tests");
    const command = 'apt-get update -qq && apt-get install -y -qq chromium';
    spawnSync('sh', ['-c', command], { stdio: 'inherit' });
    if (isExecutable(file)) return { file };
  }
  return {
    problem: `No Chromium at ${file}: run "sudo apt-get install -y chromium", or set CHROMIUM_PATH to a Chromium executable`,
  };
}
