import type { AdminOrderTimelineEntry } from '@shop/shared';
import { useFormat, useTranslation } from '@/i18n/index.ts';
import { cn } from '@/lib/cn.ts';
import { STATUS_TONES } from './order-status-pill.tsx';

/** Every status the order has had: when, who (which admin), and their notes; newest last. */
export function OrderTimelineList({ timeline }: { timeline: readonly AdminOrderTimelineEntry[] }) {
  const { t } = useTranslation('admin-orders');
  const { date } = useFormat();
  const who = (entry: AdminOrderTimelineEntry) => {
    if (entry.by !== 'admin') return t(`details.by.${entry.by}`);
    return entry.adminName
      ? t('details.by.admin', { name: entry.adminName })
      : t('details.by.adminUnknown');
  };
  return (
    <ol
      className="relative space-y-3 border-l-2 border-charcoal-100 pl-5"
      data-testid="admin-order-timeline"
    >
      {timeline.map((entry) => (
        <li key={entry.id} className="relative">
          <span
            className={cn(
              'absolute top-1.5 -left-[1.6rem] size-3 rounded-full ring-4 ring-white',
              STATUS_TONES[entry.status].dot,
            )}
            aria-hidden="true"
          />
          <p className="text-sm font-semibold text-charcoal-900">
            {t(`status.${entry.status}`)}{' '}
            <span className="font-normal text-charcoal-600">{who(entry)}</span>
          </p>
          <time dateTime={entry.at} className="text-xs text-charcoal-500">
            {date(new Date(entry.at), { dateStyle: 'medium', timeStyle: 'short' })}
          </time>
          {entry.notes && (
            <p className="mt-1 rounded-xl bg-cream-100 px-3 py-2 text-sm text-charcoal-700">
              {entry.notes}
            </p>
          )}
        </li>
      ))}
    </ol>
  );
}
