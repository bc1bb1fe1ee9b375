import { formatDate } from '@/i18n/index.ts';

// The back office speaks English whatever language the shop is shown in (decision 022), so its
// dates are English too.
const DAY = { month: 'short', day: 'numeric', year: 'numeric' } as const;

/** 'Jan 5, 2025' */
export const shortDate = (iso: string) => formatDate(new Date(iso), 'en', DAY);

/** 'Jan 5, 2025, 2:30 PM' */
export const dateWithTime = (iso: string) =>
  formatDate(new Date(iso), 'en', { ...DAY, hour: 'numeric', minute: '2-digit' });

/** '2025-01-05 14:30' in the browser's time zone: sortable, and read as a date by spreadsheets. */
export function csvDateTime(iso: string): string {
  const date = new Date(iso);
  const two = (n: number) => String(n).padStart(2, '0');
  return (
    `${date.getFullYear()}-${two(date.getMonth() + 1)}-${two(date.getDate())} ` +
    `${two(date.getHours())}:${two(date.getMinutes())}`
  );
}

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
