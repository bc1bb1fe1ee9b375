import { describe, expect, it } from 'vitest';
import {
  type OpeningPeriod,
  orderingHoursSchema,
  specialDaySchema,
  type WeeklyHours,
  weeklyHoursSchema,
} from '../contracts/ordering.ts';
import { type Hours, isWithinHours, nextOpening, openingAt } from './opening-hours.ts';
import { DEFAULT_ORDERING_HOURS } from './ordering-defaults.ts';
import { RESTAURANT_UTC_OFFSET } from './restaurant-time.ts';
import { SITE } from './site.ts';

/** An instant on the restaurant's clock. 2 March 2026 is a Monday. */
const at = (day: string, time: string) => new Date(`${day}T${time}:00${RESTAURANT_UTC_OFFSET}`);
const iso = (day: string, time: string) => at(day, time).toISOString();

const demo: Hours = { week: DEFAULT_ORDERING_HOURS.delivery, specialDays: [] };
const closedWeek: WeeklyHours = {
  monday: [],
  tuesday: [],
  wednesday: [],
  thursday: [],
  friday: [],
  saturday: [],
  sunday: [],
};
const p = (opens: string, closes: string): OpeningPeriod => ({ opens, closes });
const lateFriday: Hours = {
  week: { ...DEFAULT_ORDERING_HOURS.delivery, friday: [p('18:00', '01:00')] },
  specialDays: [],
};

describe('the demo hours', () => {
  it('are the hours the site shows, for delivery and for pickup', () => {
    const weekdays = [{ opens: '11:00', closes: '22:00' }];
    const weekend = [{ opens: '10:00', closes: '23:00' }];
    expect(SITE.hours).toEqual([
      { days: 'weekdays', ...weekdays[0] },
      { days: 'weekend', ...weekend[0] },
    ]);
    for (const week of [DEFAULT_ORDERING_HOURS.delivery, DEFAULT_ORDERING_HOURS.pickup]) {
      expect(week).toEqual({
        monday: weekdays,
        tuesday: weekdays,
        wednesday: weekdays,
        thursday: weekdays,
        friday: weekdays,
        saturday: weekend,
        sunday: weekend,
      });
    }
    expect(orderingHoursSchema.parse(DEFAULT_ORDERING_HOURS)).toEqual(DEFAULT_ORDERING_HOURS);
  });
});

describe('isWithinHours', () => {
  it('is closed one minute before opening and open at opening (Saturday 10:00)', () => {
    expect(isWithinHours(demo, at('2026-03-07', '09:59'))).toBe(false);
    expect(isWithinHours(demo, new Date(at('2026-03-07', '10:00').getTime() - 1))).toBe(false);
    expect(isWithinHours(demo, at('2026-03-07', '10:00'))).toBe(true);
  });

  it('is closed at 10:59 on a weekday and open at 11:00', () => {
    expect(isWithinHours(demo, at('2026-03-02', '10:59'))).toBe(false);
    expect(isWithinHours(demo, at('2026-03-02', '11:00'))).toBe(true);
    // Saturday opens earlier: 10:59 is open there.
    expect(isWithinHours(demo, at('2026-03-07', '10:59'))).toBe(true);
  });

  it('is open in the last minute and closed at the closing time', () => {
    expect(isWithinHours(demo, at('2026-03-02', '21:59'))).toBe(true);
    expect(isWithinHours(demo, at('2026-03-02', '22:00'))).toBe(false);
    expect(isWithinHours(demo, at('2026-03-07', '22:30'))).toBe(true);
    expect(isWithinHours(demo, at('2026-03-07', '23:00'))).toBe(false);
  });

  it('keeps a Friday period 18:00–01:00 open at 00:30 on Saturday and closed at 01:00', () => {
    expect(isWithinHours(lateFriday, at('2026-03-06', '17:59'))).toBe(false);
    expect(isWithinHours(lateFriday, at('2026-03-06', '18:00'))).toBe(true);
    expect(isWithinHours(lateFriday, at('2026-03-06', '23:59'))).toBe(true);
    expect(isWithinHours(lateFriday, at('2026-03-07', '00:00'))).toBe(true);
    expect(isWithinHours(lateFriday, at('2026-03-07', '00:30'))).toBe(true);
    expect(isWithinHours(lateFriday, at('2026-03-07', '01:00'))).toBe(false);
    expect(isWithinHours(lateFriday, at('2026-03-07', '09:59'))).toBe(false);
    expect(isWithinHours(lateFriday, at('2026-03-07', '10:00'))).toBe(true);
  });

  it('crosses the week’s end: a Sunday period past midnight runs into Monday', () => {
    const lateSunday: Hours = {
      week: { ...closedWeek, sunday: [p('20:00', '02:00')], monday: [p('11:00', '22:00')] },
      specialDays: [],
    };
    expect(isWithinHours(lateSunday, at('2026-03-09', '01:59'))).toBe(true);
    expect(isWithinHours(lateSunday, at('2026-03-09', '02:00'))).toBe(false);
    expect(isWithinHours(lateSunday, at('2026-03-09', '11:00'))).toBe(true);
    // And from the week before: Sunday 1 March into Monday 2 March.
    expect(isWithinHours(lateSunday, at('2026-03-02', '00:30'))).toBe(true);
  });

  it('closes a special day that is a holiday and keeps the rest of the week', () => {
    const holiday: Hours = {
      week: DEFAULT_ORDERING_HOURS.delivery,
      specialDays: [{ date: '2026-03-07', closed: true, periods: [], label: 'Holi' }],
    };
    expect(isWithinHours(holiday, at('2026-03-07', '12:00'))).toBe(false);
    expect(isWithinHours(holiday, at('2026-03-06', '12:00'))).toBe(true);
    expect(isWithinHours(holiday, at('2026-03-08', '12:00'))).toBe(true);
  });

  it('gives a special day its own hours, past midnight too', () => {
    const festival: Hours = {
      week: DEFAULT_ORDERING_HOURS.delivery,
      specialDays: [{ date: '2026-03-07', closed: false, periods: [p('16:00', '02:00')] }],
    };
    expect(isWithinHours(festival, at('2026-03-07', '10:30'))).toBe(false);
    expect(isWithinHours(festival, at('2026-03-07', '15:59'))).toBe(false);
    expect(isWithinHours(festival, at('2026-03-07', '16:00'))).toBe(true);
    expect(isWithinHours(festival, at('2026-03-08', '01:30'))).toBe(true);
    expect(isWithinHours(festival, at('2026-03-08', '02:00'))).toBe(false);
    expect(isWithinHours(festival, at('2026-03-08', '10:00'))).toBe(true);
  });

  it('lets a period past midnight finish on a closed special day: it belongs to the day it opens', () => {
    const holidayAfterLateFriday: Hours = {
      week: lateFriday.week,
      specialDays: [{ date: '2026-03-07', closed: true, periods: [] }],
    };
    expect(isWithinHours(holidayAfterLateFriday, at('2026-03-07', '00:30'))).toBe(true);
    expect(isWithinHours(holidayAfterLateFriday, at('2026-03-07', '01:00'))).toBe(false);
    expect(isWithinHours(holidayAfterLateFriday, at('2026-03-07', '12:00'))).toBe(false);
  });
});

describe('openingAt', () => {
  it('joins periods that touch into one opening, across midnight too', () => {
    const joined: Hours = {
      week: {
        ...closedWeek,
        monday: [p('15:00', '22:00'), p('11:00', '15:00'), p('22:00', '00:00')],
        tuesday: [p('00:00', '01:00')],
      },
      specialDays: [],
    };
    const opening = openingAt(joined, at('2026-03-02', '12:00'));
    expect(opening && new Date(opening.start).toISOString()).toBe(iso('2026-03-02', '11:00'));
    expect(opening && new Date(opening.end).toISOString()).toBe(iso('2026-03-03', '01:00'));
  });
});

describe('nextOpening', () => {
  it('is the next day’s opening after closing, and Monday’s after Sunday', () => {
    expect(nextOpening(demo, at('2026-03-02', '23:00'))?.toISOString()).toBe(
      iso('2026-03-03', '11:00'),
    );
    expect(nextOpening(demo, at('2026-03-06', '22:00'))?.toISOString()).toBe(
      iso('2026-03-07', '10:00'),
    );
    expect(nextOpening(demo, at('2026-03-08', '23:00'))?.toISOString()).toBe(
      iso('2026-03-09', '11:00'),
    );
  });

  it('is later the same day before opening, and never the opening that holds the instant', () => {
    expect(nextOpening(demo, at('2026-03-02', '06:00'))?.toISOString()).toBe(
      iso('2026-03-02', '11:00'),
    );
    expect(nextOpening(demo, at('2026-03-02', '11:00'))?.toISOString()).toBe(
      iso('2026-03-03', '11:00'),
    );
  });

  it('skips a holiday', () => {
    const holiday: Hours = {
      week: DEFAULT_ORDERING_HOURS.delivery,
      specialDays: [{ date: '2026-03-07', closed: true, periods: [] }],
    };
    expect(nextOpening(holiday, at('2026-03-06', '23:00'))?.toISOString()).toBe(
      iso('2026-03-08', '10:00'),
    );
  });

  it('looks 14 days ahead and no further', () => {
    const once = (date: string): Hours => ({
      week: closedWeek,
      specialDays: [{ date, closed: false, periods: [p('12:00', '13:00')] }],
    });
    expect(nextOpening(once('2026-03-12'), at('2026-03-02', '12:00'))?.toISOString()).toBe(
      iso('2026-03-12', '12:00'),
    );
    expect(nextOpening(once('2026-03-22'), at('2026-03-02', '12:00'))).toBeUndefined();
    expect(nextOpening({ week: closedWeek, specialDays: [] }, at('2026-03-02', '12:00'))).toBe(
      undefined,
    );
  });
});

describe('the hours’ schemas', () => {
  it('accept a period past midnight and refuse one that opens and closes at once', () => {
    expect(
      weeklyHoursSchema.safeParse({ ...closedWeek, friday: [p('18:00', '01:00')] }).success,
    ).toBe(true);
    const same = weeklyHoursSchema.safeParse({ ...closedWeek, friday: [p('18:00', '18:00')] });
    expect(same.error?.issues[0]?.message).toBe(
      'A period must not open and close at the same time',
    );
  });

  it('refuse periods of a day that overlap, naming the day', () => {
    const overlap = weeklyHoursSchema.safeParse({
      ...closedWeek,
      tuesday: [p('11:00', '15:00'), p('14:30', '22:00')],
    });
    expect(overlap.error?.issues.map((issue) => [issue.path, issue.message])).toEqual([
      [['tuesday'], 'The periods of Tuesday must not overlap'],
    ]);
    const pastMidnight = weeklyHoursSchema.safeParse({
      ...closedWeek,
      friday: [p('18:00', '01:00'), p('23:00', '23:30')],
    });
    expect(pastMidnight.error?.issues[0]?.message).toBe('The periods of Friday must not overlap');
    // Lunch and dinner may touch.
    expect(
      weeklyHoursSchema.safeParse({
        ...closedWeek,
        monday: [p('11:00', '15:00'), p('15:00', '22:00')],
      }).success,
    ).toBe(true);
  });

  it('refuse a time that is not HH:MM', () => {
    for (const bad of ['9:00', '24:00', '12:60', '12:00:00', '']) {
      const result = weeklyHoursSchema.safeParse({ ...closedWeek, monday: [p(bad, '22:00')] });
      expect(result.error?.issues[0]?.message).toBe(
        'Time must be written HH:MM, from 00:00 to 23:59',
      );
    }
  });

  it('check a special day: a real date, closed without periods, open with some', () => {
    expect(
      specialDaySchema.safeParse({ date: '2026-02-30', closed: true, periods: [] }).error?.issues[0]
        ?.message,
    ).toBe('Date must be a valid date written YYYY-MM-DD');
    expect(
      specialDaySchema.safeParse({
        date: '2026-03-07',
        closed: true,
        periods: [p('10:00', '12:00')],
      }).error?.issues[0]?.message,
    ).toBe('A closed special day has no periods');
    expect(
      specialDaySchema.safeParse({ date: '2026-03-07', closed: false, periods: [] }).error
        ?.issues[0]?.message,
    ).toBe('A special day that is open needs at least one period');
  });
});
