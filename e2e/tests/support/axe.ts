import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/** The page's serious and critical accessibility violations, as readable lines. */
export async function seriousViolations(page: Page): Promise<string[]> {
  const result = await new AxeBuilder({ page }).analyze();
  return result.violations
    .filter((violation) => ['serious', 'critical'].includes(violation.impact ?? ''))
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target).join(' ')}`);
}

/** Keeps the event popup (5 s after load) from covering the page under test. */
export async function skipEventPopup(page: Page): Promise<void> {
  await page.addInitScript(() => sessionStorage.setItem('eventPopupSeen', '1'));
}
