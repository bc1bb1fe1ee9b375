import type { DashboardStats } from '@shop/shared';
import { Receipt, Users, UtensilsCrossed, Wallet } from 'lucide-react';
import { useFormat, useTranslation } from '@/i18n/index.ts';
import { StatCard } from './stat-card.tsx';

/**
 * docs/product-rules.md#overview: total customers with new today, total revenue with today's, total
 * orders with pending, food items with low stock.
 */
export function StatCards({ stats }: { stats: DashboardStats }) {
  const { t } = useTranslation('admin-overview');
  const { money, number } = useFormat();
  return (
    <section aria-label={t('cards.label')} className="grid gap-4 sm:grid-cols-2 2xl:grid-cols-4">
      <StatCard
        icon={Users}
        tone="flame"
        label={t('cards.customers')}
        value={number(stats.customers.total)}
        note={t('cards.newToday', { count: stats.customers.newToday })}
        testId="stat-customers"
      />
      <StatCard
        icon={Wallet}
        tone="emerald"
        label={t('cards.revenue')}
        value={money(stats.revenue.total)}
        note={t('cards.revenueToday', { amount: money(stats.revenue.today) })}
        testId="stat-revenue"
      />
      <StatCard
        icon={Receipt}
        tone="sky"
        label={t('cards.orders')}
        value={number(stats.orders.total)}
        note={t('cards.pending', { count: stats.orders.pending })}
        alert={stats.orders.pending > 0}
        testId="stat-orders"
      />
      <StatCard
        icon={UtensilsCrossed}
        tone="amber"
        label={t('cards.food')}
        value={number(stats.food.total)}
        note={t('cards.lowStock', { count: stats.food.lowStock })}
        alert={stats.food.lowStock > 0}
        testId="stat-food"
      />
    </section>
  );
}
