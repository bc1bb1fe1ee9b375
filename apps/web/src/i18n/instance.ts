import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { formatDate, formatNumber } from './format.ts';
import { DEFAULT_LANGUAGE, toLanguage } from './languages.ts';
import { en } from './locales/en/index.ts';

/**
 * One i18next instance for the app. English is bundled and ready before the first render;
 * other languages are added by load-language.ts when chosen.
 */
export const i18n = i18next.createInstance();

void i18n.use(initReactI18next).init({
  lng: DEFAULT_LANGUAGE,
  fallbackLng: DEFAULT_LANGUAGE,
  resources: { [DEFAULT_LANGUAGE]: en },
  ns: Object.keys(en),
  defaultNS: 'common',
  // React escapes what it renders.
  interpolation: { escapeValue: false },
  // Resources are in memory: initialising synchronously lets the first render (and tests) use t.
  initAsync: false,
  react: { useSuspense: false },
});

// {{count, number}} and {{date, datetime}} in a message format as the rest of the app does
// (i18next's own formatters use Intl, which has no Nepali in Chromium).
i18n.services.formatter?.add('number', (value, language, options) =>
  formatNumber(value, toLanguage(language), options),
);
i18n.services.formatter?.add('datetime', (value, language, options) =>
  formatDate(value, toLanguage(language), options),
);

function followLanguage(language: string) {
  if (typeof document === 'undefined') return;
  // Setting it, even to the same value, restyles every element of the page (:lang()).
  if (document.documentElement.lang !== language) document.documentElement.lang = language;
}
followLanguage(i18n.language);
i18n.on('languageChanged', followLanguage);
