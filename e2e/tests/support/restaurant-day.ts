import { type APIRequestContext, type BrowserContext, expect, type Page } from '@playwright/test';
import { adminToken } from './ordering.ts';

/** The settings of orders for later, as GET/PUT /api/admin/ordering/settings hold them. */
export interface LaterOrderSettings {
  enabled: boolean;
  daysAhead: number;
  slotMinutes: number;
  leadMinutes: number;
  capacityPerSlot: number;
}

/** Two periods a day, as a period cannot open and close at the same minute (open-all-day.setup.ts). */
const ALL_DAY = [
  { opens: '00:00', closes: '12:00' },
  { opens: '12:00', closes: '00:00' },
];
const DAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'];
export const ALL_DAY_WEEK = Object.fromEntries(DAYS.map((day) => [day, ALL_DAY]));

/** The owner's settings through the API: the set-up and the putting back of the journey. */
export async function ownerApi(request: APIRequestContext) {
  const headers = { Authorization: `Bearer ${await adminToken(request)}` };
  const ok = async (call: Promise<Awaited<ReturnType<APIRequestContext['get']>>>) => {
    const response = await call;
    expect(response.status(), await response.text()).toBe(200);
    return response.json();
  };
  return {
    openAllDay: () =>
      ok(
        request.put('/api/admin/ordering/hours', {
          headers,
          data: { delivery: ALL_DAY_WEEK, pickup: ALL_DAY_WEEK },
        }),
      ),
    laterSettings: async (): Promise<LaterOrderSettings> =>
      (
        (await ok(request.get('/api/admin/ordering/settings', { headers }))) as {
          settings: LaterOrderSettings;
        }
      ).settings,
    saveLaterSettings: (settings: LaterOrderSettings) =>
      ok(request.put('/api/admin/ordering/settings', { headers, data: settings })),
    resume: () => ok(request.delete('/api/admin/ordering/pause', { headers })),
  };
}

/** The shop in `language` for the context's pages, as a visitor who chose it has it. */
export async function speak(context: BrowserContext, language: string, baseURL: string) {
  await context.addCookies([{ name: 'shop-language', value: language, url: baseURL }]);
  await context.addInitScript((chosen) => localStorage.setItem('shop-language', chosen), language);
}

/** Resolves once the page's live stream at `path` (order or ordering-status events) answers. */
export const streamOpened = (page: Page, path: string) =>
  page.waitForResponse(
    (response) => new URL(response.url()).pathname === path && response.status() === 200,
  );

/**
 * Answers the shop's status stream at once with nothing: held open, as every shop page holds it,
 * it keeps the network from ever being idle (`waitForLoadState('networkidle')`). The page's
 * client tries again seconds later.
 */
export async function answerStatusStreamAtOnce(page: Page): Promise<void> {
  await page.route('**/api/ordering/status/events', (route) => route.fulfill({ status: 204 }));
}
