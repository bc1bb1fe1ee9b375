import type { Pagination } from '@shop/shared';
import { LayoutGrid, List, SlidersHorizontal, X } from 'lucide-react';
import { useTranslation } from '@/i18n/index.ts';
import { cn } from '@/lib/cn.ts';
import type { MealFilters, MealsView } from '../meal-filters.ts';

interface MealsToolbarProps {
  filters: MealFilters;
  pagination: Pagination | undefined;
  loading: boolean;
  filtersId: string;
  filtersOpen: boolean;
  onToggleFilters: () => void;
  onView: (view: MealsView) => void;
  onClear: (change: Partial<MealFilters>) => void;
}

/** "Showing 1–10 of 34 meals" */
function ResultSummary({
  pagination,
  loading,
}: {
  pagination: Pagination | undefined;
  loading: boolean;
}) {
  const { t } = useTranslation('menu');
  if (!pagination) return loading ? t('toolbar.loading') : '';
  const { page, limit, total } = pagination;
  if (total === 0) return t('toolbar.noMeals');
  const from = Math.min(total, (page - 1) * limit + 1);
  const to = Math.min(total, page * limit);
  return t('toolbar.showing', { from, to, count: total });
}

const viewButton =
  'flex size-9 items-center justify-center rounded-full transition aria-pressed:bg-charcoal-900 aria-pressed:text-white';

export function MealsToolbar({
  filters,
  pagination,
  loading,
  filtersId,
  filtersOpen,
  onToggleFilters,
  onView,
  onClear,
}: MealsToolbarProps) {
  const { t } = useTranslation('menu');
  const chips = [
    filters.search && {
      key: 'search',
      label: t('toolbar.searchChip', { search: filters.search }),
      clear: { search: '' },
    },
    filters.category && { key: 'category', label: filters.category, clear: { category: '' } },
  ].filter((chip) => !!chip);

  return (
    <div className="mb-6 space-y-3">
      <div className="flex flex-wrap items-center gap-3">
        <p
          aria-live="polite"
          aria-atomic="true"
          className="order-last w-full text-sm text-charcoal-600 sm:order-none sm:w-auto sm:flex-1"
        >
          <ResultSummary pagination={pagination} loading={loading} />
        </p>
        <button
          type="button"
          onClick={onToggleFilters}
          aria-expanded={filtersOpen}
          aria-controls={filtersId}
          className="inline-flex h-10 shrink-0 items-center gap-2 rounded-full bg-white px-4 text-sm font-semibold text-charcoal-800 ring-1 ring-charcoal-900/10 transition hover:text-flame-700 hover:ring-flame-300"
        >
          <SlidersHorizontal className="size-4" aria-hidden="true" />
          {t(filtersOpen ? 'toolbar.hideFilters' : 'toolbar.showFilters')}
        </button>
        <fieldset className="ml-auto flex min-w-0 shrink-0 items-center gap-1 rounded-full bg-white p-0.5 ring-1 ring-charcoal-900/10 sm:ml-0">
          <legend className="sr-only">{t('toolbar.layout')}</legend>
          <button
            type="button"
            aria-pressed={filters.view === 'grid'}
            onClick={() => onView('grid')}
            className={cn(viewButton, 'text-charcoal-600 hover:text-charcoal-900')}
            aria-label={t('toolbar.gridView')}
          >
            <LayoutGrid className="size-4" aria-hidden="true" />
          </button>
          <button
            type="button"
            aria-pressed={filters.view === 'list'}
            onClick={() => onView('list')}
            className={cn(viewButton, 'text-charcoal-600 hover:text-charcoal-900')}
            aria-label={t('toolbar.listView')}
          >
            <List className="size-4" aria-hidden="true" />
          </button>
        </fieldset>
      </div>
      {chips.length > 0 && (
        <ul className="flex flex-wrap gap-2" aria-label={t('toolbar.activeFilters')}>
          {chips.map((chip) => (
            <li key={chip.key}>
              <button
                type="button"
                onClick={() => onClear(chip.clear)}
                className="inline-flex items-center gap-1.5 rounded-full bg-flame-50 py-1 pr-2 pl-3 text-sm font-medium text-flame-800 ring-1 ring-flame-200 transition hover:bg-flame-100"
              >
                {chip.label}
                <X className="size-3.5" aria-hidden="true" />
                <span className="sr-only">{t('toolbar.removeFilter')}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
