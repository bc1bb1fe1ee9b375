import { orderingStatusResponseSchema } from '@shop/shared';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  everyDay,
  kathmandu,
  setHours,
  setPause,
  setSpecialDay,
  testClock,
} from '../../../support/ordering.ts';
import { type SignedIn, signInAdmin } from '../../../support/sessions.ts';
import { startTestApp, type TestApp } from '../../../test-app.ts';

/*
 * GET /api/ordering/status at the instants the bugs of other shops are about
 * (docs/product-rules.md#opening-hours). 2025-06-02 is a Monday; times are the restaurant's.
 */

const time = testClock('2025-06-02T12:00');
let t: TestApp;
let admin: SignedIn;
beforeAll(async () => {
  t = await startTestApp({ clock: time.clock });
  admin = await signInAdmin(t);
});
afterAll(() => t.close());
beforeEach(async () => {
  await setHours(t, everyDay([{ opens: '11:00', closes: '22:00' }]));
  await setPause(t, null);
});

const iso = (wallClock: string) => kathmandu(wallClock).toISOString();

async function status() {
  const res = await t.app.inject('/api/ordering/status');
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers['cache-control']).toBe('no-store');
  return orderingStatusResponseSchema.parse(res.json());
}

const pause = (payload: object) =>
  t.app.inject({
    method: 'POST',
    url: '/api/admin/ordering/pause',
    headers: admin.headers,
    payload,
  });

describe('the shop’s status by the hours', () => {
  it('is closed one minute before opening, with the opening', async () => {
    time.set('2025-06-02T10:59');
    const { delivery, pickup, now } = await status();
    expect(now).toBe(iso('2025-06-02T10:59'));
    expect(delivery).toMatchObject({ accepting: false, mode: 'closed' });
    expect(delivery.opensAt).toBe(iso('2025-06-02T11:00'));
    expect(delivery.closesAt).toBeUndefined();
    expect(pickup.mode).toBe('closed');
  });

  it('is open at the opening minute, with the close', async () => {
    time.set('2025-06-02T11:00');
    const { delivery } = await status();
    expect(delivery).toMatchObject({
      accepting: true,
      mode: 'open',
      closesAt: iso('2025-06-02T22:00'),
    });
  });

  it('is closed at the closing minute, and opens the next day', async () => {
    time.set('2025-06-02T22:00');
    const { delivery } = await status();
    expect(delivery).toMatchObject({ mode: 'closed', opensAt: iso('2025-06-03T11:00') });
  });

  it('keeps a period across midnight open at 00:30 on its second day', async () => {
    const closed = everyDay([]);
    await setHours(t, { ...closed, monday: [{ opens: '18:00', closes: '01:00' }] });
    time.set('2025-06-03T00:30');
    const { delivery } = await status();
    expect(delivery).toMatchObject({ mode: 'open', closesAt: iso('2025-06-03T01:00') });
    time.set('2025-06-03T01:00');
    expect((await status()).delivery.mode).toBe('closed');
  });

  it('gives delivery and pickup their own hours', async () => {
    await setHours(
      t,
      everyDay([{ opens: '11:00', closes: '22:00' }]),
      everyDay([{ opens: '09:00', closes: '12:00' }]),
    );
    time.set('2025-06-02T10:00');
    const { delivery, pickup } = await status();
    expect(delivery.mode).toBe('closed');
    expect(pickup).toMatchObject({ mode: 'open', closesAt: iso('2025-06-02T12:00') });
  });
});

describe('special days', () => {
  it('closes a special day that is closed, and opens the day after', async () => {
    await setSpecialDay(t, { date: '2025-06-10', closed: true, periods: [], label: 'Holiday' });
    time.set('2025-06-10T12:00');
    const { delivery, pickup } = await status();
    expect(delivery).toMatchObject({ mode: 'closed', opensAt: iso('2025-06-11T11:00') });
    expect(pickup.mode).toBe('closed');
  });

  it('uses a special day’s own hours', async () => {
    await setSpecialDay(t, {
      date: '2025-06-12',
      closed: false,
      periods: [{ opens: '15:00', closes: '16:00' }],
    });
    time.set('2025-06-12T12:00');
    expect((await status()).delivery).toMatchObject({
      mode: 'closed',
      opensAt: iso('2025-06-12T15:00'),
    });
    time.set('2025-06-12T15:30');
    expect((await status()).delivery).toMatchObject({
      mode: 'open',
      closesAt: iso('2025-06-12T16:00'),
    });
  });
});

describe('the busy pause', () => {
  it('pauses for 30 minutes with the reason, and ends by itself', async () => {
    time.set('2025-06-02T12:00');
    const res = await pause({ minutes: 30, reason: 'Kitchen swamped' });
    expect(res.statusCode, res.body).toBe(200);
    const { delivery, pickup } = await status();
    expect(delivery).toMatchObject({
      accepting: false,
      mode: 'paused',
      reason: 'Kitchen swamped',
      resumesAt: iso('2025-06-02T12:30'),
      opensAt: iso('2025-06-02T12:30'),
    });
    expect(pickup.mode).toBe('paused');
    time.advance(29);
    expect((await status()).delivery.mode).toBe('paused');
    time.advance(1);
    expect((await status()).delivery).toMatchObject({ mode: 'open', accepting: true });
  });

  it('pauses until the next opening: the rest of today’s opening, then open tomorrow', async () => {
    time.set('2025-06-02T21:00');
    expect((await pause({ until_next_opening: true, reason: 'Out of buns' })).statusCode).toBe(200);
    expect((await status()).delivery).toMatchObject({
      mode: 'paused',
      reason: 'Out of buns',
      resumesAt: iso('2025-06-03T11:00'),
    });
    // After the close it is simply closed until the opening the pause ends at.
    time.set('2025-06-02T22:30');
    expect((await status()).delivery).toMatchObject({
      mode: 'closed',
      opensAt: iso('2025-06-03T11:00'),
    });
    time.set('2025-06-03T11:00');
    expect((await status()).delivery.mode).toBe('open');
  });

  it('pauses until resumed, with no end', async () => {
    time.set('2025-06-02T12:00');
    expect((await pause({ minutes: null, reason: 'Power cut' })).statusCode).toBe(200);
    time.advance(600);
    const paused = (await status()).delivery;
    expect(paused).toMatchObject({ mode: 'paused', reason: 'Power cut' });
    expect(paused.resumesAt).toBeUndefined();
    const resumed = await t.app.inject({
      method: 'DELETE',
      url: '/api/admin/ordering/pause',
      headers: admin.headers,
    });
    expect(resumed.statusCode).toBe(200);
    expect((await status()).delivery.mode).toBe('closed');
  });
});
