import type { ReactNode } from 'react';
import { useTranslation } from '@/i18n/index.ts';
import type { RecordStatus } from './status.tsx';
import type { FilterDefinition } from './toolbar.tsx';

/**
 * A search box and a status filter ('all', then the statuses in the kit's words), bound to the
 * address parameters `search` and `status`: a SectionListPage's `filters`.
 */
export function useSearchAndStatus(
  placeholder: string,
  statuses: readonly ('all' | RecordStatus)[],
  all: string,
): FilterDefinition[] {
  const { t } = useTranslation('admin');
  const options = statuses.map((value) => ({
    value,
    label: value === 'all' ? all : t(`kit.statuses.${value}`),
  }));
  return [
    { kind: 'search', key: 'search', label: t('kit.search'), placeholder },
    { kind: 'select', key: 'status', label: t('kit.status'), options },
  ];
}

/** Beside the filters: how many records they leave ('12 coupons'), read out as it changes. */
export function MatchCount({ children }: { children: ReactNode }) {
  return (
    <p
      aria-live="polite"
      className="text-sm font-medium text-charcoal-600 tabular-nums sm:self-end sm:pb-3 sm:text-right"
    >
      {children}
    </p>
  );
}
