import {
  type AdminCustomer,
  type CustomerAccountStatus,
  customerStatusResponseSchema,
} from '@shop/shared';
import { UserCheck, Users, UserX } from 'lucide-react';
import { useState } from 'react';
import {
  adminApi,
  ConfirmDialog,
  RowAction,
  SectionPage,
  useSectionList,
  useSectionMutation,
} from '@/features/admin-common/index.ts';
import { useTranslation } from '@/i18n/index.ts';
import { customersSection, useCustomerColumns } from '../customers-section.tsx';
import { CustomerDetails } from './customer-details.tsx';

/**
 * /admin/customers (docs/product-rules.md#customers): tiles, the filters and sort in the address,
 * the table, the details, deactivating (asked first: it signs the customer out) and deleting.
 */
export function AdminCustomersPage() {
  const { t } = useTranslation('admin-customers');
  const list = useSectionList(customersSection);
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
  const toggleStatus = (customer: AdminCustomer) =>
    customer.isActive
      ? setDeactivating(customer)
      : setStatus.mutate({ customer, status: 'active' });
  const name = (customer: AdminCustomer | null) =>
    customer ? (customersSection.nameOf?.(customer) ?? '') : '';

  return (
    <SectionPage
      list={list}
      icon={Users}
      columns={useCustomerColumns()}
      cardsBelow="xl"
      // Eight columns beside the sidebar: closer than the kit's cells, as the table always was.
      dense
      choices={{
        location: (list.query.data?.locations ?? []).map((value) => ({ value, label: value })),
      }}
      toolbarClassName="sm:grid-cols-2! lg:grid-cols-[minmax(0,1.6fr)_repeat(3,minmax(0,1fr))_minmax(0,1.2fr)]!"
      rowActions={(customer) => (
        <RowAction
          label={t(customer.isActive ? 'actions.deactivate' : 'actions.activate', {
            name: name(customer),
          })}
          icon={customer.isActive ? UserX : UserCheck}
          onClick={() => toggleStatus(customer)}
        />
      )}
      view={(customer, { close }) => (
        <CustomerDetails customer={customer} onClose={close} onToggleStatus={toggleStatus} />
      )}
      deleteNote={(customer) => <p>{t('delete.keepsOrders', { count: customer.totalOrders })}</p>}
    >
      <ConfirmDialog
        open={deactivating !== null}
        purpose="change"
        title={t('statusChange.confirmTitle', { name: name(deactivating) })}
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
    </SectionPage>
  );
}
