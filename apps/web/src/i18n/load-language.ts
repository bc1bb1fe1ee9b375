import { i18n } from './instance.ts';
import { DEFAULT_LANGUAGE, type Language, toLanguage } from './languages.ts';
import type { en } from './locales/en/index.ts';
import { PAGE_NAMESPACES, type PageNamespace } from './page-namespaces.ts';
import { readStoredLanguage, storeLanguage } from './stored-language.ts';
import type { Translation } from './translation.ts';

type Catalog = Translation<typeof en>;

/** Every language but English is its own chunk, so an English visitor never downloads it. */
const LAZY_CATALOGS: Record<Exclude<Language, typeof DEFAULT_LANGUAGE>, () => Promise<Catalog>> = {
  ne: async () => (await import('./locales/ne/index.ts')).ne,
};

/** The page namespaces the visitor's pages have asked for, to fetch again on a switch. */
const pageNamespacesInUse = new Set<PageNamespace>();

async function ensurePageNamespaces(language: Language, namespaces: Iterable<PageNamespace>) {
  const missing = [...namespaces].filter((ns) => !i18n.hasResourceBundle(language, ns));
  await Promise.all(
    missing.map(async (ns) => {
      i18n.addResourceBundle(language, ns, await PAGE_NAMESPACES[ns][language]());
    }),
  );
}

async function ensureCatalog(language: Language): Promise<void> {
  const pages = ensurePageNamespaces(language, pageNamespacesInUse);
  if (language !== DEFAULT_LANGUAGE && !i18n.hasResourceBundle(language, 'common')) {
    const catalog = await LAZY_CATALOGS[language]();
    for (const [namespace, messages] of Object.entries(catalog)) {
      i18n.addResourceBundle(language, namespace, messages);
    }
  }
  await pages;
}

/** For a lazily loaded page: fetches its namespaces in the current language before it shows. */
export async function loadPageNamespaces(...namespaces: PageNamespace[]): Promise<void> {
  for (const ns of namespaces) pageNamespacesInUse.add(ns);
  await ensurePageNamespaces(toLanguage(i18n.resolvedLanguage), namespaces);
}

/** Switches the whole app to `language` (fetching its catalog first) and remembers it. */
export async function changeLanguage(language: Language): Promise<void> {
  await ensureCatalog(language);
  await i18n.changeLanguage(language);
  storeLanguage(language);
}

/**
 * Call before the first render: a returning Nepali reader gets Nepali from the first paint,
 * nothing flashes in English. If the catalog cannot be fetched the shop opens in English.
 */
export async function startI18n(): Promise<void> {
  const stored = readStoredLanguage();
  if (!stored || stored === DEFAULT_LANGUAGE) return;
  try {
    await ensureCatalog(stored);
    await i18n.changeLanguage(stored);
  } catch (error) {
    console.error('Could not load the saved language', error);
  }
}
