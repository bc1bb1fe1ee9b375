import {
  ADMIN_EVENTS_PAGE_SIZE,
  type AdminEvent,
  adminEventListQuerySchema,
  adminEventListResponseSchema,
  type EventForm,
  restaurantDateTimeInput,
} from '@shop/shared';
import { CalendarClock, CalendarX2, Ticket } from 'lucide-react';
import { ImageWithFallback } from '@/components/ui/image-with-fallback.tsx';
import {
  adminQueryKeys,
  CardButtons,
  defineSection,
  StatusBadge,
  useRestaurantDate,
} from '@/features/admin-common/index.ts';
import { useTranslation } from '@/i18n/index.ts';
import { adminPromotions } from '@/i18n/locales/en/admin-promotions.ts';

/**
 * GET /api/admin/events: a page of events, newest first, and the figures of all. An event's code
 * is a coupon, so the coupons change with it; the shop's popup keeps the active events for the
 * whole visit (features/events), so it reads them again too.
 */
export const eventsSection = defineSection({
  name: 'events',
  path: '/admin/events',
  query: adminEventListQuerySchema,
  response: adminEventListResponseSchema,
  rows: (response) => response.data,
  pagination: (response) => response.pagination,
  rowId: (event) => event.id,
  fixedQuery: { limit: ADMIN_EVENTS_PAGE_SIZE },
  loadFailed: adminPromotions.events.loadFailed,
  alsoStale: [adminQueryKeys.section('coupons'), ['events', 'active']],
});

/** The event form as its inputs hold it (date-times in Kathmandu); empty to create one. */
export const eventFormValues = (event: AdminEvent | null) => ({
  title: event?.title ?? '',
  description: event?.description ?? '',
  start_date: event ? restaurantDateTimeInput(event.start_date) : '',
  end_date: event ? restaurantDateTimeInput(event.end_date) : '',
  coupon_code: event?.coupon_code ?? '',
  discount_percentage: event?.discount_percentage?.toString() ?? '',
  is_active: event?.is_active ?? true,
});

/** The checked form as the multipart body the API reads: ISO date-times, is_active as 1 or 0. */
export function eventFormData(form: EventForm, image: File | null): FormData {
  const body = new FormData();
  for (const [name, value] of Object.entries(form)) {
    const text = typeof value === 'boolean' ? (value ? '1' : '0') : value;
    body.set(name, text instanceof Date ? text.toISOString() : String(text ?? ''));
  }
  if (image) body.set('image', image);
  return body;
}

interface EventCardProps {
  event: AdminEvent;
  onEdit: (event: AdminEvent) => void;
  onDelete: (event: AdminEvent) => void;
}

/** One event: its picture and status, dates in Nepal time, its code and percent off. */
export function EventCard({ event, onEdit, onDelete }: EventCardProps) {
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
