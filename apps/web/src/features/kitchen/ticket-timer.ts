/*
 * A ticket's timer (docs/product-rules.md#kitchen-display): the time since the order was
 * placed, calm until three quarters of the way to its due time, then amber, then red once due.
 */

/** The share of the wait from placed to due after which a ticket turns amber. */
export const AMBER_AT_SHARE = 0.75;

export type TimerTone = 'calm' | 'amber' | 'red';

export interface TicketTimer {
  /** Milliseconds since the order was placed (never negative). */
  elapsedMs: number;
  tone: TimerTone;
}

export function ticketTimer(now: number, ticket: { placedAt: string; dueAt: string }): TicketTimer {
  const placed = Date.parse(ticket.placedAt);
  const due = Date.parse(ticket.dueAt);
  const elapsedMs = Math.max(0, now - placed);
  if (now > due) return { elapsedMs, tone: 'red' };
  const wait = due - placed;
  const tone = wait <= 0 || elapsedMs >= wait * AMBER_AT_SHARE ? 'amber' : 'calm';
  return { elapsedMs, tone };
}

/** A figure with at least `digits` digits, in the digits of the language shown. */
export type FigureWriter = (value: number, digits: number) => string;

const latinFigure: FigureWriter = (value, digits) => String(value).padStart(digits, '0');

/** 'mm:ss', and 'h:mm:ss' from an hour on (an order for later, placed long before). */
export function timerText(elapsedMs: number, figure: FigureWriter = latinFigure): string {
  const seconds = Math.floor(elapsedMs / 1000);
  const hours = Math.floor(seconds / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  const rest = `${figure(minutes, 2)}:${figure(seconds % 60, 2)}`;
  return hours > 0 ? `${figure(hours, 1)}:${rest}` : rest;
}
