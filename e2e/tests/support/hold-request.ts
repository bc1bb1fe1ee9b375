import type { Page } from '@playwright/test';

/**
 * Holds every request to `url` until `release()` is called, so a test can see the busy state
 * of a form however fast or slow the machine is; afterwards the requests reach the server.
 */
export async function holdRequests(page: Page, url: string) {
  let release: () => void = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(url, async (route) => {
    await released;
    await route.continue();
  });
  return { release };
}
