import { expect, type Locator, type Page } from './test.ts';

/*
 * A back-office list keeps its filters, sort and page in the address (docs/architecture.md#a-back-office-section):
 * it can be linked, and a reload shows the same list. These helpers check that round trip.
 */

/** The address's query, as a plain object (order does not matter). */
function addressOf(page: Page): Record<string, string> {
  return Object.fromEntries(new URL(page.url()).searchParams);
}

/** The address holds exactly these parameters (defaults are left out of it). */
export async function expectAddress(page: Page, expected: Record<string, string>): Promise<void> {
  await expect.poll(() => addressOf(page)).toEqual(expected);
}

export interface RoundTrip {
  /** The list's rows (table rows or cards): they must be the same after the reload. */
  rows: Locator;
  /** The parameters the address must hold, before and after the reload. */
  address: Record<string, string>;
  /** Each filter's control and the value it must show after the reload. */
  controls?: readonly (readonly [Locator, string])[];
  /** Something else the screen must show after the reload ('Page 2 of 3', a sorted header). */
  shows?: readonly Locator[];
}

/**
 * Once the filters, sort and page have been set through the screen: the address holds them, and
 * after a reload the address is the same, the controls show them and the list is the same.
 */
export async function expectReloadKeeps(page: Page, trip: RoundTrip): Promise<void> {
  await expectAddress(page, trip.address);
  await expect(trip.rows.first()).toBeVisible();
  // The list may still be the previous one (kept while the next loads): wait until it settles.
  let before: string[] = [];
  await expect
    .poll(async () => {
      const now = await trip.rows.allTextContents();
      const settled = now.length > 0 && JSON.stringify(now) === JSON.stringify(before);
      before = now;
      return settled;
    })
    .toBe(true);
  await page.reload();
  await expectAddress(page, trip.address);
  for (const [control, value] of trip.controls ?? []) await expect(control).toHaveValue(value);
  for (const shown of trip.shows ?? []) await expect(shown).toBeVisible();
  await expect.poll(() => trip.rows.allTextContents()).toEqual(before);
}
