import { type CustomerActivityEntry, orderNumber } from '@shop/shared';
import { ReceiptText, Store, UserCheck, UserPlus, UserX } from 'lucide-react';
import type { ReactNode } from 'react';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { useFormat, useTranslation } from '@/i18n/index.ts';
import { cn } from '@/lib/cn.ts';
import { useCustomerActivity } from '../hooks/use-customer.ts';

const ICONS = {
  joined: { icon: UserPlus, tone: 'bg-sky-50 text-sky-700' },
  order: { icon: ReceiptText, tone: 'bg-flame-50 text-flame-700' },
  visit: { icon: Store, tone: 'bg-amber-50 text-amber-700' },
  activated: { icon: UserCheck, tone: 'bg-emerald-50 text-emerald-700' },
  deactivated: { icon: UserX, tone: 'bg-charcoal-100 text-charcoal-700' },
} as const;

function useActivityText() {
  const { t } = useTranslation('admin-customers');
  const { money } = useFormat();
  return (entry: CustomerActivityEntry): ReactNode => {
    switch (entry.kind) {
      case 'order':
        return (
          <>
            {t('activity.order', {
              number: entry.orderId ? orderNumber(entry.orderId) : '',
              items: t('activity.orderItems', { count: entry.itemCount ?? 0 }),
              amount: money(entry.amount ?? 0),
            })}
            {entry.orderStatus && (
              <span className="ml-1.5 text-charcoal-500">
                · {t(`orderStatus.${entry.orderStatus}`)}
              </span>
            )}
          </>
        );
      case 'visit':
        return entry.amount === null
          ? t('activity.visit')
          : t('activity.visitSpent', { amount: money(entry.amount) });
      default:
        return t(`activity.${entry.kind}`);
    }
  };
}

/** The customer's recent activity, newest first. */
export function CustomerActivityList({ customerId }: { customerId: string }) {
  const { t } = useTranslation('admin-customers');
  const { date } = useFormat();
  const activity = useCustomerActivity(customerId);
  const text = useActivityText();

  if (activity.isPending) {
    return (
      <div className="space-y-2" aria-hidden="true">
        <Skeleton className="h-10 w-full" />
        <Skeleton className="h-10 w-full" />
      </div>
    );
  }
  if (activity.isError) return <p className="text-sm text-red-700">{t('activity.loadFailed')}</p>;
  if (activity.data.length === 0) {
    return <p className="text-sm text-charcoal-600">{t('activity.empty')}</p>;
  }
  return (
    <ol className="space-y-2" data-testid="customer-activity">
      {activity.data.map((entry) => {
        const { icon: Icon, tone } = ICONS[entry.kind];
        return (
          <li
            key={`${entry.kind}-${entry.at}-${entry.orderId ?? ''}`}
            className="flex items-start gap-3 rounded-xl bg-white p-2.5 ring-1 ring-charcoal-100"
          >
            <span
              className={cn('flex size-8 shrink-0 items-center justify-center rounded-lg', tone)}
            >
              <Icon className="size-4" aria-hidden="true" />
            </span>
            <div className="min-w-0 text-sm">
              <p className="font-medium text-charcoal-900">{text(entry)}</p>
              <p className="text-xs text-charcoal-500">
                <time dateTime={entry.at}>
                  {date(new Date(entry.at), { dateStyle: 'medium', timeStyle: 'short' })}
                </time>
                {entry.adminName && ` · ${t('activity.by', { name: entry.adminName })}`}
              </p>
            </div>
          </li>
        );
      })}
    </ol>
  );
}
