/**
 * The app's languages: import everything from here (see README.md). English is bundled;
 * Nepali loads on demand.
 */
export { Trans, useTranslation } from 'react-i18next';
export {
  type DeliveryMinutes,
  USUAL_DELIVERY_MINUTES,
  useDeliveryTimeWords,
} from './delivery-time.ts';
export { formatClockTime, formatDate, formatNumber, useFormat, useLanguage } from './format.ts';
export { i18n } from './instance.ts';
export {
  DEFAULT_LANGUAGE,
  LANGUAGE_NAMES,
  LANGUAGES,
  type Language,
  toLanguage,
} from './languages.ts';
export {
  changeLanguage,
  loadEveryLanguage,
  loadPageNamespaces,
  startI18n,
} from './load-language.ts';
export { translateError, translateMessage, useTranslateMessage } from './messages.ts';
export type { PageNamespace } from './page-namespaces.ts';
export { LANGUAGE_COOKIE, languageInCookies } from './stored-language.ts';
