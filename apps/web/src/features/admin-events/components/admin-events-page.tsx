import { type AdminEvent, EVENT_STATUS_FILTERS } from '@shop/shared';
import { CalendarCheck, CalendarDays, CalendarSearch } from 'lucide-react';
import {
  CardGrid,
  DeleteDialog,
  errorWords,
  MatchCount,
  SectionListPage,
  useSearchAndStatus,
  useSectionDialog,
  useSectionList,
} from '@/features/admin-common/index.ts';
import { useTranslation } from '@/i18n/index.ts';
import { EventCard, eventsSection } from '../events-section.tsx';
import { EventFormDialog } from './event-form.tsx';

/**
 * /admin/events (docs/product-rules.md#events-and-coupons): figures, search and status in the
 * address, the events as cards with their derived status, the form, and delete after asking.
 */
export function AdminEventsPage() {
  const { t } = useTranslation('admin-promotions');
  const list = useSectionList(eventsSection);
  const { dialog, add, open, close, rowOf } = useSectionDialog<AdminEvent>();
  const doomed = rowOf('delete');
  const stats = list.query.data?.stats;
  const filtered = list.address.values.search || list.address.values.status !== 'all';
  return (
    <SectionListPage
      list={list}
      title={t('events.heading')}
      description={t('events.description')}
      add={{ label: t('events.create'), onClick: add }}
      tiles={{
        label: t('events.stats.label'),
        columns: 2,
        items: [
          {
            icon: CalendarDays,
            tone: 'flame',
            label: t('events.stats.total'),
            value: stats?.total ?? null,
          },
          {
            icon: CalendarCheck,
            tone: 'emerald',
            label: t('events.stats.active'),
            value: stats?.active ?? null,
          },
        ],
      }}
      filters={useSearchAndStatus(
        t('events.filters.searchPlaceholder'),
        EVENT_STATUS_FILTERS,
        t('events.filters.all'),
      )}
      toolbarClassName="sm:items-end"
      toolbarExtra={
        <MatchCount>
          {list.pagination && t('events.filters.matches', { count: list.pagination.total })}
        </MatchCount>
      }
      cards={(events) => (
        <CardGrid label={t('events.listLabel')}>
          {events.map((event) => (
            <EventCard
              key={event.id}
              event={event}
              onEdit={open('edit')}
              onDelete={open('delete')}
            />
          ))}
        </CardGrid>
      )}
      skeleton="image-cards"
      empty={{
        icon: CalendarSearch,
        title: t('events.emptyTitle'),
        text: filtered ? t('events.emptyFiltered') : t('events.emptyNone'),
      }}
      error={{ title: t('events.loadFailed'), message: errorWords(list.query.error) }}
      pagerLabel={t('events.pager')}
    >
      <title>{t('events.documentTitle')}</title>
      {dialog && dialog.kind !== 'delete' && (
        <EventFormDialog event={rowOf('edit')} onClose={close} />
      )}
      <DeleteDialog
        section={eventsSection}
        row={doomed}
        path={(event) => `/admin/events/${event.id}`}
        title={t('events.delete.title')}
        confirmLabel={t('events.delete.confirm')}
        failed={t('events.delete.failed')}
        onClose={close}
      >
        <p>{t('events.delete.question', { title: doomed?.title ?? '' })}</p>
        {doomed?.coupon_code && (
          <p className="text-charcoal-600">
            {t('events.delete.couponNote', { code: doomed.coupon_code })}
          </p>
        )}
      </DeleteDialog>
    </SectionListPage>
  );
}
