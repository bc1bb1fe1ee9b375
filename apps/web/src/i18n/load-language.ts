import { i18n } from './instance.ts';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language, toLanguage } from './languages.ts';
import type { en } from './locales/en/index.ts';
import { PAGE_NAMESPACES, type PageNamespace } from './page-namespaces.ts';
import { readStoredLanguage, storeLanguage, storeLanguageCookie } from './stored-language.ts';
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

/** Counts language choices, so that a slow catalog cannot undo a later choice. */
let latestChoice = 0;

/** Fetches the catalog and applies it, unless another choice came while it loaded. */
async function applyLanguage(language: Language): Promise<boolean> {
  const choice = ++latestChoice;
  await ensureCatalog(language);
  if (choice !== latestChoice) return false;
  // A page opened while the catalog loaded asked for its texts in the old language.
  await ensurePageNamespaces(language, pageNamespacesInUse);
  if (choice !== latestChoice) return false;
  await i18n.changeLanguage(language);
  return true;
}

/** Switches the whole app to `language` (fetching its catalog first) and remembers it. */
export async function changeLanguage(language: Language): Promise<void> {
  if (await applyLanguage(language)) storeLanguage(language);
}

/** How long the first paint waits for a saved language's catalog before it shows English. */
const FIRST_PAINT_WAIT_MS = 3_000;

/**
 * Call before the first render: a returning Nepali reader gets Nepali from the first paint,
 * nothing flashes in English. If the catalog fails or is slow, the shop opens in English and
 * switches when the catalog arrives.
 */
export async function startI18n(): Promise<void> {
  const stored = readStoredLanguage();
  if (stored) storeLanguageCookie(stored);
  if (!stored || stored === DEFAULT_LANGUAGE) return;
  const applied = applyLanguage(stored).catch((error: unknown) => {
    console.error('Could not load the saved language', error);
  });
  const waited = new Promise<void>((resolve) => setTimeout(resolve, FIRST_PAINT_WAIT_MS));
  await Promise.race([applied, waited]);
}

/**
 * For the server that renders pages (entry-server.tsx): every language and every page
 * namespace in memory, so that a render never waits and switching language is synchronous.
 */
export async function loadEveryLanguage(): Promise<void> {
  const namespaces = Object.keys(PAGE_NAMESPACES) as PageNamespace[];
  for (const ns of namespaces) pageNamespacesInUse.add(ns);
  await Promise.all(LANGUAGES.map((language) => ensureCatalog(language)));
}
