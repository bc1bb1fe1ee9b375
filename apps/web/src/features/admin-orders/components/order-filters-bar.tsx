import { ADMIN_ORDER_SORTS, ORDER_STATUSES } from '@shop/shared';
import { UserRound, X } from 'lucide-react';
import { Button } from '@/components/ui/button.tsx';
import {
  SearchBox,
  SelectBox,
  SortControl,
  useSettledSearch,
} from '@/features/admin-common/index.ts';
import { useTranslation } from '@/i18n/index.ts';
import { hasFilters, type OrderFilters } from '../order-filters.ts';

interface OrderFiltersBarProps {
  filters: OrderFilters;
  onChange: (change: Partial<OrderFilters>) => void;
}

/** Search by id, name or email; status; sort with its direction; the customer, when chosen. */
export function OrderFiltersBar({ filters, onChange }: OrderFiltersBarProps) {
  const { t } = useTranslation('admin-orders');
  const [search, setSearch] = useSettledSearch(filters.search, (text) =>
    onChange({ search: text }),
  );
  return (
    <fieldset className="grid grid-cols-1 gap-3 rounded-3xl border border-charcoal-900/5 bg-white p-4 shadow-card sm:grid-cols-2 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_minmax(0,1.2fr)] lg:items-end">
      <legend className="sr-only">{t('filters.label')}</legend>
      <SearchBox
        className="sm:col-span-2 lg:col-span-1"
        label={t('filters.search')}
        placeholder={t('filters.searchPlaceholder')}
        value={search}
        onChange={setSearch}
      />
      <SelectBox
        label={t('filters.status')}
        value={filters.status}
        onChange={(status) => onChange({ status })}
        options={[
          { value: '', label: t('filters.allStatuses') },
          ...ORDER_STATUSES.map((status) => ({ value: status, label: t(`status.${status}`) })),
        ]}
      />
      <SortControl
        sortBy={filters.sortBy}
        options={ADMIN_ORDER_SORTS.map((sort) => ({ value: sort, label: t(`sort.${sort}`) }))}
        direction={filters.sortOrder}
        onChange={onChange}
      />
      {hasFilters(filters) && (
        <div className="flex flex-wrap items-center gap-2 sm:col-span-2 lg:col-span-3">
          {filters.customerId && (
            <span className="inline-flex items-center gap-1.5 rounded-full bg-flame-50 py-1 pr-1 pl-3 text-sm font-semibold text-flame-800 ring-1 ring-flame-200">
              <UserRound className="size-4" aria-hidden="true" />
              {t('filters.oneCustomer')}
              <button
                type="button"
                onClick={() => onChange({ customerId: '' })}
                aria-label={t('filters.allCustomers')}
                className="flex size-6 items-center justify-center rounded-full hover:bg-flame-100"
              >
                <X className="size-3.5" aria-hidden="true" />
              </button>
            </span>
          )}
          <Button
            variant="ghost"
            size="sm"
            onClick={() => onChange({ search: '', status: '', customerId: '' })}
          >
            <X className="size-4" aria-hidden="true" />
            {t('filters.clear')}
          </Button>
        </div>
      )}
    </fieldset>
  );
}
