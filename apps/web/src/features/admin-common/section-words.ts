import { useTranslation } from '@/i18n/index.ts';
import type { AnySection } from './section.ts';

type Values = Record<string, unknown>;

/**
 * Words read by convention under a prefix of a namespace, where `t()` cannot check the keys:
 * `word('heading')` reads `<prefix>.heading`; `maybe` is undefined for a word the catalog lacks.
 */
export function useWordsUnder(namespace: string, prefix?: string) {
  const { t } = useTranslation(namespace as 'admin');
  const loose = t as unknown as (key: string, values?: Values) => string;
  const key = (name: string) => (prefix ? `${prefix}.${name}` : name);
  const word = (name: string, values?: Values) => loose(key(name), values);
  const maybe = (name: string, values?: Values) =>
    loose(key(name), { ...values, defaultValue: '' }) || undefined;
  return { word, maybe };
}

export type SectionWords = ReturnType<typeof useWordsUnder>;

/** A section's words, under its namespace and prefix (see SectionDefinition.words). */
export const useSectionWords = (section: AnySection) => useWordsUnder(...section.words);

/** A form's words, under a path such as 'admin-menu:meals.form'. */
export function useFormWords(path: string) {
  const [namespace = '', prefix] = path.split(':');
  return useWordsUnder(namespace, prefix);
}
