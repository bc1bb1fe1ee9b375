import { DEFAULT_ORDERING_HOURS, type WeeklyHours } from '@shop/shared';
import { describe, expect, it } from 'vitest';
import {
  copyDeliveryToPickup,
  editDay,
  hoursProblems,
  nextPeriod,
  pastMidnight,
  typedTime,
  weekProblems,
  withPeriodAdded,
  withPeriodChanged,
  withPeriodRemoved,
} from './hours.ts';

const week = (): WeeklyHours => structuredClone(DEFAULT_ORDERING_HOURS.delivery);

describe('the hours editor’s logic', () => {
  it('adds a period after the day’s last one, lunch on a closed day, and no more than six', () => {
    expect(nextPeriod([])).toEqual({ opens: '11:00', closes: '22:00' });
    expect(withPeriodAdded([{ opens: '11:00', closes: '14:00' }])).toEqual([
      { opens: '11:00', closes: '14:00' },
      { opens: '15:00', closes: '16:00' },
    ]);
    let periods = withPeriodAdded([]);
    for (let i = 0; i < 10; i++) periods = withPeriodAdded(periods);
    expect(periods).toHaveLength(6);
  });

  it('changes and removes one period of one day only', () => {
    const before = week();
    const changed = editDay(before, 'monday', (all) =>
      withPeriodChanged(all, 0, { closes: '15:00' }),
    );
    expect(changed.monday).toEqual([{ opens: '11:00', closes: '15:00' }]);
    expect(changed.tuesday).toEqual(before.tuesday);
    expect(before.monday).toEqual([{ opens: '11:00', closes: '22:00' }]);
    const closed = editDay(changed, 'monday', (all) => withPeriodRemoved(all, 0));
    expect(closed.monday).toEqual([]);
    expect(weekProblems(closed)).toEqual({});
  });

  it('tells a period that runs past midnight, and accepts it', () => {
    expect(pastMidnight({ opens: '18:00', closes: '01:00' })).toBe(true);
    expect(pastMidnight({ opens: '18:00', closes: '00:00' })).toBe(true);
    expect(pastMidnight({ opens: '11:00', closes: '22:00' })).toBe(false);
    const late = { ...week(), friday: [{ opens: '18:00', closes: '01:00' }] };
    expect(weekProblems(late)).toEqual({});
    // After a period past midnight, the next one starts on the next day's clock.
    expect(nextPeriod(late.friday)).toEqual({ opens: '02:00', closes: '03:00' });
  });

  it('puts the server’s messages on the day they concern', () => {
    const bad = {
      ...week(),
      monday: [
        { opens: '11:00', closes: '15:00' },
        { opens: '14:00', closes: '22:00' },
      ],
      wednesday: [{ opens: '12:00', closes: '12:00' }],
      saturday: [{ opens: '25:00', closes: '22:00' }],
    };
    expect(weekProblems(bad)).toEqual({
      monday: 'The periods of Monday must not overlap',
      wednesday: 'A period must not open and close at the same time',
      saturday: 'Time must be written HH:MM, from 00:00 to 23:59',
    });
    const both = hoursProblems({ delivery: bad, pickup: week() });
    expect(both.none).toBe(false);
    expect(both.pickup).toEqual({});
  });

  it('copies delivery’s hours to pickup as a copy, not the same lists', () => {
    const hours = { delivery: { ...week(), sunday: [] }, pickup: week() };
    const copied = copyDeliveryToPickup(hours);
    expect(copied.pickup).toEqual(hours.delivery);
    expect(copied.pickup.monday).not.toBe(hours.delivery.monday);
  });
});

describe('a time typed into a 24-hour field', () => {
  it('is written HH:MM when it reads as one, and left as typed otherwise', () => {
    expect(typedTime('930')).toBe('09:30');
    expect(typedTime('0930')).toBe('09:30');
    expect(typedTime(' 9:30 ')).toBe('09:30');
    expect(typedTime('2130')).toBe('21:30');
    expect(typedTime('00:00')).toBe('00:00');
    expect(typedTime('23:59')).toBe('23:59');
    expect(typedTime('9')).toBe('9');
    expect(typedTime('24:00')).toBe('24:00');
    expect(typedTime('12:60')).toBe('12:60');
    expect(typedTime('9pm')).toBe('9pm');
  });
});
