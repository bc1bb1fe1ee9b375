import { describe, expect, it } from 'vitest';
import { formatEventDates, formatEventTimes } from './event-dates.ts';

// Nepal is UTC+05:45: 04:15Z is 10:00 in Kathmandu, 18:15Z the next midnight.
describe('formatEventDates', () => {
  it('shows the range in Nepal time, with the year once', () => {
    expect(formatEventDates('2026-11-22T04:15:00Z', '2026-11-25T15:15:00Z', 'en')).toBe(
      '22 Nov – 25 Nov 2026',
    );
  });

  it('reads the day in Kathmandu, not in UTC', () => {
    // 20:00Z on the 21st is already 01:45 on the 22nd in Kathmandu.
    expect(formatEventDates('2026-11-21T20:00:00Z', '2026-11-22T10:00:00Z', 'en')).toBe(
      '22 Nov 2026',
    );
  });

  it('shows a midnight end as the last full day', () => {
    expect(formatEventDates('2026-11-21T18:15:00Z', '2026-11-25T18:15:00Z', 'en')).toBe(
      '22 Nov – 25 Nov 2026',
    );
  });

  it('names both years across New Year', () => {
    expect(formatEventDates('2026-12-28T04:15:00Z', '2027-01-03T15:15:00Z', 'en')).toBe(
      '28 Dec 2026 – 3 Jan 2027',
    );
  });
});

describe('formatEventTimes', () => {
  it('shows the opening and closing times in Nepal time', () => {
    expect(formatEventTimes('2026-11-22T04:15:00Z', '2026-11-25T15:15:00Z', 'en')).toBe(
      '10:00 AM – 9:00 PM',
    );
  });

  it('has no times for midnight to midnight: the event runs all day', () => {
    expect(formatEventTimes('2026-11-21T18:15:00Z', '2026-11-25T18:15:00Z', 'en')).toBeNull();
  });
});

describe('event dates and times in Nepali', () => {
  it('writes the range with Nepali month names and Devanagari digits', () => {
    expect(formatEventDates('2026-11-22T04:15:00Z', '2026-11-25T15:15:00Z', 'ne')).toBe(
      '२२ नोभेम्बर – २५ नोभेम्बर २०२६',
    );
    expect(formatEventDates('2026-11-21T18:15:00Z', '2026-11-22T18:15:00Z', 'ne')).toBe(
      '२२ नोभेम्बर २०२६',
    );
    expect(formatEventDates('2026-12-28T04:15:00Z', '2027-01-03T15:15:00Z', 'ne')).toBe(
      '२८ डिसेम्बर २०२६ – ३ जनवरी २०२७',
    );
  });

  it('tells the time in Nepal time', () => {
    expect(formatEventTimes('2026-11-22T04:15:00Z', '2026-11-25T15:15:00Z', 'ne')).toBe(
      'बिहान १०:०० – राति ९:००',
    );
  });
});
