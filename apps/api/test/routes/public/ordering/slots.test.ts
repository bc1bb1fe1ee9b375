import {
  ORDERING_MESSAGES,
  ORDERING_QUERY_MESSAGES,
  orderingSlotsResponseSchema,
} from '@shop/shared';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  everyDay,
  fillSlot,
  kathmandu,
  setHours,
  setLaterOrders,
  setPause,
  testClock,
} from '../../../support/ordering.ts';
import { startTestApp, type TestApp } from '../../../test-app.ts';

/*
 * GET /api/ordering/slots (docs/product-rules.md#orders-for-later). 2025-06-02 is a Monday;
 * times are the restaurant's.
 */

const time = testClock('2025-06-02T10:00');
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ clock: time.clock });
});
afterAll(() => t.close());
beforeEach(async () => {
  // Closes at 21:50: a 15-minute slot at 21:45 would end after closing.
  await setHours(t, everyDay([{ opens: '11:00', closes: '21:50' }]));
  await setLaterOrders(t, {
    enabled: true,
    daysAhead: 2,
    slotMinutes: 15,
    leadMinutes: 30,
    capacityPerSlot: 2,
  });
  await setPause(t, null);
  time.set('2025-06-02T10:00');
});

const iso = (wallClock: string) => kathmandu(wallClock).toISOString();

async function slots(query = '') {
  const res = await t.app.inject(`/api/ordering/slots${query}`);
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers['cache-control']).toBe('no-store');
  return orderingSlotsResponseSchema.parse(res.json());
}

describe('the slots of a day', () => {
  it('offers today’s slots from the opening to the last that ends by the close', async () => {
    const day = await slots();
    expect(day).toMatchObject({ type: 'delivery', date: '2025-06-02' });
    expect(day.slots[0]).toEqual({
      startsAt: iso('2025-06-02T11:00'),
      endsAt: iso('2025-06-02T11:15'),
      left: 2,
    });
    const last = day.slots.at(-1);
    expect(last?.startsAt).toBe(iso('2025-06-02T21:30'));
    expect(last?.endsAt).toBe(iso('2025-06-02T21:45'));
    expect(day.slots.some((slot) => slot.endsAt > iso('2025-06-02T21:50'))).toBe(false);
  });

  it('starts at least the lead time after now', async () => {
    time.set('2025-06-02T12:05');
    const day = await slots('?type=pickup');
    expect(day.type).toBe('pickup');
    expect(day.slots[0]?.startsAt).toBe(iso('2025-06-02T12:45'));
  });

  it('leaves out a full slot and counts the places left', async () => {
    await fillSlot(t, kathmandu('2025-06-03T11:00'), 2);
    await fillSlot(t, kathmandu('2025-06-03T11:15'), 1);
    const day = await slots('?date=2025-06-03');
    expect(day.slots[0]).toMatchObject({ startsAt: iso('2025-06-03T11:15'), left: 1 });
    expect(day.slots.some((slot) => slot.startsAt === iso('2025-06-03T11:00'))).toBe(false);
  });

  it('lists the days ahead that have a slot, and none after them', async () => {
    expect((await slots()).days).toEqual(['2025-06-02', '2025-06-03', '2025-06-04']);
    expect((await slots('?date=2025-06-04')).slots.length).toBeGreaterThan(0);
    expect((await slots('?date=2025-06-05')).slots).toEqual([]);
    time.set('2025-06-02T21:30');
    expect((await slots()).days).toEqual(['2025-06-03', '2025-06-04']);
  });

  it('offers slots only from the end of a timed pause', async () => {
    time.set('2025-06-02T12:00');
    await setPause(t, {
      ends: 'until',
      startedAt: iso('2025-06-02T12:00'),
      until: iso('2025-06-02T14:00'),
      reason: 'Busy',
    });
    expect((await slots()).slots[0]?.startsAt).toBe(iso('2025-06-02T14:00'));
  });

  it('offers nothing when orders for later are off', async () => {
    await setLaterOrders(t, { enabled: false });
    expect(await slots()).toMatchObject({ days: [], slots: [] });
  });
});

describe('a query that is not valid', () => {
  it.each([
    ['?type=boat', ORDERING_QUERY_MESSAGES.typeInvalid],
    ['?date=2025-02-30', ORDERING_MESSAGES.dateInvalid],
    ['?date=tomorrow', ORDERING_MESSAGES.dateInvalid],
  ])('%s is refused with its message', async (query, message) => {
    const res = await t.app.inject(`/api/ordering/slots${query}`);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: 'VALIDATION_FAILED', message });
  });
});
