import {
  type AdminCustomer,
  type CustomerAccountStatus,
  customerStatusResponseSchema,
} from '@shop/shared';
import { UserCheck, UserX } from 'lucide-react';
import { useState } from 'react';
import {
  adminApi,
  ConfirmDialog,
  RowAction,
  useSectionMutation,
} from '@/features/admin-common/index.ts';
import { useTranslation } from '@/i18n/index.ts';
import { customersSection } from '../customers-section.tsx';

const nameOf = (customer: AdminCustomer | null) =>
  customer ? (customersSection.nameOf?.(customer) ?? '') : '';

/**
 * A customer's account switched off or on (docs/product-rules.md#customers), from their row
 * (`action`) or their details (`toggle`): deactivating asks first in `dialog`, as it signs the
 * customer out at once.
 */
export function useCustomerStatus() {
  const { t } = useTranslation('admin-customers');
  const [deactivating, setDeactivating] = useState<AdminCustomer | null>(null);
  const setStatus = useSectionMutation(
    customersSection,
    ({ customer, status }: { customer: AdminCustomer; status: CustomerAccountStatus }) =>
      adminApi.put(
        `/admin/customers/${encodeURIComponent(customer._id)}/status`,
        { status },
        customerStatusResponseSchema,
      ),
    {
      success: (_answer, { status }) => t(`statusChange.done.${status}`),
      failure: () => t('statusChange.failed'),
    },
  );
  // One change at a time: a second click while one is on its way sends nothing.
  const toggle = (customer: AdminCustomer) => {
    if (setStatus.isPending) return;
    if (customer.isActive) setDeactivating(customer);
    else setStatus.mutate({ customer, status: 'active' });
  };
  return {
    toggle,
    pending: setStatus.isPending,
    action: (customer: AdminCustomer) => (
      <RowAction
        label={t(customer.isActive ? 'actions.deactivate' : 'actions.activate', {
          name: nameOf(customer),
        })}
        icon={customer.isActive ? UserX : UserCheck}
        onClick={() => toggle(customer)}
      />
    ),
    dialog: (
      <ConfirmDialog
        open={deactivating !== null}
        purpose="change"
        title={t('statusChange.confirmTitle', { name: nameOf(deactivating) })}
        confirmLabel={t('statusChange.confirm')}
        busy={setStatus.isPending}
        onConfirm={() =>
          deactivating &&
          setStatus.mutate(
            { customer: deactivating, status: 'inactive' },
            { onSettled: () => setDeactivating(null) },
          )
        }
        onCancel={() => setDeactivating(null)}
      >
        <p>{t('statusChange.confirmMessage')}</p>
      </ConfirmDialog>
    ),
  };
}
