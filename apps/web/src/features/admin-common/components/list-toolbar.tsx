import { useTranslation } from '@/i18n/index.ts';
import { SearchBox, SelectBox } from './toolbar.tsx';

interface ListToolbarProps<S extends string> {
  label: string;
  search: string;
  searchPlaceholder: string;
  onSearch: (text: string) => void;
  status: S;
  statuses: readonly S[];
  statusLabels: Record<S, string>;
  onStatus: (status: S) => void;
  /** '12 coupons': what the filters left, read out as it changes. */
  matches: string | null;
}

/** A list's search box and status filter, with the count of what they leave. */
export function ListToolbar<S extends string>({
  label,
  search,
  searchPlaceholder,
  onSearch,
  status,
  statuses,
  statusLabels,
  onStatus,
  matches,
}: ListToolbarProps<S>) {
  const { t } = useTranslation('admin');
  return (
    <search
      aria-label={label}
      className="grid gap-3 rounded-3xl border border-charcoal-900/5 bg-white p-4 shadow-card sm:grid-cols-[1fr_14rem_auto] sm:items-end"
    >
      <SearchBox
        label={t('kit.search')}
        placeholder={searchPlaceholder}
        value={search}
        onChange={onSearch}
      />
      <SelectBox
        label={t('kit.status')}
        value={status}
        options={statuses.map((option) => ({ value: option, label: statusLabels[option] }))}
        onChange={onStatus}
      />
      <p
        aria-live="polite"
        className="text-sm font-medium text-charcoal-600 tabular-nums sm:pb-3 sm:text-right"
      >
        {matches}
      </p>
    </search>
  );
}
