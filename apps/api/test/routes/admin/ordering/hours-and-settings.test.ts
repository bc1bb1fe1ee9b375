import {
  DEFAULT_LATER_ORDER_SETTINGS,
  laterOrderSettingsResponseSchema,
  ORDERING_ADMIN_MESSAGES,
  ORDERING_MESSAGES,
  orderingHoursResponseSchema,
  RECORD_VERSION_MESSAGES,
} from '@shop/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { everyDay } from '../../../support/ordering.ts';
import { type SignedIn, signInAdmin } from '../../../support/sessions.ts';
import { startTestApp, type TestApp } from '../../../test-app.ts';
import { lastAudit } from '../promotions/promotions-support.ts';

/* The owner's week of hours and orders for later (docs/product-rules.md#opening-hours). */

let t: TestApp;
let admin: SignedIn;
beforeAll(async () => {
  t = await startTestApp();
  admin = await signInAdmin(t);
});
afterAll(() => t.close());

const call = (method: 'GET' | 'PUT', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: admin.headers, ...(payload ? { payload } : {}) });

const week = everyDay([
  { opens: '11:00', closes: '14:00' },
  { opens: '18:00', closes: '01:00' },
]);

describe('the week’s hours', () => {
  it('are read and saved with their version, and the change is in the audit log', async () => {
    const read = orderingHoursResponseSchema.parse(
      (await call('GET', '/api/admin/ordering/hours')).json(),
    );
    const res = await call('PUT', '/api/admin/ordering/hours', {
      delivery: week,
      pickup: read.hours.pickup,
      version: read.version,
    });
    expect(res.statusCode, res.body).toBe(200);
    const saved = orderingHoursResponseSchema.parse(res.json());
    expect(saved).toEqual({
      hours: { delivery: week, pickup: read.hours.pickup },
      version: read.version + 1,
    });
    expect(
      orderingHoursResponseSchema.parse((await call('GET', '/api/admin/ordering/hours')).json()),
    ).toEqual(saved);
    const audit = await lastAudit(t, 'ordering_settings', 1);
    expect(audit?.action).toBe('ordering.hours_updated');
    expect(audit?.adminId).toBe(admin.id);
  });

  it('refuses a form read before the last save (409) with the hours as they are now', async () => {
    const read = orderingHoursResponseSchema.parse(
      (await call('GET', '/api/admin/ordering/hours')).json(),
    );
    const first = await call('PUT', '/api/admin/ordering/hours', {
      ...read.hours,
      version: read.version,
    });
    expect(first.statusCode).toBe(200);
    const stale = await call('PUT', '/api/admin/ordering/hours', {
      delivery: everyDay([]),
      pickup: everyDay([]),
      version: read.version,
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toBe(ORDERING_ADMIN_MESSAGES.staleHours);
    expect(stale.json().details).toEqual({ hours: read.hours, version: read.version + 1 });
  });

  const monday = (periods: unknown) => ({ delivery: { ...week, monday: periods }, pickup: week });
  it.each([
    [
      'a time not HH:MM',
      monday([{ opens: '9:00', closes: '12:00' }]),
      ORDERING_MESSAGES.timeInvalid,
    ],
    ['24:00', monday([{ opens: '11:00', closes: '24:00' }]), ORDERING_MESSAGES.timeInvalid],
    [
      'a period that opens and closes at once',
      monday([{ opens: '11:00', closes: '11:00' }]),
      ORDERING_MESSAGES.periodEmpty,
    ],
    [
      'periods that overlap',
      monday([
        { opens: '11:00', closes: '15:00' },
        { opens: '14:00', closes: '16:00' },
      ]),
      ORDERING_MESSAGES.periodsOverlap('Monday'),
    ],
    [
      'seven periods',
      monday(Array.from({ length: 7 }, (_, i) => ({ opens: `0${i}:00`, closes: `0${i}:30` }))),
      ORDERING_MESSAGES.tooManyPeriods,
    ],
    [
      'a version that is not a number',
      { delivery: week, pickup: week, version: 'x' },
      RECORD_VERSION_MESSAGES.versionInvalid,
    ],
  ])('refuses %s with its message', async (_case, payload, message) => {
    const res = await call('PUT', '/api/admin/ordering/hours', payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: 'VALIDATION_FAILED', message });
  });
});

describe('orders for later', () => {
  it('are read and saved with their version; a stale form is refused with them as they are now', async () => {
    const read = laterOrderSettingsResponseSchema.parse(
      (await call('GET', '/api/admin/ordering/settings')).json(),
    );
    expect(read.settings).toEqual(DEFAULT_LATER_ORDER_SETTINGS);
    const settings = {
      enabled: true,
      daysAhead: 7,
      slotMinutes: 30,
      leadMinutes: 45,
      capacityPerSlot: 8,
    };
    const res = await call('PUT', '/api/admin/ordering/settings', {
      ...settings,
      version: read.version,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ settings, version: read.version + 1 });
    expect((await lastAudit(t, 'ordering_settings', 1))?.action).toBe(
      'ordering.later_orders_updated',
    );

    const stale = await call('PUT', '/api/admin/ordering/settings', {
      ...read.settings,
      version: read.version,
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toBe(ORDERING_ADMIN_MESSAGES.staleSettings);
    expect(stale.json().details).toEqual({ settings, version: read.version + 1 });
  });

  const base = { ...DEFAULT_LATER_ORDER_SETTINGS };
  it.each([
    [{ ...base, enabled: 'yes' }, ORDERING_MESSAGES.enabledInvalid],
    [{ ...base, daysAhead: 31 }, ORDERING_MESSAGES.daysAheadRange],
    [{ ...base, daysAhead: 1.5 }, ORDERING_MESSAGES.daysAheadRange],
    [{ ...base, slotMinutes: 4 }, ORDERING_MESSAGES.slotMinutesRange],
    [{ ...base, leadMinutes: -1 }, ORDERING_MESSAGES.leadMinutesRange],
    [{ ...base, capacityPerSlot: 0 }, ORDERING_MESSAGES.capacityRange],
  ])('refuses %o with its message', async (payload, message) => {
    const res = await call('PUT', '/api/admin/ordering/settings', payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: 'VALIDATION_FAILED', message });
  });
});
