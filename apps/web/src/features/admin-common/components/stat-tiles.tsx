import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { useFormat } from '@/i18n/index.ts';
import { cn } from '@/lib/cn.ts';

export type StatTone = 'flame' | 'amber' | 'violet' | 'teal' | 'emerald' | 'sky' | 'charcoal';

const TONES: Record<StatTone, string> = {
  flame: 'bg-flame-50 text-flame-700',
  amber: 'bg-amber-50 text-amber-700',
  violet: 'bg-violet-50 text-violet-700',
  teal: 'bg-teal-50 text-teal-700',
  emerald: 'bg-emerald-50 text-emerald-700',
  sky: 'bg-sky-50 text-sky-700',
  charcoal: 'bg-charcoal-100 text-charcoal-700',
};

interface AdminStatTileProps {
  icon: LucideIcon;
  label: string;
  tone: StatTone;
  /** A count (formatted here) or a figure already written out (money); null while it loads. */
  value: number | string | null;
  testId?: string;
}

/** One figure of a section's tiles: a tinted icon, the label and the value (inside a <dl>). */
export function AdminStatTile({ icon: Icon, label, tone, value, testId }: AdminStatTileProps) {
  const { number } = useFormat();
  // A <dl>'s groups may hold only <dt> and <dd>: the icon sits in the <dt>. On a phone it keeps
  // to the top corner so that the figure has the tile's whole width.
  return (
    <div className="relative rounded-2xl border border-charcoal-900/5 bg-white p-4 shadow-card sm:min-h-[4.75rem] sm:pl-[4.25rem]">
      <dt className="pr-10 text-xs leading-tight font-semibold text-charcoal-600 sm:pr-0">
        <span
          className={cn(
            'absolute top-3 right-3 flex size-8 items-center justify-center rounded-lg sm:top-1/2 sm:right-auto sm:left-4 sm:size-11 sm:-translate-y-1/2 sm:rounded-xl',
            TONES[tone],
          )}
        >
          <Icon className="size-4 sm:size-5" aria-hidden="true" />
        </span>
        {label}
      </dt>
      <dd
        data-testid={testId}
        className="mt-1 text-base font-bold break-words text-charcoal-900 tabular-nums sm:mt-0.5 sm:truncate sm:text-xl"
      >
        {value === null ? (
          <Skeleton className="h-6 w-16" />
        ) : typeof value === 'number' ? (
          number(value)
        ) : (
          value
        )}
      </dd>
    </div>
  );
}

const COLUMNS = {
  2: 'sm:max-w-xl',
  4: 'lg:grid-cols-4',
  5: 'sm:grid-cols-3 xl:grid-cols-5',
  6: 'sm:grid-cols-3 2xl:grid-cols-6',
} as const;

/** The tiles' grid: 2 across on a phone, up to `columns` (as many as there are) when wide. */
export function AdminStatGrid({
  label,
  columns,
  children,
}: {
  label: string;
  columns: keyof typeof COLUMNS;
  children: ReactNode;
}) {
  return (
    <dl aria-label={label} className={cn('grid grid-cols-2 gap-3', COLUMNS[columns])}>
      {children}
    </dl>
  );
}
