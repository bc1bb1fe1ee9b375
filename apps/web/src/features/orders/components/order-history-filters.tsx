import { ORDER_STATUSES } from '@shop/shared';
import { ChevronDown, X } from 'lucide-react';
import { useId } from 'react';
import { controlClasses } from '@/components/ui/form-field.tsx';
import { useTranslation } from '@/i18n/index.ts';
import { cn } from '@/lib/cn.ts';
import { useStatusName } from '../hooks/use-order-words.ts';
import { type FilterChange, hasFilters, type OrderHistoryFilters } from '../order-filters.ts';

interface OrderHistoryFiltersProps {
  filters: OrderHistoryFilters;
  onChange: (change: FilterChange) => void;
}

const labelClasses = 'mb-1.5 block text-xs font-semibold text-charcoal-700';

/**
 * Status and date filters of the order history (status, startDate, endDate:
 * docs/product-rules.md#order-history).
 */
export function OrderHistoryFiltersBar({ filters, onChange }: OrderHistoryFiltersProps) {
  const { t } = useTranslation('orders');
  const statusName = useStatusName();
  const id = useId();
  return (
    <fieldset className="grid grid-cols-1 gap-3 min-[480px]:grid-cols-2 rounded-3xl border border-charcoal-900/5 bg-white p-4 shadow-card sm:grid-cols-[minmax(0,1.3fr)_minmax(0,1fr)_minmax(0,1fr)_auto] sm:items-end">
      <legend className="sr-only">{t('history.filters.label')}</legend>
      <div className="min-[480px]:col-span-2 sm:col-span-1">
        <label htmlFor={`${id}-status`} className={labelClasses}>
          {t('history.filters.status')}
        </label>
        <div className="relative">
          <select
            id={`${id}-status`}
            value={filters.status ?? ''}
            onChange={(event) => onChange({ status: event.target.value })}
            className={cn(controlClasses, 'cursor-pointer appearance-none py-2.5 pr-10')}
          >
            <option value="">{t('history.filters.allStatuses')}</option>
            {ORDER_STATUSES.map((status) => (
              <option key={status} value={status}>
                {statusName(status)}
              </option>
            ))}
          </select>
          <ChevronDown
            className="pointer-events-none absolute top-1/2 right-4 size-4 -translate-y-1/2 text-charcoal-500"
            aria-hidden="true"
          />
        </div>
      </div>
      <div>
        <label htmlFor={`${id}-from`} className={labelClasses}>
          {t('history.filters.from')}
        </label>
        <input
          id={`${id}-from`}
          type="date"
          value={filters.startDate ?? ''}
          max={filters.endDate}
          onChange={(event) => onChange({ from: event.target.value })}
          className={cn(controlClasses, 'py-2.5')}
        />
      </div>
      <div>
        <label htmlFor={`${id}-to`} className={labelClasses}>
          {t('history.filters.to')}
        </label>
        <input
          id={`${id}-to`}
          type="date"
          value={filters.endDate ?? ''}
          min={filters.startDate}
          onChange={(event) => onChange({ to: event.target.value })}
          className={cn(controlClasses, 'py-2.5')}
        />
      </div>
      <button
        type="button"
        onClick={() => onChange({ status: '', from: '', to: '' })}
        disabled={!hasFilters(filters)}
        className="inline-flex h-11 min-[480px]:col-span-2 items-center justify-center gap-1.5 rounded-full px-4 text-sm font-semibold text-charcoal-700 transition hover:bg-charcoal-900/5 disabled:opacity-40 disabled:hover:bg-transparent sm:col-span-1"
      >
        <X className="size-4" aria-hidden="true" />
        {t('history.filters.clear')}
      </button>
    </fieldset>
  );
}
