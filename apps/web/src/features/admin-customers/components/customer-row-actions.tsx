import type { AdminCustomer } from '@shop/shared';
import { Eye, Trash2, UserCheck, UserX } from 'lucide-react';
import { RowAction } from '@/features/admin-common/index.ts';
import { useTranslation } from '@/i18n/index.ts';
import { cn } from '@/lib/cn.ts';

export interface CustomerActionHandlers {
  onView: (customer: AdminCustomer) => void;
  onToggleStatus: (customer: AdminCustomer) => void;
  onDelete: (customer: AdminCustomer) => void;
}

/** View, deactivate or activate, and delete one customer; icons in the table, words on cards. */
export function CustomerRowActions({
  customer,
  displayName,
  withText = false,
  handlers,
}: {
  customer: AdminCustomer;
  displayName: string;
  withText?: boolean;
  handlers: CustomerActionHandlers;
}) {
  const { t } = useTranslation('admin-customers');
  const name = { name: displayName };
  return (
    <div className={cn('flex items-center', withText ? 'flex-wrap gap-1.5' : 'gap-1')}>
      <RowAction
        label={t('actions.view', name)}
        icon={Eye}
        text={withText ? t('actions.viewShort') : undefined}
        onClick={() => handlers.onView(customer)}
      />
      {customer.isActive ? (
        <RowAction
          label={t('actions.deactivate', name)}
          icon={UserX}
          text={withText ? t('actions.deactivateShort') : undefined}
          onClick={() => handlers.onToggleStatus(customer)}
        />
      ) : (
        <RowAction
          label={t('actions.activate', name)}
          icon={UserCheck}
          text={withText ? t('actions.activateShort') : undefined}
          onClick={() => handlers.onToggleStatus(customer)}
        />
      )}
      <RowAction
        label={t('actions.delete', name)}
        icon={Trash2}
        tone="danger"
        text={withText ? t('actions.deleteShort') : undefined}
        onClick={() => handlers.onDelete(customer)}
      />
    </div>
  );
}
