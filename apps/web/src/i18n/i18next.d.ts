import 'i18next';
import type { AdminCatalog } from './admin-namespaces.ts';
import type { en } from './locales/en/index.ts';
import type { PageCatalog } from './page-namespaces.ts';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: typeof en & PageCatalog & AdminCatalog;
    strictInterpolationChecks: true;
  }
}
