import type { Page } from '@playwright/test';

/**
 * Stops the page's installed clock, so that from then on only `runFor` and `fastForward` move
 * it, however slowly a busy machine runs the test: a debounce or hover timer cannot run out
 * between two key presses. It stops a second ahead of now, since the clock runs on while the
 * call travels and cannot be moved back. Call it before starting the timer under test, and
 * `page.clock.resume()` before waiting on the server (its answers reach React through timers).
 */
export async function stopClock(page: Page): Promise<void> {
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000);
}
