import { describe, expect, it } from 'vitest';
import { estimateUpperMinutes, kitchenQueueTime, ticketDueAt } from './kitchen-tickets.ts';

const placedAt = new Date('2026-11-29T10:00:00.000Z');

describe('estimateUpperMinutes', () => {
  it('reads the longer end of an estimate, the quiet kitchen’s when there is none', () => {
    expect(estimateUpperMinutes('25-35 minutes')).toBe(35);
    expect(estimateUpperMinutes('70-80 minutes')).toBe(80);
    expect(estimateUpperMinutes('45 minutes')).toBe(45);
    expect(estimateUpperMinutes('soon')).toBe(35);
  });
});

describe('ticketDueAt', () => {
  const order = { placedAt, scheduledFor: null, readyBy: null, estimatedDelivery: '30-40 minutes' };

  it('is the placed time plus the longer end of the estimate', () => {
    expect(ticketDueAt(order).toISOString()).toBe('2026-11-29T10:40:00.000Z');
  });

  it('is the ready time the kitchen gave when it accepted the order', () => {
    const readyBy = new Date('2026-11-29T10:20:00.000Z');
    expect(ticketDueAt({ ...order, readyBy })).toEqual(readyBy);
  });

  it('is the slot of an order for later, whatever else it has', () => {
    const scheduledFor = new Date('2026-11-29T13:00:00.000Z');
    const readyBy = new Date('2026-11-29T10:20:00.000Z');
    expect(ticketDueAt({ ...order, scheduledFor, readyBy })).toEqual(scheduledFor);
  });
});

describe('kitchenQueueTime', () => {
  it('places an order for later at its slot, any other when it was placed', () => {
    const placed = '2026-11-29T10:00:00.000Z';
    expect(kitchenQueueTime({ placedAt: placed, scheduledFor: null })).toBe(Date.parse(placed));
    expect(kitchenQueueTime({ placedAt: placed, scheduledFor: '2026-11-29T13:00:00.000Z' })).toBe(
      Date.parse('2026-11-29T13:00:00.000Z'),
    );
  });
});
