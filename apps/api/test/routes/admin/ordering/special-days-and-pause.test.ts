import {
  ORDERING_ADMIN_MESSAGES,
  ORDERING_MESSAGES,
  PAUSE_MESSAGES,
  pauseResponseSchema,
  specialDayListSchema,
} from '@shop/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { everyDay, kathmandu, setHours, testClock } from '../../../support/ordering.ts';
import { type SignedIn, signInAdmin } from '../../../support/sessions.ts';
import { startTestApp, type TestApp } from '../../../test-app.ts';
import { auditActions, lastAudit } from '../promotions/promotions-support.ts';

/* Special days and the busy pause (docs/product-rules.md#opening-hours, #busy-pause). */

const time = testClock('2025-06-02T12:00');
let t: TestApp;
let admin: SignedIn;
beforeAll(async () => {
  t = await startTestApp({ clock: time.clock });
  admin = await signInAdmin(t);
  await setHours(t, everyDay([{ opens: '11:00', closes: '22:00' }]));
});
afterAll(() => t.close());

const call = (method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: admin.headers, ...(payload ? { payload } : {}) });
const DAYS = '/api/admin/ordering/special-days';

describe('special days', () => {
  it('sets a day, replaces it when set again, lists from yesterday on, and removes it', async () => {
    const past = await call('POST', DAYS, { date: '2025-05-20', closed: true, periods: [] });
    expect(past.statusCode).toBe(200);
    const set = await call('POST', DAYS, {
      date: '2025-06-10',
      closed: true,
      periods: [],
      label: 'Holiday',
    });
    expect(set.statusCode, set.body).toBe(200);
    expect(specialDayListSchema.parse(set.json()).specialDays).toEqual([
      { date: '2025-06-10', closed: true, periods: [], label: 'Holiday' },
    ]);
    const festival = {
      date: '2025-06-10',
      closed: false,
      periods: [{ opens: '08:00', closes: '23:30' }],
    };
    const replaced = await call('POST', DAYS, festival);
    expect(replaced.json().specialDays).toEqual([festival]);
    expect((await call('GET', DAYS)).json().specialDays).toEqual([festival]);
    expect((await lastAudit(t, 'special_day', '2025-06-10'))?.action).toBe('special_day.saved');

    const removed = await call('DELETE', `${DAYS}/2025-06-10`);
    expect(removed.statusCode).toBe(200);
    expect(removed.json().specialDays).toEqual([]);
    expect(await auditActions(t, 'special_day', '2025-06-10')).toEqual([
      'special_day.deleted',
      'special_day.saved',
      'special_day.saved',
    ]);
  });

  it('answers 404 for a date without one, 400 for a date that does not exist', async () => {
    const missing = await call('DELETE', `${DAYS}/2025-07-01`);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe(ORDERING_ADMIN_MESSAGES.specialDayNotFound('2025-07-01'));
    const invalid = await call('DELETE', `${DAYS}/2025-02-30`);
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().message).toBe(ORDERING_MESSAGES.dateInvalid);
  });

  it.each([
    [{ date: '2025-13-01', closed: true, periods: [] }, ORDERING_MESSAGES.dateInvalid],
    [
      { date: '2025-06-10', closed: false, periods: [] },
      ORDERING_MESSAGES.specialDayPeriodsRequired,
    ],
    [
      { date: '2025-06-10', closed: true, periods: [{ opens: '10:00', closes: '12:00' }] },
      ORDERING_MESSAGES.specialDayClosedWithPeriods,
    ],
    [
      { date: '2025-06-10', closed: true, periods: [], label: 'x'.repeat(101) },
      ORDERING_MESSAGES.labelTooLong,
    ],
    [
      { date: '2025-06-10', closed: false, periods: [{ opens: '10:00', closes: '1000' }] },
      ORDERING_MESSAGES.timeInvalid,
    ],
  ])('refuses %o with its message', async (payload, message) => {
    const res = await call('POST', DAYS, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: 'VALIDATION_FAILED', message });
  });
});

describe('the busy pause', () => {
  it('stores a timed pause from now and answers the status it gives', async () => {
    time.set('2025-06-02T12:00');
    const res = await call('POST', '/api/admin/ordering/pause', {
      minutes: 15,
      reason: ' Rush hour ',
    });
    expect(res.statusCode, res.body).toBe(200);
    const body = pauseResponseSchema.parse(res.json());
    expect(body.pause).toEqual({
      ends: 'until',
      startedAt: kathmandu('2025-06-02T12:00').toISOString(),
      until: kathmandu('2025-06-02T12:15').toISOString(),
      reason: 'Rush hour',
    });
    expect(body.delivery).toMatchObject({ mode: 'paused', reason: 'Rush hour' });
    expect((await lastAudit(t, 'ordering_settings', 1))?.action).toBe('ordering.paused');
  });

  it('stores a pause until resumed and one until the next opening', async () => {
    const resumed = await call('POST', '/api/admin/ordering/pause', { reason: 'Power cut' });
    expect(resumed.json().pause).toMatchObject({ ends: 'resumed', reason: 'Power cut' });
    const next = await call('POST', '/api/admin/ordering/pause', {
      until_next_opening: true,
      reason: 'Closing early',
    });
    expect(next.json().pause).toMatchObject({ ends: 'next-opening' });
  });

  it('resumes, and resuming again changes nothing', async () => {
    const res = await call('DELETE', '/api/admin/ordering/pause');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ pause: null, delivery: { mode: 'open' } });
    expect((await lastAudit(t, 'ordering_settings', 1))?.action).toBe('ordering.resumed');
    const again = await call('DELETE', '/api/admin/ordering/pause');
    expect(again.json()).toMatchObject({ pause: null, delivery: { mode: 'open' } });
  });

  it.each([
    [{ minutes: 0, reason: 'x' }, PAUSE_MESSAGES.minutesInvalid],
    [{ minutes: 1441, reason: 'x' }, PAUSE_MESSAGES.minutesInvalid],
    [{ minutes: 2.5, reason: 'x' }, PAUSE_MESSAGES.minutesInvalid],
    [
      { minutes: 30, until_next_opening: true, reason: 'x' },
      PAUSE_MESSAGES.untilNextOpeningWithMinutes,
    ],
    [{ minutes: 30 }, ORDERING_MESSAGES.reasonRequired],
    [{ minutes: 30, reason: '   ' }, ORDERING_MESSAGES.reasonRequired],
    [{ minutes: 30, reason: 'x'.repeat(201) }, ORDERING_MESSAGES.reasonTooLong],
  ])('refuses %o with its message', async (payload, message) => {
    const res = await call('POST', '/api/admin/ordering/pause', payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: 'VALIDATION_FAILED', message });
  });
});
