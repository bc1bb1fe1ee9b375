import { activityFilterOptionsSchema } from '@shop/shared';
import { useQuery } from '@tanstack/react-query';
import { History, SearchX } from 'lucide-react';
import {
  adminApi,
  anyFilterSet,
  choicesOf,
  errorWords,
  type FilterOption,
  ResetFilters,
  SectionListPage,
  sectionKey,
  selectFilter,
  useSectionList,
} from '@/features/admin-common/index.ts';
import { useTranslation } from '@/i18n/index.ts';
import { activitySection, useActivityColumns } from '../activity-section.tsx';
import { actionWords, entityWords } from '../activity-words.ts';

const FILTERS = ['adminId', 'action', 'entityType', 'entityId', 'from', 'to'] as const;

/**
 * /admin/activity (docs/product-rules.md#audit-log): the audit log, newest first, filtered by
 * admin, action, record and Kathmandu days; the filters and page live in the address.
 */
export function AdminActivityPage() {
  const { t } = useTranslation('admin');
  const list = useSectionList(activitySection);
  const options = useQuery({
    queryKey: [...sectionKey(activitySection), 'filters'],
    queryFn: ({ signal }) =>
      adminApi.get('/admin/activity/filters', activityFilterOptionsSchema, undefined, { signal }),
  });
  const { change } = list.address;
  const columns = useActivityColumns((entityType, entityId) => change({ entityType, entityId }));
  const filtered = anyFilterSet(FILTERS, list.address.values);
  const words = (key: string) => t(`activity.filters.${key}` as 'activity.filters.admin');
  const select = (key: string, name: string, all: string, choices?: FilterOption[]) =>
    selectFilter(key, words(name), words(all), choices);
  const { admins = [], actions, entityTypes } = options.data ?? {};

  return (
    <SectionListPage
      list={list}
      title={t('activity.heading')}
      description={t('activity.lead')}
      filters={[
        select(
          'adminId',
          'admin',
          'anyAdmin',
          admins.map(({ id, name }) => ({ value: id, label: name })),
        ),
        select('action', 'action', 'anyAction', choicesOf(actions, actionWords)),
        select('entityType', 'entityType', 'anyEntityType', choicesOf(entityTypes, entityWords)),
        {
          kind: 'search',
          key: 'entityId',
          label: words('entityId'),
          placeholder: words('entityIdPlaceholder'),
        },
        { kind: 'date', key: 'from', label: words('from'), notAfter: 'to' },
        { kind: 'date', key: 'to', label: words('to'), notBefore: 'from' },
      ]}
      toolbarExtra={<ResetFilters keys={FILTERS} address={list.address} label={words('reset')} />}
      toolbarClassName="sm:grid-cols-2! lg:grid-cols-3! 2xl:grid-cols-6!"
      summary={
        list.pagination && (
          <p className="text-sm text-charcoal-600" aria-live="polite">
            {t('activity.total', { count: list.pagination.total })}
          </p>
        )
      }
      table={{ caption: t('activity.heading'), columns, cardsBelow: 'md' }}
      empty={{
        icon: filtered ? SearchX : History,
        title: t('activity.empty.title'),
        text: filtered ? t('activity.empty.filtered') : t('activity.empty.none'),
      }}
      error={{ title: t('activity.error.title'), message: errorWords(list.query.error) }}
      pagerLabel={t('activity.pagination.label')}
    >
      <title>{t('activity.documentTitle')}</title>
    </SectionListPage>
  );
}
