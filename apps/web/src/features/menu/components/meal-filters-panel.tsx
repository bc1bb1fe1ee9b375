import { MEAL_SORTS, type MealSort } from '@shop/shared';
import { ChevronDown, RotateCcw, Search, X } from 'lucide-react';
import { type FormEvent, useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { FilterCount, pressedFilterClasses } from '@/components/ui/filter-count.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { useTranslation } from '@/i18n/index.ts';
import { cn } from '@/lib/cn.ts';
import { useDebouncedValue } from '@/lib/use-debounced-value.ts';
import { useCategories } from '../hooks/use-categories.ts';
import type { SetFiltersOptions } from '../hooks/use-meal-filters.ts';
import { hasActiveFilters, type MealFilters, sameCategory } from '../meal-filters.ts';
import { CategoryIcon } from './category-icon.tsx';

/** Search waits for a 300 ms pause in typing. */
export const SEARCH_DEBOUNCE_MS = 300;

interface MealFiltersPanelProps {
  id: string;
  filters: MealFilters;
  /** Text the home search handed over mid-typing: the box starts with it, focused. */
  typedSearch?: string | null;
  onChange: (change: Partial<MealFilters>, options?: SetFiltersOptions) => void;
  onReset: () => void;
}

const sectionTitle = 'text-xs font-bold tracking-[0.16em] text-charcoal-500 uppercase';

function SearchBox({
  value,
  typed,
  onSearch,
}: {
  value: string;
  typed: string | null;
  onSearch: (text: string) => void;
}) {
  const { t } = useTranslation('menu');
  const inputId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [text, setText] = useState(typed ?? value);
  const debounced = useDebouncedValue(text, SEARCH_DEBOUNCE_MS);
  const lastSent = useRef(value);

  const send = (next: string) => {
    const trimmed = next.trim();
    if (trimmed === lastSent.current) return;
    lastSent.current = trimmed;
    onSearch(trimmed);
  };

  // In the commit that shows the box, so no key pressed meanwhile is lost; the caret at the end.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only on mount
  useLayoutEffect(() => {
    const input = inputRef.current;
    if (typed === null || !input) return;
    input.focus();
    input.setSelectionRange(input.value.length, input.value.length);
  }, []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: only a settled text is sent
  useEffect(() => send(debounced), [debounced]);

  // Back, Reset or a shared link changed the search: show it, unless it is our own echo.
  useEffect(() => {
    if (value !== lastSent.current) {
      lastSent.current = value;
      setText(value);
    }
  }, [value]);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    send(text);
  };

  return (
    <search>
      <form onSubmit={onSubmit}>
        <label htmlFor={inputId} className={sectionTitle}>
          {t('filters.search')}
        </label>
        <div className="relative mt-3">
          <Search
            className="pointer-events-none absolute top-1/2 left-4 size-4 -translate-y-1/2 text-charcoal-400"
            aria-hidden="true"
          />
          <input
            ref={inputRef}
            id={inputId}
            type="search"
            value={text}
            maxLength={100}
            onChange={(event) => setText(event.target.value)}
            placeholder={t('filters.searchPlaceholder')}
            autoComplete="off"
            enterKeyHint="search"
            className="h-12 w-full rounded-full border border-charcoal-200 bg-cream-50 pr-11 pl-11 text-sm text-charcoal-900 placeholder:text-charcoal-500 transition focus:border-flame-400 focus:bg-white focus:outline-none focus-visible:outline-2 focus-visible:outline-flame-500 [&::-webkit-search-cancel-button]:hidden"
          />
          {text && (
            <button
              type="button"
              onClick={() => {
                setText('');
                send('');
              }}
              aria-label={t('filters.clearSearch')}
              className="absolute top-1/2 right-2 flex size-8 -translate-y-1/2 items-center justify-center rounded-full text-charcoal-500 transition hover:bg-charcoal-900/5 hover:text-charcoal-900"
            >
              <X className="size-4" aria-hidden="true" />
            </button>
          )}
        </div>
      </form>
    </search>
  );
}

function CategoryList({
  selected,
  onSelect,
}: {
  selected: string;
  onSelect: (category: string) => void;
}) {
  const { t } = useTranslation('menu');
  const categories = useCategories();
  const headingId = useId();
  const total = categories.data?.reduce((sum, category) => sum + category.mealCount, 0);

  const option = (key: string, label: string, icon: string, count: number | undefined) => {
    const active = key === '' ? selected === '' : sameCategory(selected, key);
    return (
      <li key={key || 'all'}>
        <button
          type="button"
          aria-pressed={active}
          onClick={() => onSelect(key)}
          className={cn(
            'flex w-full items-center gap-3 rounded-2xl px-3 py-2.5 text-left text-sm font-semibold transition',
            active
              ? pressedFilterClasses
              : 'text-charcoal-700 hover:bg-cream-200/70 hover:text-charcoal-900',
          )}
        >
          <span
            className={cn(
              'flex size-8 shrink-0 items-center justify-center rounded-xl',
              active ? 'bg-flame-600 text-white' : 'bg-cream-200 text-flame-700',
            )}
          >
            <CategoryIcon name={icon} className="size-4" />
          </span>
          <span className="min-w-0 flex-1 leading-snug">{label}</span>
          <FilterCount count={count} pressed={active} />
        </button>
      </li>
    );
  };

  return (
    <div>
      <h3 id={headingId} className={sectionTitle}>
        {t('filters.categories')}
      </h3>
      {categories.isPending ? (
        <div className="mt-3 space-y-2" aria-hidden="true">
          {[0, 1, 2, 3, 4].map((row) => (
            <Skeleton key={row} className="h-12 rounded-2xl" />
          ))}
        </div>
      ) : (
        <ul aria-labelledby={headingId} className="mt-3 space-y-1">
          {option('', t('filters.allMeals'), 'all', total)}
          {categories.data?.map((category) =>
            option(category.name, category.name, category.icon ?? '', category.mealCount),
          )}
        </ul>
      )}
      {categories.isError && (
        <p className="mt-3 text-sm text-charcoal-600">
          {t('filters.categoriesFailed')}{' '}
          <button
            type="button"
            onClick={() => void categories.refetch()}
            className="font-semibold text-flame-700 underline underline-offset-2 hover:text-flame-800"
          >
            {t('filters.tryAgain')}
          </button>
        </p>
      )}
    </div>
  );
}

function SortSelect({ value, onSort }: { value: MealSort; onSort: (sort: MealSort) => void }) {
  const { t } = useTranslation('menu');
  const selectId = useId();
  return (
    <div>
      <label htmlFor={selectId} className={sectionTitle}>
        {t('filters.sortBy')}
      </label>
      <div className="relative mt-3">
        <select
          id={selectId}
          value={value}
          onChange={(event) => onSort(event.target.value as MealSort)}
          className="h-12 w-full cursor-pointer appearance-none rounded-full border border-charcoal-200 bg-cream-50 pr-11 pl-5 text-sm font-medium text-charcoal-900 transition hover:border-charcoal-300 focus:border-flame-400 focus:outline-none focus-visible:outline-2 focus-visible:outline-flame-500"
        >
          {MEAL_SORTS.map((sort) => (
            <option key={sort} value={sort}>
              {t(`sort.${sort}`)}
            </option>
          ))}
        </select>
        <ChevronDown
          className="pointer-events-none absolute top-1/2 right-4 size-4 -translate-y-1/2 text-charcoal-500"
          aria-hidden="true"
        />
      </div>
    </div>
  );
}

/** The filter sidebar: search, categories, sort and reset. */
export function MealFiltersPanel({
  id,
  filters,
  typedSearch = null,
  onChange,
  onReset,
}: MealFiltersPanelProps) {
  // Reset also throws away text typed but not yet sent.
  const { t } = useTranslation('menu');
  const [searchKey, setSearchKey] = useState(0);
  return (
    <aside
      id={id}
      aria-label={t('filters.label')}
      className="space-y-7 rounded-3xl border border-charcoal-900/5 bg-white p-5 shadow-card sm:p-6"
    >
      <SearchBox
        key={searchKey}
        value={filters.search}
        typed={searchKey === 0 ? typedSearch : null}
        onSearch={(search) => onChange({ search }, { replace: true })}
      />
      <CategoryList selected={filters.category} onSelect={(category) => onChange({ category })} />
      <SortSelect value={filters.sort} onSort={(sort) => onChange({ sort })} />
      <Button
        variant="secondary"
        className="w-full"
        onClick={() => {
          setSearchKey((key) => key + 1);
          onReset();
        }}
        disabled={!hasActiveFilters(filters)}
      >
        <RotateCcw className="size-4" aria-hidden="true" />
        {t('filters.reset')}
      </Button>
    </aside>
  );
}
