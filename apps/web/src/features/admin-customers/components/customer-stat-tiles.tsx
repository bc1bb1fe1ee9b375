import type { AdminCustomerStats } from '@shop/shared';
import { Crown, MapPin, Receipt, Star, Users, Wallet } from 'lucide-react';
import { AdminStatGrid, AdminStatTile } from '@/features/admin-common/index.ts';
import { useFormat, useTranslation } from '@/i18n/index.ts';

/** The six tiles over all customers (docs/product-rules.md#customers). */
export function CustomerStatTiles({ stats }: { stats: AdminCustomerStats | undefined }) {
  const { t } = useTranslation('admin-customers');
  const { money } = useFormat();
  return (
    <AdminStatGrid label={t('stats.label')} columns={6}>
      <AdminStatTile
        icon={Users}
        tone="flame"
        label={t('stats.total')}
        testId="stat-total-customers"
        value={stats?.totalCustomers ?? null}
      />
      <AdminStatTile
        icon={Crown}
        tone="amber"
        label={t('stats.vip')}
        testId="stat-vip-customers"
        value={stats?.vipCustomers ?? null}
      />
      <AdminStatTile
        icon={Star}
        tone="sky"
        label={t('stats.regular')}
        testId="stat-regular-customers"
        value={stats?.regularCustomers ?? null}
      />
      <AdminStatTile
        icon={Wallet}
        tone="emerald"
        label={t('stats.revenue')}
        testId="stat-revenue"
        value={stats ? money(stats.totalRevenue) : null}
      />
      <AdminStatTile
        icon={Receipt}
        tone="violet"
        label={t('stats.orders')}
        testId="stat-orders"
        value={stats?.totalOrders ?? null}
      />
      <AdminStatTile
        icon={MapPin}
        tone="teal"
        label={t('stats.locations')}
        testId="stat-locations"
        value={stats?.uniqueLocations ?? null}
      />
    </AdminStatGrid>
  );
}
