import type { AdminEvent } from '@shop/shared';
import { CalendarClock, CalendarX2, Ticket } from 'lucide-react';
import { dateWithTime, RecordCard, type SectionCardProps } from '@/features/admin-common/index.ts';
import { useTranslation } from '@/i18n/index.ts';

/** One event: its picture and status, dates in Nepal time, its code and percent off. */
export function EventCard({ record: event, actions }: SectionCardProps<AdminEvent>) {
  const { t } = useTranslation('admin-promotions');
  const dates = [
    ['starts', CalendarClock, 'text-emerald-600', event.start_date] as const,
    ['ends', CalendarX2, 'text-red-600', event.end_date] as const,
  ];
  return (
    <RecordCard
      title={event.title}
      image={event.image_url}
      imageAlt={event.image_url ? event.title : t('events.card.noImage')}
      status={event.status}
      actions={actions}
      overlay={
        event.discount_percentage !== null && (
          <span className="absolute top-3 right-3 rounded-full bg-flame-600 px-3 py-1 text-xs font-bold text-white shadow-sm">
            {t('events.card.percentOff', { percent: event.discount_percentage })}
          </span>
        )
      }
      description={event.description}
    >
      <dl className="mt-4 space-y-1.5 text-sm">
        {dates.map(([key, Icon, tone, at]) => (
          <div key={key} className="flex items-center gap-2">
            <dt className="flex items-center gap-1.5 text-charcoal-600">
              <Icon className={`size-4 ${tone}`} aria-hidden="true" />
              {t(`events.card.${key}`)}
            </dt>
            <dd className="font-medium text-charcoal-900">{dateWithTime(at)}</dd>
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
    </RecordCard>
  );
}
