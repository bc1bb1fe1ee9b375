import { describe, expect, it } from 'vitest';
import {
  calendarDate,
  csvDateTime,
  dateWithTime,
  shortDate,
  timeOfDay,
  truncate,
} from './format.ts';

describe('truncate', () => {
  it('cuts text longer than the limit and adds an ellipsis', () => {
    expect(truncate('a'.repeat(51), 50)).toBe(`${'a'.repeat(50)}...`);
    expect(truncate('a'.repeat(50), 50)).toBe('a'.repeat(50));
    expect(truncate('', 50)).toBe('');
  });

  it('counts characters, so a Nepali or emoji text is never cut inside one', () => {
    expect(truncate('🍔🍟🥤', 2)).toBe('🍔🍟...');
  });
});

describe('the back office’s dates', () => {
  // 23:30 UTC on the 28th is already 05:15 on the 29th in the restaurant: a formatter that
  // followed the test's own zone (UTC here, or any zone west of UTC+05:15) would write the 28th.
  const lateEvening = '2026-11-28T23:30:00.000Z';

  it('are on the restaurant’s clock and in English, whatever the browser’s zone', () => {
    expect(shortDate(lateEvening)).toBe('Nov 29, 2026');
    expect(dateWithTime(lateEvening)).toBe('Nov 29, 2026, 5:15 AM');
    expect(timeOfDay(lateEvening)).toBe('5:15 AM');
    expect(timeOfDay('2026-11-29T12:00:05.000Z', { seconds: true })).toBe('5:45:05 PM');
  });

  it('export to CSV on the restaurant’s clock too, sortable', () => {
    expect(csvDateTime(lateEvening)).toBe('2026-11-29 05:15');
    expect(csvDateTime('2026-11-29T00:00:00.000Z')).toBe('2026-11-29 05:45');
  });

  it('write a calendar day as it is, in every zone', () => {
    expect(calendarDate('2000-01-05')).toBe('Jan 5, 2000');
    expect(calendarDate('2025-10-14', { weekday: 'short', month: 'short', day: 'numeric' })).toBe(
      'Tue, Oct 14',
    );
  });
});
