import { PageHeading } from '@/features/admin-common/index.ts';
import { useStaffRole } from '@/features/admin-shell/index.ts';
import { useTranslation } from '@/i18n/index.ts';
import { HoursEditor } from './hours-editor.tsx';
import { LaterOrders } from './later-orders.tsx';
import { OrderingNow } from './ordering-now.tsx';
import { SpecialDays } from './special-days.tsx';

/**
 * /admin/ordering (docs/product-rules.md#opening-hours, #busy-pause, #orders-for-later): the
 * state now and the pause at the top, then the week's hours, the special days and orders for
 * later, each saved on its own. They are settings, which only the owner changes: the manager
 * sees the state now and uses the pause (docs/product-rules.md#staff-and-roles).
 */
export function AdminOrderingPage() {
  const { t } = useTranslation('admin-ordering');
  const ownsSettings = useStaffRole() === 'owner';
  return (
    <div className="space-y-6">
      <PageHeading
        title={t('documentTitle')}
        heading={t('heading')}
        description={t('description')}
      />
      <OrderingNow />
      {ownsSettings ? (
        <>
          <HoursEditor />
          <div className="grid gap-6 2xl:grid-cols-2">
            <SpecialDays />
            <LaterOrders />
          </div>
        </>
      ) : (
        <p className="rounded-2xl bg-white p-5 text-sm text-charcoal-600 shadow-card">
          {t('settingsOwnerOnly')}
        </p>
      )}
    </div>
  );
}
