import { describe, expect, it } from 'vitest';
import { ticketTimer, timerText } from './ticket-timer.ts';

const placedAt = '2026-11-29T10:00:00.000Z';
const dueAt = '2026-11-29T10:20:00.000Z';
const at = (time: string) => Date.parse(`2026-11-29T${time}.000Z`);

describe('ticketTimer', () => {
  it('counts from the time the order was placed', () => {
    expect(ticketTimer(at('10:07:30'), { placedAt, dueAt }).elapsedMs).toBe(450_000);
    expect(ticketTimer(at('09:59:00'), { placedAt, dueAt }).elapsedMs).toBe(0);
  });

  it('is calm for the first three quarters of the wait, amber for the last, red once due', () => {
    const tone = (time: string) => ticketTimer(at(time), { placedAt, dueAt }).tone;
    expect(tone('10:00:00')).toBe('calm');
    expect(tone('10:14:59')).toBe('calm');
    expect(tone('10:15:00')).toBe('amber');
    expect(tone('10:20:00')).toBe('amber');
    expect(tone('10:20:01')).toBe('red');
    expect(tone('11:30:00')).toBe('red');
  });

  it('measures an order for later against its slot', () => {
    const later = { placedAt: '2026-11-29T08:00:00.000Z', dueAt: '2026-11-29T12:00:00.000Z' };
    expect(ticketTimer(at('10:59:59'), later).tone).toBe('calm');
    expect(ticketTimer(at('11:00:00'), later).tone).toBe('amber');
    expect(ticketTimer(at('12:00:01'), later).tone).toBe('red');
  });

  it('is amber at once when the due time is the placed time', () => {
    expect(ticketTimer(at('10:00:00'), { placedAt, dueAt: placedAt }).tone).toBe('amber');
  });
});

describe('timerText', () => {
  it('writes minutes and seconds, and hours from an hour on', () => {
    expect(timerText(0)).toBe('00:00');
    expect(timerText(65_400)).toBe('01:05');
    expect(timerText(59 * 60_000 + 59_999)).toBe('59:59');
    expect(timerText(2 * 3_600_000 + 3 * 60_000 + 4_000)).toBe('2:03:04');
  });
});
