import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '@/lib/cn.ts';

const TONES = {
  flame: 'bg-flame-50 text-flame-600',
  emerald: 'bg-emerald-50 text-emerald-600',
  sky: 'bg-sky-50 text-sky-600',
  amber: 'bg-amber-50 text-amber-600',
} as const;

interface StatCardProps {
  icon: LucideIcon;
  tone: keyof typeof TONES;
  label: string;
  value: string;
  /** The figure under the main one ('12 new today'), with `alert` when it asks for attention. */
  note: ReactNode;
  alert?: boolean;
  testId: string;
}

/** One of the overview's four headline figures. */
export function StatCard({
  icon: Icon,
  tone,
  label,
  value,
  note,
  alert = false,
  testId,
}: StatCardProps) {
  return (
    <div
      data-testid={testId}
      className="flex min-w-0 items-start gap-4 rounded-3xl bg-white p-5 shadow-card"
    >
      <span
        className={cn('flex size-12 shrink-0 items-center justify-center rounded-2xl', TONES[tone])}
      >
        <Icon className="size-6" aria-hidden="true" />
      </span>
      <div className="min-w-0">
        <p className="text-sm font-medium text-charcoal-500">{label}</p>
        <p className="mt-0.5 truncate text-2xl font-bold tracking-tight text-charcoal-900 tabular-nums">
          {value}
        </p>
        <p
          className={cn(
            'mt-2 inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold tabular-nums',
            alert ? 'bg-amber-100 text-amber-800' : 'bg-emerald-50 text-emerald-700',
          )}
        >
          {note}
        </p>
      </div>
    </div>
  );
}
