import { Cookie } from 'lucide-react';
import { useTranslation } from '@/i18n/index.ts';
import { PolicyPage, type PolicySection } from './policy-page.tsx';

/**
 * What the shop keeps in the browser (docs/product-rules.md#saved-in-the-browser): the storage
 * keys as the browser shows them, and the row's texts in the catalog's `cookies.stored`.
 */
const STORED_ITEMS = [
  { name: 'token', text: 'token' },
  { name: 'user', text: 'user' },
  { name: 'cart', text: 'cart' },
  { name: 'wishlist', text: 'wishlist' },
  { name: 'shop-language', text: 'language' },
  { name: 'adminToken, adminUser', text: 'admin' },
] as const;

const COLUMNS = ['holds', 'why', 'lasts'] as const;

/** A table on wide screens; on phones each row stacks into a small card with its labels. */
function StorageTable() {
  const { t } = useTranslation('policies');
  const cell =
    'block px-4 py-1 sm:table-cell sm:py-3 max-sm:before:block max-sm:before:text-xs max-sm:before:font-bold max-sm:before:tracking-wide max-sm:before:text-charcoal-500 max-sm:before:uppercase max-sm:before:content-[attr(data-label)]';
  return (
    <section
      aria-label={t('cookies.table.label')}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a region that scrolls sideways must be reachable by keyboard
      tabIndex={0}
      className="mt-5 overflow-x-auto rounded-2xl ring-1 ring-charcoal-900/10"
    >
      <table className="block w-full text-left text-sm sm:table sm:min-w-[36rem]">
        <caption className="sr-only">{t('cookies.table.label')}</caption>
        <thead className="sr-only bg-cream-100 text-xs tracking-wide text-charcoal-600 uppercase sm:not-sr-only sm:table-header-group">
          <tr>
            <th scope="col" className="px-4 py-3 font-bold">
              {t('cookies.table.name')}
            </th>
            {COLUMNS.map((column) => (
              <th key={column} scope="col" className="px-4 py-3 font-bold">
                {t(`cookies.table.${column}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="block divide-y divide-charcoal-900/10 sm:table-row-group">
          {STORED_ITEMS.map((item) => (
            <tr key={item.name} className="block py-3 align-top sm:table-row sm:py-0">
              <th
                scope="row"
                className="block px-4 py-1 font-mono text-xs font-semibold text-charcoal-900 sm:table-cell sm:py-3"
              >
                {item.name}
              </th>
              {COLUMNS.map((column) => (
                <td key={column} data-label={t(`cookies.table.${column}`)} className={cell}>
                  {t(`cookies.stored.${item.text}.${column}`)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

/** The sections in order; their words are the policies catalog's `cookies.sections`. */
const SECTIONS: readonly PolicySection<'cookies'>[] = [
  { id: 'short-version', key: 'shortVersion', blocks: [{ p: 'noTracking' }, { p: 'storage' }] },
  {
    id: 'what-we-store',
    key: 'whatWeStore',
    blocks: [{ p: 'necessary' }, { part: 'table', node: <StorageTable /> }],
  },
  { id: 'third-parties', key: 'thirdParties', blocks: [{ p: 'text' }] },
  { id: 'your-choices', key: 'yourChoices', blocks: [{ ul: ['logout', 'clear', 'private'] }] },
  { id: 'changes', key: 'changes', blocks: [{ p: 'text' }] },
];

export function CookiesPage() {
  return <PolicyPage policy="cookies" kickerIcon={Cookie} sections={SECTIONS} />;
}
