import { ADMIN_CUSTOMER_SORTS, ADMIN_CUSTOMER_TIERS, SPENDING_LEVELS } from '@shop/shared';
import { X } from 'lucide-react';
import { Button } from '@/components/ui/button.tsx';
import {
  SearchBox,
  SelectBox,
  SortControl,
  useSettledSearch,
} from '@/features/admin-common/index.ts';
import { useTranslation } from '@/i18n/index.ts';
import { type CustomerFilters, hasFilters } from '../customer-filters.ts';

interface CustomerFiltersBarProps {
  filters: CustomerFilters;
  locations: readonly string[];
  onChange: (change: Partial<CustomerFilters>) => void;
}

/** Search, location, status and spending filters, and the sort with its direction. */
export function CustomerFiltersBar({ filters, locations, onChange }: CustomerFiltersBarProps) {
  const { t } = useTranslation('admin-customers');
  const [search, setSearch] = useSettledSearch(filters.search, (text) =>
    onChange({ search: text }),
  );

  // The chosen location stays choosable while the list loads or if no customer names it now.
  const places =
    filters.location && !locations.includes(filters.location)
      ? [filters.location, ...locations]
      : locations;

  return (
    <fieldset className="grid grid-cols-1 gap-3 rounded-3xl border border-charcoal-900/5 bg-white p-4 shadow-card sm:grid-cols-2 lg:grid-cols-[minmax(0,1.6fr)_repeat(3,minmax(0,1fr))_minmax(0,1.2fr)] lg:items-end">
      <legend className="sr-only">{t('filters.label')}</legend>
      <SearchBox
        className="sm:col-span-2 lg:col-span-1"
        label={t('filters.search')}
        placeholder={t('filters.searchPlaceholder')}
        value={search}
        onChange={setSearch}
      />
      <SelectBox
        label={t('filters.location')}
        value={filters.location}
        onChange={(location) => onChange({ location })}
        options={[
          { value: '', label: t('filters.allLocations') },
          ...places.map((place) => ({ value: place, label: place })),
        ]}
      />
      <SelectBox
        label={t('filters.status')}
        value={filters.status}
        onChange={(status) => onChange({ status })}
        options={[
          { value: '', label: t('filters.allStatuses') },
          ...ADMIN_CUSTOMER_TIERS.map((tier) => ({ value: tier, label: t(`tier.${tier}`) })),
        ]}
      />
      <SelectBox
        label={t('filters.spending')}
        value={filters.spending}
        onChange={(spending) => onChange({ spending })}
        options={[
          { value: '', label: t('filters.allSpending') },
          ...SPENDING_LEVELS.map((level) => ({
            value: level,
            label: t(`filters.spendingLevel.${level}`),
          })),
        ]}
      />
      <SortControl
        sortBy={filters.sortBy}
        options={ADMIN_CUSTOMER_SORTS.map((sort) => ({ value: sort, label: t(`sort.${sort}`) }))}
        direction={filters.sortOrder}
        onChange={onChange}
      />
      {hasFilters(filters) && (
        <div className="sm:col-span-2 lg:col-span-5">
          <Button
            variant="ghost"
            size="sm"
            onClick={() => onChange({ search: '', status: '', location: '', spending: '' })}
          >
            <X className="size-4" aria-hidden="true" />
            {t('filters.clear')}
          </Button>
        </div>
      )}
    </fieldset>
  );
}
