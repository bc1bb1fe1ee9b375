import { useTranslation } from '@/i18n/index.ts';
import { cn } from '@/lib/cn.ts';

/** A record's state: switched on or off, or (events, coupons) where it stands in its dates. */
export type RecordStatus = 'active' | 'inactive' | 'upcoming' | 'expired' | 'exhausted';

const TONES: Record<RecordStatus, string> = {
  active: 'bg-emerald-50 text-emerald-800 ring-emerald-600/20',
  upcoming: 'bg-sky-50 text-sky-800 ring-sky-600/20',
  expired: 'bg-charcoal-100 text-charcoal-700 ring-charcoal-600/20',
  inactive: 'bg-red-50 text-red-800 ring-red-600/20',
  exhausted: 'bg-amber-50 text-amber-900 ring-amber-600/25',
};

const DOTS: Record<RecordStatus, string> = {
  active: 'bg-emerald-500',
  upcoming: 'bg-sky-500',
  expired: 'bg-charcoal-400',
  inactive: 'bg-red-500',
  exhausted: 'bg-amber-500',
};

/** A record's status as a coloured pill with a dot. */
export function StatusBadge({ status, className }: { status: RecordStatus; className?: string }) {
  const { t } = useTranslation('admin');
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1.5 rounded-full px-2.5 py-1 text-xs font-semibold ring-1 ring-inset',
        TONES[status],
        className,
      )}
    >
      <span className={cn('size-1.5 rounded-full', DOTS[status])} aria-hidden="true" />
      {t(`kit.statuses.${status}`)}
    </span>
  );
}
