import type { LucideIcon } from 'lucide-react';
import type { ComponentProps } from 'react';
import { useTranslation } from '@/i18n/index.ts';
import { cn } from '@/lib/cn.ts';

/** A record's state: switched on or off, or (events, coupons) where it stands in its dates. */
export type RecordStatus = 'active' | 'inactive' | 'upcoming' | 'expired' | 'exhausted';

/** The pills' colours (whole class names, so Tailwind finds them): the pill and its dot. */
const TONES = {
  amber: { pill: 'bg-amber-50 text-amber-800 ring-amber-200', dot: 'bg-amber-500' },
  orange: { pill: 'bg-orange-50 text-orange-900 ring-orange-200', dot: 'bg-orange-500' },
  sky: { pill: 'bg-sky-50 text-sky-800 ring-sky-200', dot: 'bg-sky-500' },
  blue: { pill: 'bg-blue-50 text-blue-800 ring-blue-200', dot: 'bg-blue-500' },
  violet: { pill: 'bg-violet-50 text-violet-800 ring-violet-200', dot: 'bg-violet-500' },
  teal: { pill: 'bg-teal-50 text-teal-800 ring-teal-200', dot: 'bg-teal-500' },
  emerald: { pill: 'bg-emerald-50 text-emerald-800 ring-emerald-200', dot: 'bg-emerald-500' },
  red: { pill: 'bg-red-50 text-red-800 ring-red-200', dot: 'bg-red-500' },
  charcoal: { pill: 'bg-charcoal-100 text-charcoal-700 ring-charcoal-200', dot: 'bg-charcoal-400' },
} as const;

export type Tone = keyof typeof TONES;

/** A tone's classes, for a control drawn in a pill's colours (the order's status buttons). */
export const toneClasses = (tone: Tone) => TONES[tone];

interface PillProps extends ComponentProps<'span'> {
  tone: Tone;
  /** A dot of the tone's colour before the words (a status). */
  dot?: boolean;
  icon?: LucideIcon;
}

/**
 * A coloured pill: an order's or a record's status (with a dot), a customer's tier (VIP with a
 * crown), a feedback's category. Data attributes the tests read pass through.
 */
export function Pill({ tone, dot, icon: Icon, className, children, ...attributes }: PillProps) {
  return (
    <span
      {...attributes}
      className={cn(
        'inline-flex items-center gap-1.5 rounded-full px-2.5 py-1 text-xs font-semibold whitespace-nowrap ring-1 ring-inset',
        TONES[tone].pill,
        className,
      )}
    >
      {dot && <span className={cn('size-1.5 rounded-full', TONES[tone].dot)} aria-hidden="true" />}
      {Icon && <Icon className="size-3.5" aria-hidden="true" />}
      {children}
    </span>
  );
}

const STATUS_TONES: Record<RecordStatus, Tone> = {
  active: 'emerald',
  upcoming: 'sky',
  expired: 'charcoal',
  inactive: 'red',
  exhausted: 'amber',
};

/** A record's status as a coloured pill with a dot. */
export function StatusBadge({ status, className }: { status: RecordStatus; className?: string }) {
  const { t } = useTranslation('admin');
  return (
    <Pill tone={STATUS_TONES[status]} dot className={className}>
      {t(`kit.statuses.${status}`)}
    </Pill>
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
export function StatusSwitch({ checked, onChange, label, disabled }: StatusSwitchProps) {
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
