import { type AdminEvent, EVENT_STATUS_FILTERS, successResponseSchema } from '@shop/shared';
import {
  CalendarCheck,
  CalendarClock,
  CalendarDays,
  CalendarSearch,
  CalendarX2,
  Ticket,
} from 'lucide-react';
import { ImageWithFallback } from '@/components/ui/image-with-fallback.tsx';
import {
  adminApi,
  CardButtons,
  DeleteDialog,
  errorWords,
  failedBecause,
  MatchCount,
  SectionListPage,
  StatusBadge,
  useRestaurantDate,
  useSearchAndStatus,
  useSectionDialog,
  useSectionList,
} from '@/features/admin-common/index.ts';
import { useTranslation } from '@/i18n/index.ts';
import { eventsSection } from '../events-section.tsx';
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
          [CalendarDays, 'flame', 'total'] as const,
          [CalendarCheck, 'emerald', 'active'] as const,
        ].map(([icon, tone, key]) => ({
          icon,
          tone,
          label: t(`events.stats.${key}`),
          value: stats?.[key] ?? null,
        })),
      }}
      filters={useSearchAndStatus(
        t('events.filters.searchPlaceholder'),
        EVENT_STATUS_FILTERS,
        t('events.filters.all'),
      )}
      toolbarExtra={
        <MatchCount>
          {list.pagination && t('events.filters.matches', { count: list.pagination.total })}
        </MatchCount>
      }
      cardsLabel={t('events.listLabel')}
      card={(event) => (
        <EventCard key={event.id} event={event} onEdit={open('edit')} onDelete={open('delete')} />
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
        remove={(event) => adminApi.delete(`/admin/events/${event.id}`, successResponseSchema)}
        title={t('events.delete.title')}
        confirmLabel={t('events.delete.confirm')}
        failureToast={(error) => failedBecause(t('events.delete.failed'), error)}
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

interface EventCardProps {
  event: AdminEvent;
  onEdit: (event: AdminEvent) => void;
  onDelete: (event: AdminEvent) => void;
}

/** One event: its picture and status, dates in Nepal time, its code and percent off. */
function EventCard({ event, onEdit, onDelete }: EventCardProps) {
  const { t } = useTranslation('admin-promotions');
  const when = useRestaurantDate();
  const dates = [
    ['starts', CalendarClock, 'text-emerald-600', event.start_date] as const,
    ['ends', CalendarX2, 'text-red-600', event.end_date] as const,
  ];
  return (
    <li className="flex flex-col overflow-hidden rounded-3xl bg-white shadow-card ring-1 ring-charcoal-900/5">
      <div className="relative">
        <ImageWithFallback
          src={event.image_url}
          alt={event.image_url ? event.title : t('events.card.noImage')}
          frameClassName="aspect-[16/9]"
        />
        <StatusBadge status={event.status} className="absolute top-3 left-3 shadow-sm" />
        {event.discount_percentage !== null && (
          <span className="absolute top-3 right-3 rounded-full bg-flame-600 px-3 py-1 text-xs font-bold text-white shadow-sm">
            {t('events.card.percentOff', { percent: event.discount_percentage })}
          </span>
        )}
      </div>
      <div className="flex flex-1 flex-col p-5">
        <h2 className="text-lg leading-snug font-bold text-charcoal-900">{event.title}</h2>
        <p className="mt-1 line-clamp-2 text-sm text-charcoal-600">{event.description}</p>
        <dl className="mt-4 space-y-1.5 text-sm">
          {dates.map(([key, Icon, tone, at]) => (
            <div key={key} className="flex items-center gap-2">
              <dt className="flex items-center gap-1.5 text-charcoal-600">
                <Icon className={`size-4 ${tone}`} aria-hidden="true" />
                {t(`events.card.${key}`)}
              </dt>
              <dd className="font-medium text-charcoal-900">{when(at)}</dd>
            </div>
          ))}
        </dl>
        {event.coupon_code ? (
          <p className="mt-4 inline-flex items-center gap-2 self-start rounded-xl border border-dashed border-flame-300 bg-flame-50 px-3 py-1.5 text-sm">
            <Ticket className="size-4 text-flame-700" aria-hidden="true" />
            <span className="text-charcoal-600">{t('events.card.code')}</span>
            <span className="font-mono font-bold tracking-wider text-flame-800">
              {event.coupon_code}
            </span>
          </p>
        ) : (
          <p className="mt-4 text-sm text-charcoal-500">{t('events.card.noCode')}</p>
        )}
        <div className="mt-auto pt-5">
          <CardButtons
            name={event.title}
            onEdit={() => onEdit(event)}
            onDelete={() => onDelete(event)}
          />
        </div>
      </div>
    </li>
  );
}
