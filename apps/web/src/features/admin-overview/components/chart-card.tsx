import type { ReactNode } from 'react';
import { useTranslation } from '@/i18n/index.ts';
import { cn } from '@/lib/cn.ts';

interface ChartCardProps {
  title: string;
  hint: string;
  /** 'Loading...' instead of the chart while its data or code is on its way. */
  loading: boolean;
  /** The chart drawn without data gets a quiet note over it. */
  empty?: boolean;
  className?: string;
  /** The chart's height, as Tailwind classes. */
  height?: string;
  testId: string;
  children?: ReactNode;
}

/** 'Loading...' where a chart will be, while its data or the chart code is on its way. */
export function ChartLoading() {
  const { t } = useTranslation('admin-overview');
  return (
    <div
      role="status"
      className="flex h-full items-center justify-center gap-2 rounded-2xl bg-cream-100/70 text-sm font-medium text-charcoal-500"
    >
      <span className="size-4 rounded-full border-2 border-flame-100 border-t-flame-500 motion-safe:animate-spin" />
      {t('charts.loading')}
    </div>
  );
}

/** A titled card holding one chart (docs/product-rules.md#overview). */
export function ChartCard({
  title,
  hint,
  loading,
  empty = false,
  className,
  height = 'h-64 sm:h-72',
  testId,
  children,
}: ChartCardProps) {
  const { t } = useTranslation('admin-overview');
  return (
    <section
      data-testid={testId}
      aria-label={title}
      className={cn('flex min-w-0 flex-col rounded-3xl bg-white p-5 shadow-card sm:p-6', className)}
    >
      <header className="mb-4">
        <h2 className="font-semibold text-charcoal-900">{title}</h2>
        <p className="text-xs text-charcoal-500">{hint}</p>
      </header>
      <div className={cn('relative min-w-0', height)}>
        {loading ? (
          <ChartLoading />
        ) : (
          <>
            {children}
            {empty && (
              <p className="pointer-events-none absolute inset-0 flex items-center justify-center text-sm text-charcoal-400">
                {t('charts.empty')}
              </p>
            )}
          </>
        )}
      </div>
    </section>
  );
}
