import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '@/lib/money.ts';
import { type Language, toLanguage } from './languages.ts';
import { nepaliDate, nepaliNumber } from './nepali.ts';

// Building an Intl formatter costs far more than using one, and a page formats hundreds of
// numbers and dates as it renders: one formatter per set of options, kept.
const numberFormats = new Map<string, Intl.NumberFormat>();
const dateFormats = new Map<string, Intl.DateTimeFormat>();

function numberFormat(options: Intl.NumberFormatOptions | undefined): Intl.NumberFormat {
  const key = JSON.stringify(options ?? {});
  let format = numberFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat('en-US', options);
    numberFormats.set(key, format);
  }
  return format;
}

function dateFormat(options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = JSON.stringify(options);
  let format = dateFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', options);
    dateFormats.set(key, format);
  }
  return format;
}

/** 1234.5 as '1,234.5' or '१,२३४.५'; `options` as Intl.NumberFormat takes them. */
export function formatNumber(
  value: number,
  language: Language,
  options?: Intl.NumberFormatOptions,
): string {
  const english = numberFormat(options).format(value);
  return language === 'ne' ? nepaliNumber(english) : english;
}

/** A date or time as Intl.DateTimeFormat's en-US `options` lay it out, in the language's words. */
export function formatDate(
  date: Date | number,
  language: Language,
  options: Intl.DateTimeFormatOptions,
): string {
  const format = dateFormat(options);
  const text = language === 'ne' ? nepaliDate(format.formatToParts(date)) : format.format(date);
  // Newer ICU data puts a (narrow) no-break space before AM/PM; the shop writes a plain one.
  return text.replace(/[\u202f\u00a0]/g, ' ');
}

/**
 * A time of day ('10:00 PM', Nepali 'राति १०:००'), as formatDate writes it with
 * `{ hour: 'numeric', minute: '2-digit' }`, but without Intl: the footer's opening hours are on
 * every page, and the first Intl date formatter costs a slow phone's start (ICU's data).
 */
export function formatClockTime(hours: number, minutes: number, language: Language): string {
  const parts: Intl.DateTimeFormatPart[] = [
    { type: 'hour', value: String(hours % 12 || 12) },
    { type: 'literal', value: ':' },
    { type: 'minute', value: String(minutes).padStart(2, '0') },
    { type: 'literal', value: ' ' },
    { type: 'dayPeriod', value: hours < 12 ? 'AM' : 'PM' },
  ];
  return language === 'ne' ? nepaliDate(parts) : parts.map(({ value }) => value).join('');
}

/** The current language, re-rendering the caller when it changes. */
export function useLanguage(): Language {
  const { i18n } = useTranslation();
  return toLanguage(i18n.resolvedLanguage);
}

/** Amounts, numbers and dates in the current language (Nepali: रु and Devanagari digits). */
export function useFormat() {
  const language = useLanguage();
  return useMemo(
    () => ({
      language,
      money: (nrs: number) => formatMoney(nrs, language),
      number: (value: number, options?: Intl.NumberFormatOptions) =>
        formatNumber(value, language, options),
      date: (date: Date | number, options: Intl.DateTimeFormatOptions) =>
        formatDate(date, language, options),
      clockTime: (hours: number, minutes: number) => formatClockTime(hours, minutes, language),
    }),
    [language],
  );
}
