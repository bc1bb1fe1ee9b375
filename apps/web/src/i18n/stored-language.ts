import { isLanguage, type Language } from './languages.ts';

export const LANGUAGE_STORAGE_KEY = 'shop-language';
/**
 * The same choice as a cookie, so that the server renders a page in it (entry-server.tsx):
 * a Nepali reader's first paint is Nepali, and hydration finds the texts it would render.
 */
export const LANGUAGE_COOKIE = 'shop-language';
const ONE_YEAR_S = 365 * 24 * 60 * 60;

/** The visitor's last choice, or null. Privacy modes may refuse storage: then nothing is kept. */
export function readStoredLanguage(): Language | null {
  try {
    const saved = globalThis.localStorage?.getItem(LANGUAGE_STORAGE_KEY);
    return isLanguage(saved) ? saved : null;
  } catch {
    return null;
  }
}

/** The language a Cookie header names, or null (the server's side of the choice). */
export function languageInCookies(cookieHeader: string | undefined): Language | null {
  for (const part of cookieHeader?.split(';') ?? []) {
    const [name, value] = part.trim().split('=');
    if (name === LANGUAGE_COOKIE && isLanguage(value)) return value;
  }
  return null;
}

/** Sends the choice with every page request from now on (and repairs an older visit's). */
export function storeLanguageCookie(language: Language): void {
  if (typeof document === 'undefined') return;
  // biome-ignore lint/suspicious/noDocumentCookie: one plain cookie; cookieStore is not in Safari or Firefox.
  document.cookie = `${LANGUAGE_COOKIE}=${language}; path=/; max-age=${ONE_YEAR_S}; samesite=lax`;
}

export function storeLanguage(language: Language): void {
  storeLanguageCookie(language);
  try {
    globalThis.localStorage?.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // Storage full or disabled: the choice lasts for this visit only.
  }
}
