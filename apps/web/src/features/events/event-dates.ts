import { RESTAURANT_TIME_ZONE } from '@shop/shared';
import { formatDate } from '@/i18n/format.ts';
import type { Language } from '@/i18n/languages.ts';

let nepalParts: Intl.DateTimeFormat | undefined;

/** Made on first use, as the app's other Intl formatters are (i18n/format.ts). */
function nepalDateParts(): Intl.DateTimeFormat {
  nepalParts ??= new Intl.DateTimeFormat('en-US', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone: RESTAURANT_TIME_ZONE,
  });
  return nepalParts;
}

function atMidnightInNepal(date: Date): boolean {
  const parts = Object.fromEntries(
    nepalDateParts()
      .formatToParts(date)
      .map((part) => [part.type, part.value]),
  );
  return Number(parts.hour) === 0 && Number(parts.minute) === 0;
}

interface NepalDate {
  day: string;
  month: string;
  year: string;
}

/** The day, month and year in Kathmandu, in the language's words: '22' 'Nov' '2026'. */
function inNepal(date: Date, language: Language): NepalDate {
  const part = (options: Intl.DateTimeFormatOptions) =>
    formatDate(date, language, { ...options, timeZone: RESTAURANT_TIME_ZONE });
  return {
    day: part({ day: 'numeric' }),
    month: part({ month: 'short' }),
    year: part({ year: 'numeric' }),
  };
}

/**
 * An end at midnight closes the day before it (an event "until 26 Nov 00:00" runs through 25
 * Nov), so that day is the one shown.
 */
function lastDay(start: Date, end: Date): Date {
  if (end > start && atMidnightInNepal(end)) return new Date(end.getTime() - 1);
  return end;
}

/**
 * '22 Nov – 25 Nov 2026' ('२२ नोभेम्बर – २५ नोभेम्बर २०२६'); '22 Nov 2026' for one day; years
 * on both sides when they differ.
 */
export function formatEventDates(startIso: string, endIso: string, language: Language): string {
  const start = new Date(startIso);
  const first = inNepal(start, language);
  const last = inNepal(lastDay(start, new Date(endIso)), language);
  const full = (date: NepalDate) => `${date.day} ${date.month} ${date.year}`;
  if (first.year !== last.year) return `${full(first)} – ${full(last)}`;
  if (first.month === last.month && first.day === last.day) return full(first);
  return `${first.day} ${first.month} – ${full(last)}`;
}

/**
 * '10:00 AM – 9:00 PM' ('बिहान १०:०० – राति ९:००'), or null for an event that starts
 * and ends at midnight: it runs all day.
 */
export function formatEventTimes(
  startIso: string,
  endIso: string,
  language: Language,
): string | null {
  const start = new Date(startIso);
  const end = new Date(endIso);
  if (atMidnightInNepal(start) && atMidnightInNepal(end)) return null;
  const time = (date: Date) =>
    formatDate(date, language, {
      hour: 'numeric',
      minute: '2-digit',
      hour12: true,
      timeZone: RESTAURANT_TIME_ZONE,
    });
  return `${time(start)} – ${time(end)}`;
}
