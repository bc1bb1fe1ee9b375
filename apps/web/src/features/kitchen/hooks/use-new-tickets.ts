import type { KitchenTicket } from '@shop/shared';
import { useEffect, useRef, useState } from 'react';
import { playKitchenChime } from '../kitchen-chime.ts';
import { useKitchenSound } from '../stores/kitchen-sound-store.ts';

/** How long a new ticket stands out. */
export const NEW_TICKET_FLASH_MS = 8_000;

/**
 * Tickets that were not on the board before: each flashes for a while, and their arrival plays
 * the chime once when the kitchen turned sound on. The first list read is the board as found,
 * not news. Returns the flashing ids and how many chimes played (the page shows the count as a
 * data attribute, for tests).
 */
export function useNewTickets(tickets: readonly KitchenTicket[] | undefined) {
  const seen = useRef<Set<string> | null>(null);
  const [flashing, setFlashing] = useState<ReadonlySet<string>>(new Set());
  const [chimes, setChimes] = useState(0);
  const timers = useRef(new Set<ReturnType<typeof setTimeout>>());
  useEffect(() => {
    const pending = timers.current;
    return () => {
      for (const timer of pending) clearTimeout(timer);
    };
  }, []);
  useEffect(() => {
    if (!tickets) return;
    const ids = tickets.map((ticket) => ticket.id);
    const before = seen.current;
    seen.current = new Set(ids);
    if (!before) return;
    const arrived = ids.filter((id) => !before.has(id));
    if (arrived.length === 0) return;
    setFlashing((current) => new Set([...current, ...arrived]));
    const { wanted, unlocked } = useKitchenSound.getState();
    if (wanted && unlocked) {
      playKitchenChime();
      setChimes((count) => count + 1);
    }
    // Each arrival's own timer, kept across later reads of the list.
    const timer = setTimeout(() => {
      timers.current.delete(timer);
      setFlashing((current) => new Set([...current].filter((id) => !arrived.includes(id))));
    }, NEW_TICKET_FLASH_MS);
    timers.current.add(timer);
  }, [tickets]);
  return { flashing, chimes };
}
