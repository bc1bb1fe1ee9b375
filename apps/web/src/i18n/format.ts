import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '@/lib/money.ts';
import { type Language, toLanguage } from './languages.ts';
import { nepaliDate, nepaliNumber } from './nepali.ts';

/** 1234.5 as '1,234.5' or '१,२३४.५'; `options` as Intl.NumberFormat takes them. */
export function formatNumber(
  value: number,
  language: Language,
  options?: Intl.NumberFormatOptions,
): string {
  const english = new Intl.NumberFormat('en-US', options).format(value);
  return language === 'ne' ? nepaliNumber(english) : english;
}

/** A date or time as Intl.DateTimeFormat's en-US `options` lay it out, in the language's words. */
export function formatDate(
  date: Date | number,
  language: Language,
  options: Intl.DateTimeFormatOptions,
): string {
  const format = new Intl.DateTimeFormat('en-US', options);
  const text = language === 'ne' ? nepaliDate(format.formatToParts(date)) : format.format(date);
  // Newer ICU data puts a (narrow) no-break space before AM/PM; the shop writes a plain one.
  return text.replace(/[\u202f\u00a0]/g, ' ');
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
    }),
    [language],
  );
}
