import { ArrowDownWideNarrow, ArrowUpNarrowWide } from 'lucide-react';
import { iconButtonClasses } from '@/components/ui/icon-button.tsx';
import { useTranslation } from '@/i18n/index.ts';
import type { SortDirection } from './section-table.tsx';
import { SelectBox } from './toolbar.tsx';

interface SortControlProps<T extends string> {
  sortBy: T;
  options: readonly { value: T; label: string }[];
  direction: SortDirection;
  onChange: (change: { sortBy?: T; sortOrder?: SortDirection }) => void;
}

/** A filter bar's 'Sort by' drop-down and the button that turns the sort the other way round. */
export function SortControl<T extends string>({
  sortBy,
  options,
  direction,
  onChange,
}: SortControlProps<T>) {
  const { t } = useTranslation('admin');
  // The button says what a press does: 'Sort ascending' while descending, and the other way.
  const toggleLabel = direction === 'asc' ? t('kit.sortDescending') : t('kit.sortAscending');
  const Icon = direction === 'asc' ? ArrowUpNarrowWide : ArrowDownWideNarrow;
  return (
    <div className="flex items-end gap-2">
      <SelectBox
        className="min-w-0 flex-1"
        label={t('kit.sortBy')}
        value={sortBy}
        onChange={(value) => onChange({ sortBy: value })}
        options={options}
      />
      <button
        type="button"
        onClick={() => onChange({ sortOrder: direction === 'asc' ? 'desc' : 'asc' })}
        aria-label={toggleLabel}
        title={toggleLabel}
        className={iconButtonClasses('md', false, 'size-[2.875rem]')}
      >
        <Icon className="size-5" aria-hidden="true" />
      </button>
    </div>
  );
}
