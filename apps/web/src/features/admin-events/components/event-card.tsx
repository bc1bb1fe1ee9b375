import type { AdminEvent } from '@shop/shared';
import { CalendarClock, CalendarX2, Ticket } from 'lucide-react';
import { ImageWithFallback } from '@/components/ui/image-with-fallback.tsx';
import { CardButtons, StatusBadge, useRestaurantDate } from '@/features/admin-common/index.ts';
import { useTranslation } from '@/i18n/index.ts';

interface EventCardProps {
  event: AdminEvent;
  onEdit: () => void;
  onDelete: () => void;
}

/** One event: its picture and status, dates in Nepal time, its code and percent off. */
export function EventCard({ event, onEdit, onDelete }: EventCardProps) {
  const { t } = useTranslation('admin-promotions');
  const when = useRestaurantDate();
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
          <div className="flex items-center gap-2">
            <dt className="flex items-center gap-1.5 text-charcoal-600">
              <CalendarClock className="size-4 text-emerald-600" aria-hidden="true" />
              {t('events.card.starts')}
            </dt>
            <dd className="font-medium text-charcoal-900">{when(event.start_date)}</dd>
          </div>
          <div className="flex items-center gap-2">
            <dt className="flex items-center gap-1.5 text-charcoal-600">
              <CalendarX2 className="size-4 text-red-600" aria-hidden="true" />
              {t('events.card.ends')}
            </dt>
            <dd className="font-medium text-charcoal-900">{when(event.end_date)}</dd>
          </div>
        </dl>
        <p className="mt-4">
          {event.coupon_code ? (
            <span className="inline-flex items-center gap-2 rounded-xl border border-dashed border-flame-300 bg-flame-50 px-3 py-1.5 text-sm">
              <Ticket className="size-4 text-flame-700" aria-hidden="true" />
              <span className="text-charcoal-600">{t('events.card.code')}</span>
              <span className="font-mono font-bold tracking-wider text-flame-800">
                {event.coupon_code}
              </span>
            </span>
          ) : (
            <span className="text-sm text-charcoal-500">{t('events.card.noCode')}</span>
          )}
        </p>
        <div className="mt-auto pt-5">
          <CardButtons name={event.title} onEdit={onEdit} onDelete={onDelete} />
        </div>
      </div>
    </li>
  );
}
