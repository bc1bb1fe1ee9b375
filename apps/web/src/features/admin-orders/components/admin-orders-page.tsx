import { FINAL_ORDER_STATUSES, MANAGING_ROLES } from '@shop/shared';
import { Receipt, UserRound, X } from 'lucide-react';
import { NotificationsPanel } from '@/features/admin-alerts/index.ts';
import { errorWords, SectionPage, useSectionList } from '@/features/admin-common/index.ts';
import { useStaffRole } from '@/features/admin-shell/index.ts';
import { useTranslation } from '@/i18n/index.ts';
import { ordersSection, useKeptMessage, useOrderColumns } from '../orders-section.tsx';
import { OrderDetailsModal } from './order-details.tsx';

/**
 * /admin/orders (docs/product-rules.md#orders): the recent notifications, the table, the details
 * with the status buttons, and delete (only of a finished order). New orders arrive by themselves
 * (the staff alerts read the section again).
 */
export function AdminOrdersPage() {
  const { t } = useTranslation('admin-orders');
  // Deleting a closed order is the managers' (the counter reads orders and hands them over).
  const role = useStaffRole();
  const manages = role !== null && MANAGING_ROLES.includes(role);
  const list = useSectionList(ordersSection);
  const kept = useKeptMessage();
  return (
    <SectionPage
      list={list}
      icon={Receipt}
      actions={<NotificationsPanel />}
      // Six controls: two a row, then four from a laptop's width (the kit's row fits four).
      toolbarClassName="sm:grid-cols-2! xl:grid-cols-[minmax(0,2fr)_repeat(3,minmax(0,1fr))]!"
      toolbarExtra={
        list.address.values.customerId && (
          <span className="inline-flex items-center gap-1.5 self-end justify-self-start rounded-full bg-flame-50 py-1 pr-1 pl-3 text-sm font-semibold text-flame-800 ring-1 ring-flame-200">
            <UserRound className="size-4" aria-hidden="true" />
            {t('filters.oneCustomer')}
            <button
              type="button"
              onClick={() => list.address.change({ customerId: null })}
              aria-label={t('filters.allCustomers')}
              className="flex size-6 items-center justify-center rounded-full hover:bg-flame-100"
            >
              <X className="size-3.5" aria-hidden="true" />
            </button>
          </span>
        )
      }
      columns={useOrderColumns()}
      cardsBelow="xl"
      // Eight columns beside the sidebar at a laptop's 1280 px: closer than the kit's cells.
      dense
      rowProps={(order) => ({ 'data-order-id': order.id })}
      canDelete={(order) => manages && FINAL_ORDER_STATUSES.includes(order.status)}
      view={OrderDetailsModal}
      deletion={{
        success: (_answer, order) =>
          kept('success', t('notifications.deleted', { id: order.id }), order.id),
        failure: (error) =>
          kept('error', t('notifications.deleteFailed', { message: errorWords(error) })),
      }}
    />
  );
}
