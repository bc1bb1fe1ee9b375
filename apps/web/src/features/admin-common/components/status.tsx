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

interface StatusSwitchProps {
  checked: boolean;
  onChange: (checked: boolean) => void;
  /** Names what the switch turns on, e.g. "Show Burgers in the shop". */
  label: string;
  disabled?: boolean;
}

/** An on/off switch (a button with the switch role), for a record's active state. */
export function StatusSwitch({ checked, onChange, label, disabled = false }: StatusSwitchProps) {
  return (
    <button
      type="button"
      role="switch"
      aria-checked={checked}
      aria-label={label}
      disabled={disabled}
      onClick={() => onChange(!checked)}
      className={cn(
        'relative inline-flex h-7 w-12 shrink-0 items-center rounded-full transition focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-flame-500 disabled:cursor-wait disabled:opacity-60',
        checked ? 'bg-emerald-600' : 'bg-charcoal-300',
      )}
    >
      <span
        aria-hidden="true"
        className={cn(
          'inline-block size-5 rounded-full bg-white shadow transition-transform',
          checked ? 'translate-x-6' : 'translate-x-1',
        )}
      />
    </button>
  );
}
