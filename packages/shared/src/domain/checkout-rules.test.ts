import { describe, expect, it } from 'vitest';
import type { WeeklyHours } from '../contracts/ordering.ts';
import {
  deliveryAreaOf,
  deliveryFeePaisa,
  isBelowMinimum,
  orderingRefusal,
  restaurantMomentWords,
} from './checkout-rules.ts';
import { WEEK_DAYS } from './opening-periods.ts';

const week = Object.fromEntries(
  WEEK_DAYS.map((day) => [day, [{ opens: '11:00', closes: '22:00' }]]),
) as WeeklyHours;
const facts = {
  hours: { week, specialDays: [] },
  settings: { enabled: true, daysAhead: 2, slotMinutes: 15, leadMinutes: 30, capacityPerSlot: 2 },
};
const kathmandu = (wallClock: string) => new Date(`${wallClock}:00+05:45`);

describe('orderingRefusal', () => {
  it('refuses as soon as possible while closed, naming the opening', () => {
    expect(orderingRefusal(facts, null, kathmandu('2026-12-02T10:59'))).toMatchObject({
      reason: 'closed',
      message: 'We are closed now and open again Wednesday at 11:00.',
      opensAt: '2026-12-02T05:15:00.000Z',
    });
    expect(orderingRefusal(facts, null, kathmandu('2026-12-02T11:00'))).toBeNull();
  });

  it('refuses during a pause with its reason', () => {
    const now = kathmandu('2026-12-02T12:00');
    const pause = { ends: 'resumed' as const, startedAt: now.toISOString(), reason: 'Power cut' };
    expect(orderingRefusal({ ...facts, pause }, null, now)).toMatchObject({
      reason: 'paused',
      message: 'We have paused new orders: Power cut',
      pauseReason: 'Power cut',
      resumesAt: null,
    });
  });

  it('takes a slot offered now, and refuses one full or not offered, with the day’s slots', () => {
    const now = kathmandu('2026-12-02T12:00');
    expect(orderingRefusal(facts, kathmandu('2026-12-02T13:00'), now)).toBeNull();
    const taken = new Map([[kathmandu('2026-12-02T13:00').toISOString(), 2]]);
    const full = orderingRefusal({ ...facts, taken }, kathmandu('2026-12-02T13:00'), now);
    expect(full?.reason).toBe('slot_full');
    expect(full?.slots.map((slot) => slot.startsAt)).not.toContain('2026-12-02T07:15:00.000Z');
    expect(orderingRefusal(facts, kathmandu('2026-12-02T22:00'), now)?.reason).toBe(
      'slot_unavailable',
    );
    const off = { ...facts, settings: { ...facts.settings, enabled: false } };
    expect(orderingRefusal(off, kathmandu('2026-12-02T13:00'), now)?.reason).toBe('later_disabled');
  });
});

describe('the delivery area, its fee and its minimum', () => {
  const areas = [
    { id: 1, name: 'Kathmandu', places: [], feePaisa: 0, minimumOrderPaisa: 0 },
    { id: 2, name: 'Thamel', places: [], feePaisa: 5000, minimumOrderPaisa: 50_000 },
  ];

  it('is none for pickup, the chosen one, or the one the address names', () => {
    expect(deliveryAreaOf(areas, { fulfilment: 'pickup', areaId: 2, address: '' })).toEqual({
      area: null,
    });
    expect(deliveryAreaOf(areas, { fulfilment: 'delivery', areaId: 1, address: 'Thamel' })).toEqual(
      { area: areas[0] },
    );
    const matched = deliveryAreaOf(areas, {
      fulfilment: 'delivery',
      areaId: null,
      address: 'Thamel Marg 1, Kathmandu',
    });
    expect(matched).toEqual({ area: areas[1] });
    expect(
      deliveryAreaOf(areas, { fulfilment: 'delivery', areaId: null, address: 'Lakeside, Pokhara' }),
    ).toMatchObject({ refusal: 'no_area' });
    expect(deliveryAreaOf(areas, { fulfilment: 'delivery', areaId: 9, address: '' })).toMatchObject(
      { refusal: 'area_unknown' },
    );
  });

  it('charges the area’s fee unless a free-delivery coupon waives it, and checks the minimum', () => {
    expect(deliveryFeePaisa(areas[1] ?? null, false)).toBe(5000);
    expect(deliveryFeePaisa(areas[1] ?? null, true)).toBe(0);
    expect(deliveryFeePaisa(null, false)).toBe(0);
    expect(isBelowMinimum(areas[1] ?? null, 49_999)).toBe(true);
    expect(isBelowMinimum(areas[1] ?? null, 50_000)).toBe(false);
    expect(isBelowMinimum(null, 0)).toBe(false);
  });

  it('names a time as the restaurant’s weekday and clock', () => {
    expect(restaurantMomentWords('2026-12-05T04:15:00Z')).toBe('Saturday at 10:00');
  });
});
