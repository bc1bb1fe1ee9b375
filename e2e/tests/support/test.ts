import { test as base, type Page } from '@playwright/test';

export * from '@playwright/test';

/**
 * Pages are rendered on the server: their buttons are on screen before the scripts that make
 * them work have run, and a click then does nothing. After a page loads (goto, reload), wait
 * until the app has committed its first render (apps/web/src/app/app-ready.tsx). Anything that
 * is not the app (a JSON response, robots.txt) has no #root and is not waited for.
 */
export async function untilAppReady(page: Page): Promise<void> {
  await page.waitForFunction(
    () => !document.getElementById('root') || 'ready' in document.documentElement.dataset,
  );
}

const patched = new WeakSet<Page>();

/** Makes goto and reload of `page` wait for the app (pages from their own contexts too). */
export function waitForAppOnLoad(page: Page): Page {
  if (patched.has(page)) return page;
  patched.add(page);
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (url, options) => {
    const response = await goto(url, options);
    await untilAppReady(page);
    return response;
  };
  page.reload = async (options) => {
    const response = await reload(options);
    await untilAppReady(page);
    return response;
  };
  return page;
}

/** Playwright's test, with every page of the test's context waiting for the app on load. */
export const test = base.extend({
  context: async ({ context }, use) => {
    context.on('page', waitForAppOnLoad);
    await use(context);
  },
  page: async ({ page }, use) => {
    await use(waitForAppOnLoad(page));
  },
});
