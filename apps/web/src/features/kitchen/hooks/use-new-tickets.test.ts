import type { KitchenTicket } from '@shop/shared';
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { playAlertTone } from '@/lib/alert-tone.ts';
import { useKitchenSound } from '../stores/kitchen-sound-store.ts';
import { NEW_TICKET_FLASH_MS, useNewTickets } from './use-new-tickets.ts';

vi.mock('@/lib/alert-tone.ts', () => ({
  playAlertTone: vi.fn(),
  unlockAlertTone: vi.fn(async () => true),
  alertToneUnlocked: () => false,
}));

const ticket = (id: string): KitchenTicket => ({
  id,
  number: `#${id}`,
  status: 'confirmed',
  fulfilment: 'delivery',
  placedAt: '2026-11-29T10:00:00.000Z',
  scheduledFor: null,
  dueAt: '2026-11-29T10:30:00.000Z',
  notes: null,
  payment: { method: 'cash', status: 'unpaid' },
  lines: [],
});

beforeEach(() => {
  vi.useFakeTimers();
  vi.mocked(playAlertTone).mockClear();
});
afterEach(() => vi.useRealTimers());

function board(sound: { wanted: boolean; unlocked: boolean }) {
  useKitchenSound.setState(sound);
  return renderHook(({ tickets }) => useNewTickets(tickets), {
    initialProps: { tickets: undefined as KitchenTicket[] | undefined },
  });
}

describe('useNewTickets', () => {
  it('takes the first list as found, then flashes and chimes once for each arrival', () => {
    const view = board({ wanted: true, unlocked: true });
    view.rerender({ tickets: [ticket('a')] });
    expect(view.result.current.flashing.size).toBe(0);
    expect(playAlertTone).not.toHaveBeenCalled();

    view.rerender({ tickets: [ticket('a'), ticket('b'), ticket('c')] });
    expect([...view.result.current.flashing]).toEqual(['b', 'c']);
    expect(view.result.current.chimes).toBe(1);
    expect(playAlertTone).toHaveBeenCalledTimes(1);

    // The same tickets read again are not news; the flash ends by itself.
    view.rerender({ tickets: [ticket('a'), ticket('b'), ticket('c')] });
    expect(playAlertTone).toHaveBeenCalledTimes(1);
    act(() => vi.advanceTimersByTime(NEW_TICKET_FLASH_MS));
    expect(view.result.current.flashing.size).toBe(0);
  });

  it('flashes without a chime until the kitchen turned sound on', () => {
    const view = board({ wanted: false, unlocked: true });
    view.rerender({ tickets: [] });
    view.rerender({ tickets: [ticket('a')] });
    expect([...view.result.current.flashing]).toEqual(['a']);
    expect(view.result.current.chimes).toBe(0);
    expect(playAlertTone).not.toHaveBeenCalled();
  });
});
