import { type ReactNode, useEffect, useId, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useTranslation } from '@/i18n/index.ts';
import { cn } from '@/lib/cn.ts';
import { isAfterFirstRender } from '@/lib/first-render.ts';
import { useListTop } from '@/lib/use-list-top.ts';
import { useMediaQuery } from '@/lib/use-media-query.ts';
import { useMealDetailParam } from '../hooks/use-meal-detail-param.ts';
import { useMealFilters } from '../hooks/use-meal-filters.ts';
import { useMeals } from '../hooks/use-meals.ts';
import { useMenuErrorText } from '../hooks/use-menu-error-text.ts';
import type { MealsView } from '../meal-filters.ts';
import { handedOverSearch } from '../search-handoff.ts';
import { MealCard, MealCardSkeleton } from './meal-card.tsx';
import { MealDetailHost } from './meal-detail-modal.tsx';
import { MealFiltersPanel } from './meal-filters-panel.tsx';
import { MealsPagination } from './meals-pagination.tsx';
import { MealsToolbar } from './meals-toolbar.tsx';
import { MenuHero } from './menu-hero.tsx';
import { MealsEmptyState, MealsErrorState } from './menu-states.tsx';

const SKELETON_CARDS = ['a', 'b', 'c', 'd', 'e', 'f'];
const EAGER_IMAGES = 3;

function gridClasses(view: MealsView, filtersOpen: boolean): string {
  if (view === 'list') return 'grid grid-cols-1 gap-5';
  return cn(
    'grid grid-cols-1 gap-6 sm:grid-cols-2',
    filtersOpen ? 'xl:grid-cols-3' : 'lg:grid-cols-3 xl:grid-cols-4',
  );
}

/** /meals and /menu: the whole menu with search, categories, sort and pages, all in the URL. */
export function MealsPage() {
  const { t } = useTranslation('menu');
  const errorText = useMenuErrorText();
  const { filters, setFilters, resetFilters } = useMealFilters();
  const filtersId = useId();
  const isDesktop = useMediaQuery('(min-width: 1024px)');
  const location = useLocation();
  // Opened by the home search mid-typing (a visit within the app, never a server's page): its
  // search box, shown even on a phone, takes over the text and the caret.
  const [typedSearch] = useState(() =>
    isAfterFirstRender() ? handedOverSearch(location.state) : null,
  );
  const navigate = useNavigate();
  // Taken once: coming Back to this entry later must not open the panel and pop the keyboard.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, with the arrival's location
  useEffect(() => {
    if (typedSearch === null) return;
    void navigate(
      { pathname: location.pathname, search: location.search, hash: location.hash },
      { replace: true, state: null, preventScrollReset: true },
    );
  }, [typedSearch]);
  const [filtersChoice, setFiltersChoice] = useState<boolean | null>(
    typedSearch === null ? null : true,
  );
  const filtersOpen = filtersChoice ?? isDesktop;
  const resultsTop = useListTop<HTMLDivElement>();
  const { open: openDetails } = useMealDetailParam();

  const meals = useMeals({
    search: filters.search || undefined,
    category: filters.category || undefined,
    sort: filters.sort,
    page: filters.page,
  });
  const pagination = meals.data?.pagination;

  // A shared link or a shrunken list can point past the last page: go to the last one.
  useEffect(() => {
    if (!pagination || meals.isPlaceholderData) return;
    if (pagination.pages > 0 && filters.page > pagination.pages) {
      setFilters({ page: pagination.pages }, { replace: true });
    }
  }, [pagination, meals.isPlaceholderData, filters.page, setFilters]);

  const goToPage = (page: number) => {
    setFilters({ page });
    resultsTop.show();
  };

  let results: ReactNode;
  if (meals.isPending) {
    results = (
      <div className={gridClasses(filters.view, filtersOpen)} aria-hidden="true">
        {SKELETON_CARDS.map((card) => (
          <MealCardSkeleton key={card} view={filters.view} />
        ))}
      </div>
    );
  } else if (meals.isError && !meals.data) {
    results = (
      <MealsErrorState message={errorText(meals.error)} onRetry={() => void meals.refetch()} />
    );
  } else if (!meals.data || meals.data.data.length === 0) {
    results = <MealsEmptyState onShowAll={resetFilters} />;
  } else {
    results = (
      <>
        <ul
          aria-busy={meals.isPlaceholderData}
          className={cn(
            gridClasses(filters.view, filtersOpen),
            'transition-opacity duration-200',
            meals.isPlaceholderData && 'opacity-60',
          )}
        >
          {meals.data.data.map((meal, index) => (
            <li key={meal.id} className="flex animate-fade-in [&>article]:flex-1">
              <MealCard
                meal={meal}
                view={filters.view}
                priority={index < EAGER_IMAGES}
                onViewDetails={(chosen) => openDetails(chosen.id)}
              />
            </li>
          ))}
        </ul>
        {pagination && (
          <MealsPagination page={pagination.page} pages={pagination.pages} onPage={goToPage} />
        )}
      </>
    );
  }

  return (
    <>
      <title>{t('documentTitle')}</title>
      <MenuHero />
      <div
        ref={resultsTop.ref}
        className="mx-auto max-w-7xl scroll-mt-24 px-6 py-8 sm:py-10 lg:px-8 lg:py-12"
      >
        <MealsToolbar
          filters={filters}
          pagination={pagination}
          // Not isFetching: the background read after hydration would render the whole menu
          // again, twice, for nothing a visitor sees (a query's reads re-render synchronously).
          loading={meals.isPending || meals.isPlaceholderData}
          filtersId={filtersId}
          filtersOpen={filtersOpen}
          onToggleFilters={() => setFiltersChoice(!filtersOpen)}
          onView={(view) => setFilters({ view }, { replace: true })}
          onClear={setFilters}
        />
        <div className={cn('grid gap-8', filtersOpen && 'lg:grid-cols-[17.5rem_minmax(0,1fr)]')}>
          <div hidden={!filtersOpen}>
            <MealFiltersPanel
              id={filtersId}
              filters={filters}
              typedSearch={typedSearch}
              onChange={setFilters}
              onReset={resetFilters}
            />
          </div>
          <section aria-labelledby="meals-heading" className="min-w-0">
            <h2 id="meals-heading" className="sr-only">
              {t('mealsHeading')}
            </h2>
            {results}
          </section>
        </div>
      </div>
      <MealDetailHost />
    </>
  );
}
