import type { AdminCustomer } from '@shop/shared';
import { ConfirmDialog } from '@/features/admin-common/index.ts';
import { useTranslation } from '@/i18n/index.ts';

export type PendingChange = { kind: 'deactivate' | 'delete'; customer: AdminCustomer } | null;

interface CustomerConfirmationsProps {
  pending: PendingChange;
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** Asks before deactivating (it signs the customer out) and before deleting. */
export function CustomerConfirmations({
  pending,
  busy,
  onConfirm,
  onCancel,
}: CustomerConfirmationsProps) {
  const { t } = useTranslation('admin-customers');
  const name = pending?.customer.name || t('table.unnamed');
  if (pending?.kind === 'deactivate') {
    return (
      <ConfirmDialog
        open
        purpose="change"
        title={t('statusChange.confirmTitle', { name })}
        confirmLabel={t('statusChange.confirm')}
        busy={busy}
        onConfirm={onConfirm}
        onCancel={onCancel}
      >
        <p>{t('statusChange.confirmMessage')}</p>
      </ConfirmDialog>
    );
  }
  if (pending?.kind === 'delete') {
    return (
      <ConfirmDialog
        open
        title={t('delete.confirmTitle', { name })}
        confirmLabel={t('delete.confirm')}
        busy={busy}
        onConfirm={onConfirm}
        onCancel={onCancel}
      >
        <p>{t('delete.confirmMessage')}</p>
        <p>{t('delete.keepsOrders', { count: pending.customer.totalOrders })}</p>
      </ConfirmDialog>
    );
  }
  return null;
}
