import { formatNrs, toPaisa } from '@shop/shared';
import type { Language } from '@/i18n/languages.ts';
import { nepaliNumber } from '@/i18n/nepali.ts';

const AMOUNT = new Intl.NumberFormat('en-US', {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/**
 * An NRS amount as its reader writes it: `NRS 123,450.50` in English, `रु १,२३,४५०.५०` in
 * Nepali (Devanagari digits, lakh grouping). Components use `useFormat().money`.
 */
export function formatMoney(nrs: number, language: Language): string {
  return language === 'ne' ? `रु ${nepaliNumber(AMOUNT.format(nrs))}` : formatNrs(nrs);
}

/** Whole-percent saving of `price` against `oldPrice`, or null when there is none. */
export function discountPercent(price: number, oldPrice: number | null): number | null {
  if (oldPrice === null) return null;
  const oldPaisa = toPaisa(oldPrice);
  const savedPaisa = oldPaisa - toPaisa(price);
  if (oldPaisa <= 0 || savedPaisa <= 0) return null;
  const percent = Math.round((savedPaisa * 100) / oldPaisa);
  return percent > 0 ? percent : null;
}
