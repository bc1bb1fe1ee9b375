import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/** The page's serious and critical accessibility violations, as readable lines. */
export async function seriousViolations(page: Page): Promise<string[]> {
  await settleAnimations(page);
  const result = await new AxeBuilder({ page }).analyze();
  return result.violations
    .filter((violation) => ['serious', 'critical'].includes(violation.impact ?? ''))
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target).join(' ')}`);
}

/** Keeps the event popup (5 s after load) from covering the page under test. */
export async function skipEventPopup(page: Page): Promise<void> {
  await page.addInitScript(() => sessionStorage.setItem('eventPopupSeen', '1'));
}

/**
 * Waits for running transitions and finite animations (a toast sliding in, a dialog fading
 * in): measured halfway, text is half transparent and its contrast looks too low.
 */
async function settleAnimations(page: Page): Promise<void> {
  await page.evaluate(() => {
    const running = document
      .getAnimations()
      .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
      .map((animation) => animation.finished.catch(() => undefined));
    // A paused animation never finishes: give up after 3 seconds.
    const limit = new Promise((resolve) => setTimeout(resolve, 3_000));
    return Promise.race([Promise.all(running), limit]);
  });
}
