import { type AdminOrderSort, type AdminOrderSummary, orderNumber } from '@shop/shared';
import { Receipt, SearchX } from 'lucide-react';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import {
  AdminPageHeader,
  AdminPager,
  ConfirmDialog,
  currentSearch,
  ListBody,
  TableSkeleton,
} from '@/features/admin-common/index.ts';
import { useTranslation } from '@/i18n/index.ts';
import { useAdminOrders } from '../hooks/use-admin-orders.ts';
import { useDeleteOrder } from '../hooks/use-order-changes.ts';
import {
  filtersFromSearch,
  hasFilters,
  type OrderFilters,
  searchWithChange,
  sortChange,
} from '../order-filters.ts';
import { NotificationsPanel } from './notifications-panel.tsx';
import { OrderDetailsModal } from './order-details-modal.tsx';
import { OrderFiltersBar } from './order-filters-bar.tsx';
import { OrderStatTiles } from './order-stat-tiles.tsx';
import { OrdersTable } from './orders-table.tsx';

/**
 * /admin/orders (docs/product-rules.md#orders): the recent notifications, tiles, search, status
 * filter and sort kept in the address, the table, the details with the status buttons, delete.
 * New orders arrive by themselves: the staff alerts invalidate the 'orders' section's queries.
 */
export function AdminOrdersPage() {
  const { t } = useTranslation('admin-orders');
  const [search, setSearch] = useSearchParams();
  const filters = filtersFromSearch(search);
  const list = useAdminOrders(filters);
  const remove = useDeleteOrder();
  const [opened, setOpened] = useState<AdminOrderSummary | null>(null);
  const [deleting, setDeleting] = useState<AdminOrderSummary | null>(null);

  const currentFilters = () => filtersFromSearch(currentSearch());
  const change = (next: Partial<OrderFilters>) =>
    setSearch(searchWithChange(currentFilters(), next), {
      replace: true,
      preventScrollReset: true,
    });
  const sortBy = (column: AdminOrderSort) => change(sortChange(currentFilters(), column));
  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting.id, {
      onSuccess: () => {
        if (opened?.id === deleting.id) setOpened(null);
      },
      onSettled: () => setDeleting(null),
    });
  };

  const data = list.data;
  const filtered = hasFilters(filters);
  const body = (
    <ListBody
      query={list}
      skeleton={<TableSkeleton />}
      error={{ title: t('loadError.title'), message: t('loadError.message') }}
      isEmpty={(page) => page.orders.length === 0}
      empty={{
        icon: filtered ? SearchX : Receipt,
        title: t('empty.title'),
        text: filtered ? t('empty.filtered') : t('empty.none'),
      }}
    >
      {(page) => (
        <>
          <OrdersTable
            orders={page.orders}
            filters={filters}
            busy={list.isPlaceholderData}
            onSort={sortBy}
            handlers={{ onView: setOpened, onDelete: setDeleting }}
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
        id="admin-orders-title"
        title={t('heading')}
        description={t('description')}
        aside={<NotificationsPanel />}
      />
      <OrderStatTiles stats={data?.stats} />
      <section aria-labelledby="admin-orders-title" className="space-y-4">
        <OrderFiltersBar filters={filters} onChange={change} />
        {data && (
          <p className="text-sm font-medium text-charcoal-600" aria-live="polite">
            {t('filters.matches', { count: data.pagination.total })}
          </p>
        )}
        {body}
      </section>
      {opened && (
        <OrderDetailsModal order={opened} onClose={() => setOpened(null)} onDelete={setDeleting} />
      )}
      <ConfirmDialog
        open={deleting !== null}
        title={t('delete.confirmTitle', { number: deleting ? orderNumber(deleting.id) : '' })}
        confirmLabel={t('delete.confirm')}
        busy={remove.isPending}
        onConfirm={confirmDelete}
        onCancel={() => setDeleting(null)}
      >
        <p>{t('delete.confirmMessage')}</p>
      </ConfirmDialog>
    </div>
  );
}
