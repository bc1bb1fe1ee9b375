import type { AdminOrderStats } from '@shop/shared';
import { ChefHat, CircleCheckBig, Clock, PackageCheck, Receipt, Wallet } from 'lucide-react';
import { AdminStatGrid, AdminStatTile } from '@/features/admin-common/index.ts';
import { useFormat, useTranslation } from '@/i18n/index.ts';

/** The six tiles over all orders (docs/product-rules.md#orders). */
export function OrderStatTiles({ stats }: { stats: AdminOrderStats | undefined }) {
  const { t } = useTranslation('admin-orders');
  const { money } = useFormat();
  return (
    <AdminStatGrid label={t('stats.label')} columns={6}>
      <AdminStatTile
        icon={Receipt}
        tone="flame"
        label={t('stats.total')}
        testId="stat-total"
        value={stats?.total ?? null}
      />
      <AdminStatTile
        icon={Clock}
        tone="amber"
        label={t('stats.pending')}
        testId="stat-pending"
        value={stats?.pending ?? null}
      />
      <AdminStatTile
        icon={ChefHat}
        tone="violet"
        label={t('stats.preparing')}
        testId="stat-preparing"
        value={stats?.preparing ?? null}
      />
      <AdminStatTile
        icon={PackageCheck}
        tone="teal"
        label={t('stats.ready')}
        testId="stat-ready"
        value={stats?.ready ?? null}
      />
      <AdminStatTile
        icon={CircleCheckBig}
        tone="emerald"
        label={t('stats.delivered')}
        testId="stat-delivered"
        value={stats?.delivered ?? null}
      />
      <AdminStatTile
        icon={Wallet}
        tone="sky"
        label={t('stats.revenue')}
        testId="stat-revenue"
        value={stats ? money(stats.revenue) : null}
      />
    </AdminStatGrid>
  );
}
