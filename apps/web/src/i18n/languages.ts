export const LANGUAGES = ['en', 'ne'] as const;
export type Language = (typeof LANGUAGES)[number];

export const DEFAULT_LANGUAGE = 'en' satisfies Language;

/** Each language's name in itself, the way its reader looks for it in a switch. */
export const LANGUAGE_NAMES: Record<Language, string> = { en: 'English', ne: 'नेपाली' };

export function isLanguage(value: unknown): value is Language {
  return LANGUAGES.includes(value as Language);
}

/** i18next's current language as one of ours (it may report a fallback such as 'cimode'). */
export function toLanguage(value: string | undefined): Language {
  return isLanguage(value) ? value : DEFAULT_LANGUAGE;
}
