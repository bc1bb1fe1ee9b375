import type { Language } from './languages.ts';

/**
 * Namespaces that only lazily loaded pages use, with long texts (the policies run to pages):
 * fetched with their page (app/router.tsx), in the language being shown, so they stay out of
 * everyone's first load. Every other namespace is bundled (English) or in the language chunk.
 */
export const PAGE_NAMESPACES = {
  info: {
    en: async () => (await import('./locales/en/info.ts')).info,
    ne: async () => (await import('./locales/ne/info.ts')).info,
  },
  policies: {
    en: async () => (await import('./locales/en/policies.ts')).policies,
    ne: async () => (await import('./locales/ne/policies.ts')).policies,
  },
} satisfies Record<string, Record<Language, () => Promise<object>>>;

export type PageNamespace = keyof typeof PAGE_NAMESPACES;

/** The English page namespaces' shapes, for the typed keys (i18next.d.ts). */
export type PageCatalog = {
  [N in PageNamespace]: Awaited<ReturnType<(typeof PAGE_NAMESPACES)[N]['en']>>;
};
