import type { DashboardStats } from '@shop/shared';
import { CalendarDays, CalendarRange, Clock } from 'lucide-react';
import { useFormat, useTranslation } from '@/i18n/index.ts';
import { cn } from '@/lib/cn.ts';

/**
 * Today's revenue and that of the last 7 and 30 Kathmandu days, today included: the Revenue
 * Trend's days, so the last 30 days here is that chart's sum (decision 037).
 */
export function RevenueSummary({
  revenue,
  className,
}: {
  revenue: DashboardStats['revenue'];
  className?: string;
}) {
  const { t } = useTranslation('admin-overview');
  const { money } = useFormat();
  const rows = [
    {
      key: 'today',
      icon: Clock,
      label: t('summary.today'),
      hint: t('summary.todayHint'),
      amount: revenue.today,
    },
    {
      key: 'week',
      icon: CalendarDays,
      label: t('summary.week'),
      hint: t('summary.weekHint'),
      amount: revenue.week,
    },
    {
      key: 'month',
      icon: CalendarRange,
      label: t('summary.month'),
      hint: t('summary.monthHint'),
      amount: revenue.month,
    },
  ] as const;
  return (
    <section
      aria-labelledby="revenue-summary-heading"
      data-testid="revenue-summary"
      className={cn(
        'flex flex-col rounded-3xl bg-charcoal-900 p-5 text-white shadow-card sm:p-6',
        className,
      )}
    >
      <header className="mb-4">
        <h2 id="revenue-summary-heading" className="font-semibold">
          {t('summary.heading')}
        </h2>
        <p className="text-xs text-charcoal-300">{t('summary.note')}</p>
      </header>
      <ul className="flex flex-1 flex-col justify-between gap-3">
        {rows.map(({ key, icon: Icon, label, hint, amount }) => (
          <li key={key} className="flex items-center gap-3 rounded-2xl bg-white/[0.06] p-4">
            <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-flame-500/20 text-flame-300">
              <Icon className="size-5" aria-hidden="true" />
            </span>
            <div className="min-w-0 flex-1">
              <p className="text-sm">
                <span className="font-medium">{label}</span>
                <span className="text-charcoal-300"> · {hint}</span>
              </p>
              <p
                className="truncate text-lg font-bold tabular-nums sm:text-xl"
                data-testid={`revenue-${key}`}
              >
                {money(amount)}
              </p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
