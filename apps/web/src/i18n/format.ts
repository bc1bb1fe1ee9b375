import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '@/lib/money.ts';
import { INTL_LOCALES, type Language, toLanguage } from './languages.ts';

export function formatNumber(
  value: number,
  language: Language,
  options?: Intl.NumberFormatOptions,
): string {
  return new Intl.NumberFormat(INTL_LOCALES[language], options).format(value);
}

export function formatDate(
  date: Date | number,
  language: Language,
  options: Intl.DateTimeFormatOptions,
): string {
  return new Intl.DateTimeFormat(INTL_LOCALES[language], options).format(date);
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
