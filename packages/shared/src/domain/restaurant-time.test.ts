import { describe, expect, it } from 'vitest';
import {
  RESTAURANT_UTC_OFFSET_MS,
  restaurantDay,
  restaurantDayEnd,
  restaurantMidnight,
  restaurantWallClock,
  restaurantWeekday,
} from './restaurant-time.ts';

describe('restaurant time', () => {
  it('is five hours and three quarters ahead of UTC', () => {
    expect(RESTAURANT_UTC_OFFSET_MS).toBe(20_700_000);
    expect(restaurantWallClock('2026-03-01T04:15:00Z').toISOString()).toBe(
      '2026-03-01T10:00:00.000Z',
    );
  });

  it('puts an instant on the restaurant’s day, which starts 18:15 UTC the evening before', () => {
    expect(restaurantDay(new Date('2026-03-01T18:14:59Z'))).toBe('2026-03-01');
    expect(restaurantDay(new Date('2026-03-01T18:15:00Z'))).toBe('2026-03-02');
    expect(restaurantDay('2026-12-31T20:00:00Z')).toBe('2027-01-01');
  });

  it('gives the instant of a day’s midnight and of the next one', () => {
    expect(restaurantMidnight('2026-03-02').toISOString()).toBe('2026-03-01T18:15:00.000Z');
    expect(restaurantDayEnd('2026-03-02').toISOString()).toBe('2026-03-02T18:15:00.000Z');
    expect(restaurantDay(restaurantMidnight('2026-03-02'))).toBe('2026-03-02');
  });

  it('keeps the same offset in summer and winter (Nepal has no daylight saving)', () => {
    expect(restaurantMidnight('2026-07-01').toISOString()).toBe('2026-06-30T18:15:00.000Z');
    expect(restaurantMidnight('2026-01-01').toISOString()).toBe('2025-12-31T18:15:00.000Z');
  });

  it('counts ISO weekdays on the restaurant’s clock', () => {
    // Sunday 1 March 2026, 20:00 UTC is already Monday 2 March in Kathmandu.
    expect(restaurantWeekday(new Date('2026-03-01T12:00:00Z'))).toBe(7);
    expect(restaurantWeekday(new Date('2026-03-01T20:00:00Z'))).toBe(1);
  });
});
