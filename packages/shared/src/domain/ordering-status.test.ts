import { describe, expect, it } from 'vitest';
import { type BusyPause, orderingStatusSchema } from '../contracts/ordering.ts';
import { activePause } from './busy-pause.ts';
import type { LaterSlotFacts } from './later-slots.ts';
import { DEFAULT_LATER_ORDER_SETTINGS, DEFAULT_ORDERING_HOURS } from './ordering-defaults.ts';
import { orderingStatus } from './ordering-status.ts';
import { RESTAURANT_UTC_OFFSET } from './restaurant-time.ts';

/** An instant on the restaurant's clock. 2 March 2026 is a Monday. */
const at = (day: string, time: string) => new Date(`${day}T${time}:00${RESTAURANT_UTC_OFFSET}`);
const iso = (day: string, time: string) => at(day, time).toISOString();

const facts = (pause?: BusyPause, enabled = true): LaterSlotFacts => ({
  hours: { week: DEFAULT_ORDERING_HOURS.delivery, specialDays: [] },
  settings: { ...DEFAULT_LATER_ORDER_SETTINGS, enabled },
  pause,
});
const pause = (
  ends: BusyPause['ends'],
  startedAt: Date,
  until?: Date,
  reason = 'The kitchen is full',
): BusyPause => ({
  ends,
  startedAt: startedAt.toISOString(),
  ...(until ? { until: until.toISOString() } : {}),
  reason,
});

describe('orderingStatus', () => {
  it('is open inside the hours, with the closing time', () => {
    const status = orderingStatus(facts(), at('2026-03-02', '12:00'));
    expect(status).toEqual({
      accepting: true,
      mode: 'open',
      closesAt: iso('2026-03-02', '22:00'),
      laterOrders: true,
    });
    expect(orderingStatusSchema.parse(status)).toEqual(status);
  });

  it('is closed one minute before opening and open at opening', () => {
    expect(orderingStatus(facts(), at('2026-03-07', '09:59'))).toEqual({
      accepting: false,
      mode: 'closed',
      opensAt: iso('2026-03-07', '10:00'),
      laterOrders: true,
    });
    expect(orderingStatus(facts(), at('2026-03-07', '10:00')).mode).toBe('open');
  });

  it('says Monday’s opening on a Sunday night', () => {
    expect(orderingStatus(facts(), at('2026-03-08', '23:00'))).toMatchObject({
      mode: 'closed',
      opensAt: iso('2026-03-09', '11:00'),
    });
  });

  it('is closed with no opening when the hours stay closed for 14 days', () => {
    const closed = facts();
    closed.hours = {
      ...closed.hours,
      specialDays: Array.from({ length: 16 }, (_, i) => ({
        date: `2026-03-${String(2 + i).padStart(2, '0')}`,
        closed: true,
        periods: [],
      })),
    };
    expect(orderingStatus(closed, at('2026-03-02', '09:00'))).toEqual({
      accepting: false,
      mode: 'closed',
      laterOrders: false,
    });
  });

  it('pauses for 30 minutes with the reason, and the pause ends by itself', () => {
    const thirty = pause('until', at('2026-03-02', '12:00'), at('2026-03-02', '12:30'));
    expect(orderingStatus(facts(thirty), at('2026-03-02', '12:10'))).toEqual({
      accepting: false,
      mode: 'paused',
      reason: 'The kitchen is full',
      resumesAt: iso('2026-03-02', '12:30'),
      opensAt: iso('2026-03-02', '12:30'),
      laterOrders: true,
    });
    expect(orderingStatus(facts(thirty), at('2026-03-02', '12:29')).mode).toBe('paused');
    expect(orderingStatus(facts(thirty), at('2026-03-02', '12:30'))).toMatchObject({
      accepting: true,
      mode: 'open',
    });
    expect(activePause(thirty, facts().hours, at('2026-03-02', '12:30'))).toBeUndefined();
  });

  it('says closed when a timed pause runs past closing but ends before the next opening', () => {
    const late = pause('until', at('2026-03-02', '21:50'), at('2026-03-02', '22:20'));
    expect(orderingStatus(facts(late), at('2026-03-02', '21:55')).mode).toBe('paused');
    expect(orderingStatus(facts(late), at('2026-03-02', '22:05'))).toMatchObject({
      mode: 'closed',
      opensAt: iso('2026-03-03', '11:00'),
    });
  });

  it('gives the next opening as when orders start again after a pause ending while closed', () => {
    const long = pause('until', at('2026-03-02', '21:00'), at('2026-03-03', '12:00'));
    expect(orderingStatus(facts(long), at('2026-03-02', '23:00'))).toMatchObject({
      mode: 'paused',
      resumesAt: iso('2026-03-03', '12:00'),
      opensAt: iso('2026-03-03', '12:00'),
    });
    const overnight = pause('until', at('2026-03-02', '21:00'), at('2026-03-03', '10:00'));
    expect(orderingStatus(facts(overnight), at('2026-03-02', '21:30'))).toMatchObject({
      mode: 'paused',
      resumesAt: iso('2026-03-03', '10:00'),
      opensAt: iso('2026-03-03', '11:00'),
    });
  });

  it('pauses until the next opening: the rest of today’s, then open tomorrow', () => {
    const rest = pause('next-opening', at('2026-03-02', '12:00'));
    expect(orderingStatus(facts(rest), at('2026-03-02', '21:00'))).toMatchObject({
      accepting: false,
      mode: 'paused',
      resumesAt: iso('2026-03-03', '11:00'),
      opensAt: iso('2026-03-03', '11:00'),
    });
    expect(orderingStatus(facts(rest), at('2026-03-02', '23:00'))).toMatchObject({
      mode: 'closed',
      opensAt: iso('2026-03-03', '11:00'),
    });
    expect(orderingStatus(facts(rest), at('2026-03-03', '10:59')).mode).toBe('closed');
    expect(orderingStatus(facts(rest), at('2026-03-03', '11:00')).mode).toBe('open');
  });

  it('pauses until resumed, open or closed, with no time to resume', () => {
    const held = pause('resumed', at('2026-03-02', '12:00'));
    for (const now of [
      at('2026-03-02', '13:00'),
      at('2026-03-02', '23:00'),
      at('2026-03-10', '12:00'),
    ]) {
      expect(orderingStatus(facts(held), now)).toEqual({
        accepting: false,
        mode: 'paused',
        reason: 'The kitchen is full',
        laterOrders: true,
      });
    }
  });

  it('gives no closing time when open around the clock', () => {
    const halves = [
      { opens: '00:00', closes: '12:00' },
      { opens: '12:00', closes: '00:00' },
    ];
    const always: LaterSlotFacts = {
      ...facts(),
      hours: {
        week: {
          monday: halves,
          tuesday: halves,
          wednesday: halves,
          thursday: halves,
          friday: halves,
          saturday: halves,
          sunday: halves,
        },
        specialDays: [],
      },
    };
    expect(orderingStatus(always, at('2026-03-02', '03:00'))).toEqual({
      accepting: true,
      mode: 'open',
      laterOrders: true,
    });
    always.hours = {
      ...always.hours,
      specialDays: [{ date: '2026-03-05', closed: true, periods: [] }],
    };
    expect(orderingStatus(always, at('2026-03-02', '03:00')).closesAt).toBe(
      iso('2026-03-05', '00:00'),
    );
  });

  it('says no orders for later when they are off', () => {
    expect(orderingStatus(facts(undefined, false), at('2026-03-02', '12:00')).laterOrders).toBe(
      false,
    );
  });

  it('reads each fulfilment’s own hours', () => {
    const pickupFromNine: LaterSlotFacts = {
      ...facts(),
      hours: {
        week: { ...DEFAULT_ORDERING_HOURS.pickup, monday: [{ opens: '09:00', closes: '22:00' }] },
        specialDays: [],
      },
    };
    expect(orderingStatus(pickupFromNine, at('2026-03-02', '09:30')).mode).toBe('open');
    expect(orderingStatus(facts(), at('2026-03-02', '09:30')).mode).toBe('closed');
  });
});
