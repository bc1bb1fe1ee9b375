import 'i18next';
import type { en } from './locales/en/index.ts';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: typeof en;
    strictInterpolationChecks: true;
  }
}
