import { expect, test as setup } from '@playwright/test';
import { adminToken } from './support/ordering.ts';

/*
 * The shop's specs place orders at whatever hour the run happens, and the demo's hours would
 * refuse them at night (docs/product-rules.md#opening-hours). Before them, the owner makes the
 * days of the run special days open all day (two periods, as a period cannot open and close at
 * the same minute): the week's hours, which the site shows, stay the demo's. The
 * restaurant-day projects, which are about the hours, run last and set their own.
 */

const ALL_DAY = [
  { opens: '00:00', closes: '12:00' },
  { opens: '12:00', closes: '00:00' },
];
const KATHMANDU_OFFSET_MS = (5 * 60 + 45) * 60_000;
const DAY_MS = 24 * 60 * 60_000;

/** Yesterday, today and tomorrow in Kathmandu: a run that crosses midnight stays open. */
function daysOfTheRun(): string[] {
  const today = Date.now() + KATHMANDU_OFFSET_MS;
  return [-1, 0, 1].map((by) => new Date(today + by * DAY_MS).toISOString().slice(0, 10));
}

setup('the shop takes orders at any hour of the run', async ({ request }) => {
  const headers = { Authorization: `Bearer ${await adminToken(request)}` };
  for (const date of daysOfTheRun()) {
    const saved = await request.post('/api/admin/ordering/special-days', {
      headers,
      data: { date, closed: false, periods: ALL_DAY, label: 'Browser tests: open all day' },
    });
    expect(saved.status(), await saved.text()).toBe(200);
  }
});
