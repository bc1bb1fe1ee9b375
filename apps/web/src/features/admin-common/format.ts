import { RESTAURANT_TIME_ZONE, restaurantWallClock } from '@shop/shared';
import { formatDate } from '@/i18n/index.ts';

// Every date the back office shows or exports is on the restaurant's clock, whatever the
// browser's time zone, and English, whatever the shop's language (decisions 022 and 064). These
// are the only ways a back-office screen writes one.
const DAY = { month: 'short', day: 'numeric', year: 'numeric' } as const;
const CLOCK = { hour: 'numeric', minute: '2-digit' } as const;

const restaurantTime = (iso: string, shape: Intl.DateTimeFormatOptions) =>
  formatDate(new Date(iso), 'en', { ...shape, timeZone: RESTAURANT_TIME_ZONE });

/** 'Jan 5, 2025' */
export const shortDate = (iso: string) => restaurantTime(iso, DAY);

/** 'Jan 5, 2025, 2:30 PM' */
export const dateWithTime = (iso: string) => restaurantTime(iso, { ...DAY, ...CLOCK });

/** '2:30 PM'; with `seconds`, '2:30:05 PM'. */
export const timeOfDay = (iso: string, { seconds = false } = {}) =>
  restaurantTime(iso, seconds ? { ...CLOCK, second: '2-digit' } : CLOCK);

/** '2025-01-05 14:30': sortable, and read as a date by spreadsheets. */
export const csvDateTime = (iso: string) =>
  restaurantWallClock(iso).toISOString().slice(0, 16).replace('T', ' ');

/**
 * A calendar day ('YYYY-MM-DD': a birthday, a special day, a chart's day) as written, no time
 * zone moving it: 'Jan 5, 2000', or as `shape` lays it out.
 */
export const calendarDate = (day: string, shape: Intl.DateTimeFormatOptions = DAY) =>
  formatDate(new Date(`${day}T12:00:00Z`), 'en', { ...shape, timeZone: 'UTC' });

/**
 * Text cut at `length` characters with an ellipsis (subjects at 50, messages at 60:
 * docs/product-rules.md#contacts-and-feedback).
 */
export function truncate(text: string, length: number): string {
  const characters = Array.from(text);
  return characters.length > length ? `${characters.slice(0, length).join('')}...` : text;
}

/** Hands the browser a CSV document (see @shop/shared csvDocument) to save as `fileName`. */
export function downloadCsv(fileName: string, csv: string): void {
  const url = URL.createObjectURL(new Blob([csv], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked on the next turn: the download has started by then.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
