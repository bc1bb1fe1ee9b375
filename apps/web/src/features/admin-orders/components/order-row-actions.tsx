import { type AdminOrderSummary, FINAL_ORDER_STATUSES, orderNumber } from '@shop/shared';
import { Eye, Trash2 } from 'lucide-react';
import { RowAction } from '@/features/admin-common/index.ts';
import { useTranslation } from '@/i18n/index.ts';

export interface OrderActionHandlers {
  onView: (order: AdminOrderSummary) => void;
  onDelete: (order: AdminOrderSummary) => void;
}

/** View any order; delete one that is delivered or cancelled (the only ones that may go). */
export function OrderRowActions({
  order,
  handlers,
}: {
  order: AdminOrderSummary;
  handlers: OrderActionHandlers;
}) {
  const { t } = useTranslation('admin-orders');
  const number = { number: orderNumber(order.id) };
  return (
    <div className="flex items-center justify-end gap-1.5">
      <RowAction
        label={t('table.view', number)}
        icon={Eye}
        text={t('table.viewShort')}
        onClick={() => handlers.onView(order)}
      />
      {FINAL_ORDER_STATUSES.includes(order.status) && (
        <RowAction
          label={t('table.delete', number)}
          icon={Trash2}
          tone="danger"
          onClick={() => handlers.onDelete(order)}
        />
      )}
    </div>
  );
}
