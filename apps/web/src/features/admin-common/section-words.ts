import { useTranslation } from '@/i18n/index.ts';
import type { AnySection } from './section.ts';

type Values = Record<string, unknown>;

/**
 * A section's words, read by the kit under the section's prefix (see SectionDefinition.words):
 * `word('heading')`; `maybe` is undefined for words a section does not have.
 */
export function useSectionWords(section: AnySection) {
  const [namespace, prefix] = section.words;
  const { t } = useTranslation(namespace as 'admin');
  const loose = t as unknown as (key: string, values?: Values) => string;
  const key = (name: string) => (prefix ? `${prefix}.${name}` : name);
  const word = (name: string, values?: Values) => loose(key(name), values);
  const maybe = (name: string, values?: Values) =>
    loose(key(name), { ...values, defaultValue: '' }) || undefined;
  return { word, maybe, t: loose };
}

export type SectionWords = ReturnType<typeof useSectionWords>;
