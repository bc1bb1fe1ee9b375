import type { AdminCustomer, AdminCustomerSort } from '@shop/shared';
import { SearchX, Users } from 'lucide-react';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import {
  AdminPageHeader,
  AdminPager,
  currentSearch,
  ListBody,
  TableSkeleton,
} from '@/features/admin-common/index.ts';
import { useTranslation } from '@/i18n/index.ts';
import {
  type CustomerFilters,
  filtersFromSearch,
  hasFilters,
  searchWithChange,
  sortChange,
} from '../customer-filters.ts';
import { useDeleteCustomer, useSetCustomerStatus } from '../hooks/use-customer-changes.ts';
import { useCustomers } from '../hooks/use-customers.ts';
import { CustomerConfirmations, type PendingChange } from './customer-confirmations.tsx';
import { CustomerDetailsModal } from './customer-details-modal.tsx';
import { CustomerFiltersBar } from './customer-filters-bar.tsx';
import { CustomerStatTiles } from './customer-stat-tiles.tsx';
import { CustomersTable } from './customers-table.tsx';

/**
 * /admin/customers (docs/product-rules.md#customers): tiles, filters and sort kept in the address,
 * the table, the details modal, deactivation and deletion.
 */
export function AdminCustomersPage() {
  const { t } = useTranslation('admin-customers');
  const [search, setSearch] = useSearchParams();
  const filters = filtersFromSearch(search);
  const list = useCustomers(filters);
  const setStatus = useSetCustomerStatus();
  const remove = useDeleteCustomer();
  const [opened, setOpened] = useState<AdminCustomer | null>(null);
  const [pending, setPending] = useState<PendingChange>(null);

  const currentFilters = () => filtersFromSearch(currentSearch());
  const change = (next: Partial<CustomerFilters>) =>
    setSearch(searchWithChange(currentFilters(), next), {
      replace: true,
      preventScrollReset: true,
    });
  const sortBy = (column: AdminCustomerSort) => change(sortChange(currentFilters(), column));

  const toggleStatus = (customer: AdminCustomer) => {
    if (customer.isActive) setPending({ kind: 'deactivate', customer });
    else setStatus.mutate({ id: customer._id, status: 'active' });
  };
  const confirm = () => {
    if (!pending) return;
    const done = { onSettled: () => setPending(null) };
    if (pending.kind === 'deactivate') {
      setStatus.mutate({ id: pending.customer._id, status: 'inactive' }, done);
    } else {
      remove.mutate(pending.customer._id, {
        ...done,
        onSuccess: () => {
          if (opened?._id === pending.customer._id) setOpened(null);
        },
      });
    }
  };

  const data = list.data;
  const filtered = hasFilters(filters);
  const body = (
    <ListBody
      query={list}
      skeleton={<TableSkeleton />}
      error={{ title: t('loadError.title'), message: t('loadError.message') }}
      isEmpty={(page) => page.customers.length === 0}
      empty={{
        icon: filtered ? SearchX : Users,
        title: t('empty.title'),
        text: filtered ? t('empty.filtered') : t('empty.none'),
      }}
    >
      {(page) => (
        <>
          <CustomersTable
            customers={page.customers}
            filters={filters}
            busy={list.isPlaceholderData}
            onSort={sortBy}
            handlers={{
              onView: setOpened,
              onToggleStatus: toggleStatus,
              onDelete: (customer) => setPending({ kind: 'delete', customer }),
            }}
          />
          <AdminPager
            label={t('pager.navigation')}
            page={page.pagination.page}
            pages={page.pagination.pages}
            onPage={(next) => change({ page: next })}
          />
        </>
      )}
    </ListBody>
  );

  return (
    <div className="space-y-6">
      <title>{t('documentTitle')}</title>
      <AdminPageHeader
        id="admin-customers-title"
        title={t('heading')}
        description={t('description')}
      />
      <CustomerStatTiles stats={data?.stats} />
      <section aria-labelledby="admin-customers-title" className="space-y-4">
        <CustomerFiltersBar filters={filters} locations={data?.locations ?? []} onChange={change} />
        {data && (
          <p className="text-sm font-medium text-charcoal-600" aria-live="polite">
            {t('filters.matches', { count: data.pagination.total })}
          </p>
        )}
        {body}
      </section>
      {opened && (
        <CustomerDetailsModal
          customer={opened}
          onClose={() => setOpened(null)}
          onToggleStatus={toggleStatus}
        />
      )}
      <CustomerConfirmations
        pending={pending}
        busy={setStatus.isPending || remove.isPending}
        onConfirm={confirm}
        onCancel={() => setPending(null)}
      />
    </div>
  );
}
