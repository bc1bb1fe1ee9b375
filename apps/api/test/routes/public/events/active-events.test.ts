import { events } from '@shop/db';
import { activeEventsResponseSchema, type PublicEvent } from '@shop/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listActiveEvents } from '../../../../src/services/events/list-active-events.ts';
import { startTestApp, type TestApp } from '../../../test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
const at = (offset: number) => new Date(Date.now() + offset);

async function addEvent(title: string, values: Partial<typeof events.$inferInsert>) {
  const [row] = await t.db
    .insert(events)
    .values({ title, description: `${title} description`, ...values } as typeof events.$inferInsert)
    .returning({ id: events.id });
  if (!row) throw new Error('event not inserted');
  return row.id;
}

async function activeEvents(): Promise<PublicEvent[]> {
  const res = await t.app.inject('/api/events/active');
  expect(res.statusCode).toBe(200);
  return activeEventsResponseSchema.parse(res.json()).events;
}

describe('GET /api/events/active', () => {
  it('lists the seeded events running now with their image URLs and coupons', async () => {
    const list = await activeEvents();
    expect(list.length).toBeGreaterThanOrEqual(2);
    const now = Date.now();
    for (const event of list) {
      expect(Date.parse(event.start_date)).toBeLessThanOrEqual(now);
      expect(Date.parse(event.end_date)).toBeGreaterThanOrEqual(now);
      expect(event.image_url).toMatch(/^\/uploads\/events\/.+\.webp$/);
      expect(event.coupon_code).toMatch(/^[A-Z0-9]+$/);
      expect(event.discount_percentage).toBeGreaterThan(0);
    }
    const image = await t.app.inject(list[0]?.image_url as string);
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/webp');
  });

  it('leaves out ended, upcoming and inactive events, and lists the soonest-ending first', async () => {
    const before = (await activeEvents()).map((e) => e.id);
    const ended = await addEvent('Ended', { startDate: at(-3 * DAY), endDate: at(-HOUR) });
    const upcoming = await addEvent('Upcoming', { startDate: at(HOUR), endDate: at(3 * DAY) });
    const inactive = await addEvent('Switched off', {
      startDate: at(-DAY),
      endDate: at(DAY),
      isActive: false,
    });
    const endingSoonest = await addEvent('Last Hour', {
      startDate: at(-DAY),
      endDate: at(HOUR),
      imageUrl: null,
    });
    const endingLast = await addEvent('Year Long', {
      startDate: at(-DAY),
      endDate: at(365 * DAY),
      imageUrl: 'events/year-long.webp',
      discountPercentage: 5,
    });

    const list = await activeEvents();
    const ids = list.map((e) => e.id);
    for (const hidden of [ended, upcoming, inactive]) expect(ids).not.toContain(hidden);
    expect(ids).toEqual([endingSoonest, ...before, endingLast]);
    const ends = list.map((e) => Date.parse(e.end_date));
    expect(ends).toEqual([...ends].sort((a, b) => a - b));

    expect(list[0]).toMatchObject({
      title: 'Last Hour',
      description: 'Last Hour description',
      image_url: null,
      coupon_code: null,
      discount_percentage: null,
    });
    expect(list.at(-1)).toMatchObject({
      image_url: '/uploads/events/year-long.webp',
      discount_percentage: 5,
    });
  });

  it('includes an event from the instant it starts until the instant it ends', async () => {
    const now = new Date(Date.now() + 30 * DAY);
    const starting = await addEvent('Starts Now', {
      startDate: now,
      endDate: new Date(now.getTime() + HOUR),
    });
    const ending = await addEvent('Ends Now', {
      startDate: new Date(now.getTime() - HOUR),
      endDate: now,
    });
    const ids = (await listActiveEvents(t.db, now)).map((e) => e.id);
    expect(ids).toContain(starting);
    expect(ids).toContain(ending);
    const later = (await listActiveEvents(t.db, new Date(now.getTime() + 1))).map((e) => e.id);
    expect(later).not.toContain(ending);
  });
});
