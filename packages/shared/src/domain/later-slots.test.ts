import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { BusyPause, LaterOrderSettings } from '../contracts/ordering.ts';
import { checkLaterSlot, type LaterSlotFacts, laterSlotDays, laterSlots } from './later-slots.ts';
import { intervalsOfDay } from './opening-hours.ts';
import { DEFAULT_LATER_ORDER_SETTINGS, DEFAULT_ORDERING_HOURS } from './ordering-defaults.ts';
import { RESTAURANT_UTC_OFFSET } from './restaurant-time.ts';

/** An instant on the restaurant's clock. 2 March 2026 is a Monday. */
const at = (day: string, time: string) => new Date(`${day}T${time}:00${RESTAURANT_UTC_OFFSET}`);
const iso = (day: string, time: string) => at(day, time).toISOString();

const facts = (
  settings: Partial<LaterOrderSettings> = {},
  extra: Partial<LaterSlotFacts> = {},
): LaterSlotFacts => ({
  hours: { week: DEFAULT_ORDERING_HOURS.delivery, specialDays: [] },
  settings: { ...DEFAULT_LATER_ORDER_SETTINGS, ...settings },
  ...extra,
});

describe('laterSlots', () => {
  it('cuts a day’s hours into slots from opening, the last one ending at closing', () => {
    const slots = laterSlots(facts({ leadMinutes: 0 }), '2026-03-02', at('2026-03-02', '06:00'));
    expect(slots).toHaveLength(44);
    expect(slots[0]).toEqual({
      startsAt: iso('2026-03-02', '11:00'),
      endsAt: iso('2026-03-02', '11:15'),
      left: 5,
    });
    expect(slots.at(-1)).toEqual({
      startsAt: iso('2026-03-02', '21:45'),
      endsAt: iso('2026-03-02', '22:00'),
      left: 5,
    });
  });

  it('offers no slot that ends after closing', () => {
    const slots = laterSlots(
      facts({ slotMinutes: 25, leadMinutes: 0 }),
      '2026-03-02',
      at('2026-03-02', '06:00'),
    );
    expect(slots).toHaveLength(26);
    expect(slots.at(-1)).toMatchObject({
      startsAt: iso('2026-03-02', '21:25'),
      endsAt: iso('2026-03-02', '21:50'),
    });
    expect(slots.every((slot) => slot.endsAt <= iso('2026-03-02', '22:00'))).toBe(true);
  });

  it('drops past slots and those within the lead time', () => {
    const now = at('2026-03-02', '12:07');
    expect(laterSlots(facts({ leadMinutes: 0 }), '2026-03-02', now)[0]?.startsAt).toBe(
      iso('2026-03-02', '12:15'),
    );
    expect(laterSlots(facts({ leadMinutes: 30 }), '2026-03-02', now)[0]?.startsAt).toBe(
      iso('2026-03-02', '12:45'),
    );
    // Exactly the lead time away is soon enough.
    expect(
      laterSlots(facts({ leadMinutes: 30 }), '2026-03-02', at('2026-03-02', '12:15'))[0]?.startsAt,
    ).toBe(iso('2026-03-02', '12:45'));
    expect(laterSlots(facts(), '2026-03-01', now)).toEqual([]);
  });

  it('drops a full slot and says how many places the others have left', () => {
    const taken = new Map([
      [iso('2026-03-03', '11:00'), 5],
      [iso('2026-03-03', '11:15'), 3],
      [iso('2026-03-03', '11:30'), 7],
    ]);
    const slots = laterSlots(facts({}, { taken }), '2026-03-03', at('2026-03-02', '12:00'));
    expect(slots.slice(0, 2)).toEqual([
      { startsAt: iso('2026-03-03', '11:15'), endsAt: iso('2026-03-03', '11:30'), left: 2 },
      { startsAt: iso('2026-03-03', '11:45'), endsAt: iso('2026-03-03', '12:00'), left: 5 },
    ]);
  });

  it('offers today and daysAhead days after it, nothing when orders for later are off', () => {
    const now = at('2026-03-02', '12:00');
    expect(laterSlotDays(facts().settings, now)).toEqual([
      '2026-03-01',
      '2026-03-02',
      '2026-03-03',
      '2026-03-04',
    ]);
    expect(laterSlots(facts({ daysAhead: 2 }), '2026-03-04', now)).toHaveLength(44);
    expect(laterSlots(facts({ daysAhead: 2 }), '2026-03-05', now)).toEqual([]);
    expect(laterSlots(facts({ daysAhead: 0 }), '2026-03-03', now)).toEqual([]);
    expect(laterSlots(facts({ enabled: false }), '2026-03-02', now)).toEqual([]);
  });

  it('gives a period past midnight’s slots to the day it opens, and they stay bookable after midnight', () => {
    const lateFriday = facts(
      { leadMinutes: 0 },
      {
        hours: {
          week: {
            ...DEFAULT_ORDERING_HOURS.delivery,
            friday: [{ opens: '18:00', closes: '01:00' }],
          },
          specialDays: [],
        },
      },
    );
    const friday = laterSlots(lateFriday, '2026-03-06', at('2026-03-06', '12:00'));
    expect(friday).toHaveLength(28);
    expect(friday.at(-1)).toMatchObject({
      startsAt: iso('2026-03-07', '00:45'),
      endsAt: iso('2026-03-07', '01:00'),
    });
    expect(
      laterSlots(lateFriday, '2026-03-06', at('2026-03-07', '00:10')).map((s) => s.startsAt),
    ).toEqual([iso('2026-03-07', '00:15'), iso('2026-03-07', '00:30'), iso('2026-03-07', '00:45')]);
    expect(laterSlots(lateFriday, '2026-03-07', at('2026-03-06', '12:00'))[0]?.startsAt).toBe(
      iso('2026-03-07', '10:00'),
    );
  });

  it('follows special days: none on a holiday, the festival’s own hours', () => {
    const special = facts(
      {},
      {
        hours: {
          week: DEFAULT_ORDERING_HOURS.delivery,
          specialDays: [
            { date: '2026-03-03', closed: true, periods: [] },
            { date: '2026-03-04', closed: false, periods: [{ opens: '17:00', closes: '18:00' }] },
          ],
        },
      },
    );
    const now = at('2026-03-02', '12:00');
    expect(laterSlots(special, '2026-03-03', now)).toEqual([]);
    expect(laterSlots(special, '2026-03-04', now).map((s) => s.startsAt)).toEqual([
      iso('2026-03-04', '17:00'),
      iso('2026-03-04', '17:15'),
      iso('2026-03-04', '17:30'),
      iso('2026-03-04', '17:45'),
    ]);
  });

  it('offers nothing before a timed pause ends, and keeps the slots during a pause until resumed', () => {
    const now = at('2026-03-02', '12:00');
    const timed: BusyPause = {
      ends: 'until',
      startedAt: now.toISOString(),
      until: iso('2026-03-02', '13:00'),
      reason: 'Busy',
    };
    expect(laterSlots(facts({}, { pause: timed }), '2026-03-02', now)[0]?.startsAt).toBe(
      iso('2026-03-02', '13:00'),
    );
    const held: BusyPause = { ends: 'resumed', startedAt: now.toISOString(), reason: 'Busy' };
    expect(laterSlots(facts({}, { pause: held }), '2026-03-02', now)[0]?.startsAt).toBe(
      iso('2026-03-02', '12:30'),
    );
  });

  it('never offers a slot outside a period, past, too soon or beyond the days ahead (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 5, max: 240 }),
        fc.integer({ min: 0, max: 1440 }),
        fc.integer({ min: 0, max: 4 }),
        fc.integer({ min: 0, max: 7 * 24 * 60 - 1 }),
        fc.integer({ min: -1, max: 5 }),
        (slotMinutes, leadMinutes, daysAhead, minuteOfWeek, dayOffset) => {
          const now = new Date(at('2026-03-02', '00:00').getTime() + minuteOfWeek * 60_000);
          const f = facts({ slotMinutes, leadMinutes, daysAhead });
          const day = new Date(
            Date.parse('2026-03-02T00:00:00Z') +
              (Math.floor(minuteOfWeek / 1440) + dayOffset) * 86_400_000,
          )
            .toISOString()
            .slice(0, 10);
          const periods = intervalsOfDay(f.hours, day);
          for (const slot of laterSlots(f, day, now)) {
            const start = Date.parse(slot.startsAt);
            const end = Date.parse(slot.endsAt);
            expect(end - start).toBe(slotMinutes * 60_000);
            expect(start).toBeGreaterThanOrEqual(now.getTime() + leadMinutes * 60_000);
            expect(periods.some((p) => p.start <= start && end <= p.end)).toBe(true);
            expect(dayOffset).toBeLessThanOrEqual(daysAhead);
          }
        },
      ),
    );
  });
});

describe('checkLaterSlot', () => {
  const now = at('2026-03-02', '12:00');

  it('takes a slot that is offered and has room', () => {
    expect(checkLaterSlot(facts(), at('2026-03-02', '13:00'), now)).toEqual({
      slot: { startsAt: iso('2026-03-02', '13:00'), endsAt: iso('2026-03-02', '13:15'), left: 5 },
    });
  });

  it('refuses a slot that filled while the customer was choosing it', () => {
    const chosen = at('2026-03-02', '13:00');
    expect(
      checkLaterSlot(facts({}, { taken: new Map([[chosen.toISOString(), 4]]) }), chosen, now),
    ).toMatchObject({ slot: { left: 1 } });
    expect(
      checkLaterSlot(facts({}, { taken: new Map([[chosen.toISOString(), 5]]) }), chosen, now),
    ).toEqual({ refusal: 'full' });
  });

  it('refuses a time that is not an offered slot: past, too soon, off the grid, after closing', () => {
    for (const time of ['11:00', '12:15', '13:05', '22:00', '23:00']) {
      expect(checkLaterSlot(facts(), at('2026-03-02', time), now)).toEqual({
        refusal: 'not-a-slot',
      });
    }
    expect(checkLaterSlot(facts(), at('2026-03-05', '13:00'), now)).toEqual({
      refusal: 'not-a-slot',
    });
    expect(checkLaterSlot(facts({ enabled: false }), at('2026-03-02', '13:00'), now)).toEqual({
      refusal: 'disabled',
    });
  });

  it('finds a slot after midnight in the period that opened the day before', () => {
    const lateFriday = facts(
      {},
      {
        hours: {
          week: {
            ...DEFAULT_ORDERING_HOURS.delivery,
            friday: [{ opens: '18:00', closes: '01:00' }],
          },
          specialDays: [],
        },
      },
    );
    expect(
      checkLaterSlot(lateFriday, at('2026-03-07', '00:30'), at('2026-03-06', '20:00')),
    ).toMatchObject({ slot: { endsAt: iso('2026-03-07', '00:45') } });
  });
});
