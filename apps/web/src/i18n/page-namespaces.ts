import type { Language } from './languages.ts';

/**
 * Namespaces that only lazily loaded pages use, with long texts (the policies run to pages):
 * fetched with their page (app/router.tsx), in the language being shown, so they stay out of
 * everyone's first load. Every other namespace is bundled (English) or in the language chunk.
 */
export const PAGE_NAMESPACES = {
  account: {
    en: async () => (await import('./locales/en/account.ts')).account,
    ne: async () => (await import('./locales/ne/account.ts')).account,
  },
  'admin-session': {
    en: async () => (await import('./locales/en/admin-session.ts')).adminSession,
    ne: async () => (await import('./locales/ne/admin-session.ts')).adminSession,
  },
  'check-in': {
    en: async () => (await import('./locales/en/check-in.ts')).checkIn,
    ne: async () => (await import('./locales/ne/check-in.ts')).checkIn,
  },
  checkout: {
    en: async () => (await import('./locales/en/checkout.ts')).checkout,
    ne: async () => (await import('./locales/ne/checkout.ts')).checkout,
  },
  info: {
    en: async () => (await import('./locales/en/info.ts')).info,
    ne: async () => (await import('./locales/ne/info.ts')).info,
  },
  kitchen: {
    en: async () => (await import('./locales/en/kitchen.ts')).kitchen,
    ne: async () => (await import('./locales/ne/kitchen.ts')).kitchen,
  },
  'order-updates': {
    en: async () => (await import('./locales/en/order-updates.ts')).orderUpdates,
    ne: async () => (await import('./locales/ne/order-updates.ts')).orderUpdates,
  },
  policies: {
    en: async () => (await import('./locales/en/policies.ts')).policies,
    ne: async () => (await import('./locales/ne/policies.ts')).policies,
  },
  profile: {
    en: async () => (await import('./locales/en/profile.ts')).profile,
    ne: async () => (await import('./locales/ne/profile.ts')).profile,
  },
} satisfies Record<string, Record<Language, () => Promise<object>>>;

export type PageNamespace = keyof typeof PAGE_NAMESPACES;

/** The English page namespaces' shapes, for the typed keys (i18next.d.ts). */
export type PageCatalog = {
  [N in PageNamespace]: Awaited<ReturnType<(typeof PAGE_NAMESPACES)[N]['en']>>;
};
