import { describe, expect, it } from 'vitest';
import { eventStatus } from './event-status.ts';

const start = new Date('2026-03-10T00:00:00Z');
const end = new Date('2026-03-17T00:00:00Z');
const at = (iso: string) => new Date(iso);

describe('event status (inactive, upcoming, expired, otherwise active)', () => {
  it.each([
    ['2026-03-09T23:59:59Z', 'upcoming'],
    ['2026-03-10T00:00:00Z', 'active'],
    ['2026-03-14T12:00:00Z', 'active'],
    ['2026-03-17T00:00:00Z', 'active'],
    ['2026-03-17T00:00:01Z', 'expired'],
  ] as const)('an active event at %s is %s', (now, status) => {
    expect(eventStatus({ isActive: true, startDate: start, endDate: end }, at(now))).toBe(status);
  });

  it('is inactive when switched off, whatever the dates', () => {
    for (const now of ['2026-03-01T00:00:00Z', '2026-03-12T00:00:00Z', '2026-04-01T00:00:00Z']) {
      expect(eventStatus({ isActive: false, startDate: start, endDate: end }, at(now))).toBe(
        'inactive',
      );
    }
  });
});
