import { PageHeading } from '@/features/admin-common/index.ts';
import { useTranslation } from '@/i18n/index.ts';
import { HoursEditor } from './hours-editor.tsx';
import { LaterOrders } from './later-orders.tsx';
import { OrderingNow } from './ordering-now.tsx';
import { SpecialDays } from './special-days.tsx';

/**
 * /admin/ordering (docs/product-rules.md#opening-hours, #busy-pause, #orders-for-later): the
 * state now and the pause at the top, then the week's hours, the special days and orders for
 * later, each saved on its own.
 */
export function AdminOrderingPage() {
  const { t } = useTranslation('admin-ordering');
  return (
    <div className="space-y-6">
      <PageHeading
        title={t('documentTitle')}
        heading={t('heading')}
        description={t('description')}
      />
      <OrderingNow />
      <HoursEditor />
      <div className="grid gap-6 2xl:grid-cols-2">
        <SpecialDays />
        <LaterOrders />
      </div>
    </div>
  );
}
