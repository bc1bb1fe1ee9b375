import { isLanguage, type Language } from './languages.ts';

export const LANGUAGE_STORAGE_KEY = 'shop-language';

/** The visitor's last choice, or null. Privacy modes may refuse storage: then nothing is kept. */
export function readStoredLanguage(): Language | null {
  try {
    const saved = globalThis.localStorage?.getItem(LANGUAGE_STORAGE_KEY);
    return isLanguage(saved) ? saved : null;
  } catch {
    return null;
  }
}

export function storeLanguage(language: Language): void {
  try {
    globalThis.localStorage?.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // Storage full or disabled: the choice lasts for this visit only.
  }
}
