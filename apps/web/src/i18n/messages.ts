import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, errorMessage } from '@/lib/api-client.ts';
import { i18n } from './instance.ts';
import { DEFAULT_LANGUAGE } from './languages.ts';
import { en } from './locales/en/index.ts';

type Messages = { readonly [key: string]: string | Messages };

/** Each English text of a namespace, pointing at its key ('validation:contact.nameRequired'). */
function indexByText(namespace: string, messages: Messages, into: Map<string, string>, at = '') {
  for (const [key, value] of Object.entries(messages)) {
    const path = at ? `${at}.${key}` : key;
    if (typeof value !== 'string') indexByText(namespace, value, into, path);
    else if (!into.has(value)) into.set(value, `${namespace}:${path}`);
  }
  return into;
}

/**
 * The shared schemas and the server speak English; their words are the English catalog's
 * (locales/en/validation.ts, errors.ts), so a message finds its key by its text.
 */
const KEY_BY_TEXT = indexByText(
  'validation',
  en.validation,
  indexByText('errors', en.errors, new Map()),
);

// The keys come from the catalog itself at run time, so they cannot be checked at compile time.
const translateKey = (key: string): string => (i18n.t as unknown as (key: string) => string)(key);

/** A shared or server message in the current language; text the catalog lacks stays as is. */
export function translateMessage(message: string): string {
  const key = KEY_BY_TEXT.get(message);
  return key ? translateKey(key) : message;
}

/**
 * What to show for anything a query or mutation threw. English shows the server's own words;
 * another language shows the catalog's text for the message, or else for the error's code.
 */
export function translateError(error: unknown): string {
  const message = errorMessage(error);
  if (KEY_BY_TEXT.has(message)) return translateMessage(message);
  if (i18n.resolvedLanguage !== DEFAULT_LANGUAGE && error instanceof ApiError && error.code) {
    return translateKey(`errors:codes.${error.code}`);
  }
  return message;
}

/** translateMessage for components: re-renders them when the language changes. */
export function useTranslateMessage(): (message: string) => string {
  const { i18n: current } = useTranslation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new language means new words
  return useCallback(translateMessage, [current.resolvedLanguage]);
}
