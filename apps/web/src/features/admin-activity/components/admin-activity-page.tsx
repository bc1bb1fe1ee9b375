import { ACTIVITY_MESSAGES } from '@shop/shared';
import { History, SearchX } from 'lucide-react';
import { useSearchParams } from 'react-router';
import {
  AdminPageHeader,
  AdminPager,
  currentSearch,
  ListBody,
  TableSkeleton,
} from '@/features/admin-common/index.ts';
import { translateError, useTranslation } from '@/i18n/index.ts';
import {
  type ActivityFilterValues,
  filtersFromSearch,
  hasFilters,
  searchWithChange,
} from '../activity-filters.ts';
import { useActivity, useActivityFilterOptions } from '../hooks/use-activity.ts';
import { ActivityFiltersBar } from './activity-filters-bar.tsx';
import { ActivityTable } from './activity-table.tsx';

/**
 * /admin/activity (docs/product-rules.md#audit-log): the audit log, newest first, filtered by
 * admin, action, record and Kathmandu days; the filters and page live in the address (deep links,
 * Back).
 */
export function AdminActivityPage() {
  const { t } = useTranslation('admin');
  const [search, setSearch] = useSearchParams();
  const filters = filtersFromSearch(search);
  const list = useActivity(filters);
  const options = useActivityFilterOptions();
  const change = (next: Partial<ActivityFilterValues>) =>
    setSearch(searchWithChange(filtersFromSearch(currentSearch()), next), {
      preventScrollReset: true,
    });

  const filtered = hasFilters(filters);
  const body = (
    <ListBody
      query={list}
      skeleton={<TableSkeleton rows={6} rowClassName="h-14" />}
      error={{
        title: t('activity.error.title'),
        message: list.error ? translateError(list.error) : ACTIVITY_MESSAGES.loadFailed,
      }}
      isEmpty={(data) => data.entries.length === 0}
      empty={{
        icon: filtered ? SearchX : History,
        title: t('activity.empty.title'),
        text: filtered ? t('activity.empty.filtered') : t('activity.empty.none'),
      }}
    >
      {(data) => (
        <div className="grid grid-cols-1 gap-3">
          <p className="text-sm text-charcoal-600" aria-live="polite">
            {t('activity.total', { count: data.pagination.total })}
          </p>
          <ActivityTable
            entries={data.entries}
            busy={list.isFetching}
            onRecord={(entityType, entityId) => change({ entityType, entityId })}
          />
          <AdminPager
            label={t('activity.pagination.label')}
            page={data.pagination.page}
            pages={data.pagination.pages}
            onPage={(next) => change({ page: next })}
          />
        </div>
      )}
    </ListBody>
  );

  return (
    <div className="grid min-w-0 grid-cols-1 gap-6">
      <title>{t('activity.documentTitle')}</title>
      <AdminPageHeader
        id="activity-title"
        title={t('activity.heading')}
        description={t('activity.lead')}
      />
      <ActivityFiltersBar filters={filters} options={options.data} onChange={change} />
      {body}
    </div>
  );
}
