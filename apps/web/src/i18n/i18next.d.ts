import 'i18next';
import type { en } from './locales/en/index.ts';
import type { PageCatalog } from './page-namespaces.ts';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: typeof en & PageCatalog;
    strictInterpolationChecks: true;
  }
}
