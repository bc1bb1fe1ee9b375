import type { CustomerProfile } from '@shop/shared';
import { BadgeCheck, Crown, type LucideIcon, ShoppingBag, Wallet } from 'lucide-react';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { useFormat, useTranslation } from '@/i18n/index.ts';
import { fittedFontSize } from '../fitted-font-size.ts';

interface Stat {
  Icon: LucideIcon;
  label: string;
  value: string;
  id: string;
}

/**
 * Orders not cancelled, total spent, completed orders and the VIP level, as tiles in the page's
 * header. The orders tile says it leaves cancelled orders out: the history beside it counts them.
 */
export function ProfileStats({ profile }: { profile: CustomerProfile | undefined }) {
  const { t } = useTranslation('profile');
  const { money, number } = useFormat();
  const stats: Stat[] = [
    {
      id: 'orders',
      Icon: ShoppingBag,
      label: t('stats.orders'),
      value: profile ? number(profile.totalOrders) : '',
    },
    {
      id: 'spent',
      Icon: Wallet,
      label: t('stats.totalSpent'),
      value: profile ? money(profile.totalSpent) : '',
    },
    {
      id: 'completed',
      Icon: BadgeCheck,
      label: t('stats.completed'),
      value: profile ? number(profile.completedOrders) : '',
    },
    {
      id: 'level',
      Icon: Crown,
      label: t('stats.vipLevel'),
      value: profile ? t(`stats.level.${profile.vipLevel}`) : '',
    },
  ];
  return (
    <ul
      aria-label={t('stats.label')}
      aria-busy={!profile}
      className="grid grid-cols-2 gap-2 sm:grid-cols-4 sm:gap-3 lg:w-[40rem] lg:shrink-0 xl:w-[46rem]"
    >
      {stats.map(({ id, Icon, label, value }) => (
        <li
          key={id}
          data-stat={id}
          className="@container flex min-w-0 flex-col gap-3 rounded-2xl bg-white/[0.06] p-3 ring-1 ring-white/10 backdrop-blur-sm sm:p-4"
        >
          <span className="flex size-9 shrink-0 items-center justify-center rounded-xl bg-flame-600 text-white">
            <Icon className="size-4.5" aria-hidden="true" />
          </span>
          <span className="flex min-w-0 flex-col">
            {profile ? (
              <strong
                style={{ fontSize: fittedFontSize(value) }}
                className="leading-6 font-bold whitespace-nowrap text-white tabular-nums [--stat-size:1rem] sm:leading-7 sm:[--stat-size:1.25rem]"
              >
                {value}
              </strong>
            ) : (
              <Skeleton className="h-6 w-16 bg-white/15" />
            )}
            <span className="mt-0.5 text-xs text-charcoal-300 sm:text-sm">{label}</span>
          </span>
        </li>
      ))}
    </ul>
  );
}
