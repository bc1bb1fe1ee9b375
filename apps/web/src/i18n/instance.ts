import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE } from './languages.ts';
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

function followLanguage(language: string) {
  if (typeof document !== 'undefined') document.documentElement.lang = language;
}
followLanguage(i18n.language);
i18n.on('languageChanged', followLanguage);
