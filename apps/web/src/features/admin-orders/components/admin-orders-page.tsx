import {
  ADMIN_ORDER_SORTS,
  type AdminOrderSort,
  type AdminOrderStats,
  type AdminOrderSummary,
  ORDER_STATUSES,
  orderNumber,
  type SortOrder,
  successResponseSchema,
} from '@shop/shared';
import { useQueryClient } from '@tanstack/react-query';
import {
  ChefHat,
  CircleCheckBig,
  Clock,
  type LucideIcon,
  PackageCheck,
  Receipt,
  SearchX,
  UserRound,
  Wallet,
  X,
} from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { NotificationsPanel } from '@/features/admin-alerts/index.ts';
import {
  adminApi,
  ConfirmDialog,
  errorWords,
  SectionListPage,
  SortControl,
  type StatTone,
  sectionKey,
  useSectionList,
  useSectionMutation,
} from '@/features/admin-common/index.ts';
import { useFormat, useTranslation } from '@/i18n/index.ts';
import { ordersSection, useKeptMessage, useOrderColumns } from '../orders-section.tsx';
import { OrderDetailsModal } from './order-details.tsx';

/** The six tiles over all orders (docs/product-rules.md#orders). */
const TILES = [
  ['total', Receipt, 'flame'],
  ['pending', Clock, 'amber'],
  ['preparing', ChefHat, 'violet'],
  ['ready', PackageCheck, 'teal'],
  ['delivered', CircleCheckBig, 'emerald'],
  ['revenue', Wallet, 'sky'],
] as const satisfies readonly (readonly [keyof AdminOrderStats, LucideIcon, StatTone])[];

/** What narrows the list, as Clear filters leaves it; the sort stays. */
const FILTERS = ['search', 'status', 'customerId', 'startDate', 'endDate'] as const;
const NO_FILTERS = Object.fromEntries(FILTERS.map((key) => [key, null]));

/**
 * /admin/orders (docs/product-rules.md#orders): the recent notifications, the six tiles, the
 * search, status, days and sort in the address, the table, the details with the status buttons,
 * and delete. New orders arrive by themselves (the staff alerts read the section again).
 */
export function AdminOrdersPage() {
  const { t } = useTranslation('admin-orders');
  const { money } = useFormat();
  // Orders move on all the time: a copy is old after a few seconds, and read again on return.
  useQueryClient().setQueryDefaults(sectionKey(ordersSection), {
    staleTime: 5_000,
    refetchOnWindowFocus: true,
  });
  const list = useSectionList(ordersSection);
  const [opened, setOpened] = useState<AdminOrderSummary | null>(null);
  const [deleting, setDeleting] = useState<AdminOrderSummary | null>(null);
  const kept = useKeptMessage();
  const remove = useSectionMutation(
    ordersSection,
    (order: AdminOrderSummary) =>
      adminApi.delete(`/orders/${encodeURIComponent(order.id)}`, successResponseSchema),
    {
      success: (_answer, order) =>
        kept('success', t('notifications.deleted', { id: order.id }), order.id),
      failure: (error) =>
        kept('error', t('notifications.deleteFailed', { message: errorWords(error) })),
    },
  );
  const columns = useOrderColumns(setOpened, setDeleting);
  const { values, change } = list.address;
  const stats = list.query.data?.stats;
  const filtered = FILTERS.some((key) => values[key] !== undefined);

  return (
    <SectionListPage
      list={list}
      title={t('heading')}
      description={t('description')}
      actions={<NotificationsPanel />}
      tiles={{
        label: t('stats.label'),
        columns: 6,
        items: TILES.map(([key, icon, tone]) => ({
          icon,
          tone,
          label: t(`stats.${key}`),
          testId: `stat-${key}`,
          value: !stats ? null : key === 'revenue' ? money(stats.revenue) : stats[key],
        })),
      }}
      filters={[
        {
          kind: 'search',
          key: 'search',
          label: t('filters.search'),
          placeholder: t('filters.searchPlaceholder'),
        },
        {
          kind: 'select',
          key: 'status',
          label: t('filters.status'),
          options: [
            { value: '', label: t('filters.allStatuses') },
            ...ORDER_STATUSES.map((value) => ({ value, label: t(`status.${value}`) })),
          ],
        },
        { kind: 'date', key: 'startDate', label: t('filters.from'), notAfter: 'endDate' },
        { kind: 'date', key: 'endDate', label: t('filters.to'), notBefore: 'startDate' },
      ]}
      // Six controls: two a row, then four from a laptop's width (the kit's row fits four).
      toolbarClassName="sm:grid-cols-2! xl:grid-cols-[minmax(0,2fr)_repeat(3,minmax(0,1fr))]!"
      toolbarExtra={
        <div className="flex flex-wrap items-end gap-3 sm:col-span-full [&>:first-child]:mr-auto">
          <SortControl
            sortBy={values.sortBy as AdminOrderSort}
            direction={values.sortOrder as SortOrder}
            options={ADMIN_ORDER_SORTS.map((sort) => ({ value: sort, label: t(`sort.${sort}`) }))}
            onChange={change}
          />
          {values.customerId ? (
            <span className="inline-flex items-center gap-1.5 rounded-full bg-flame-50 py-1 pr-1 pl-3 text-sm font-semibold text-flame-800 ring-1 ring-flame-200">
              <UserRound className="size-4" aria-hidden="true" />
              {t('filters.oneCustomer')}
              <button
                type="button"
                onClick={() => change({ customerId: null })}
                aria-label={t('filters.allCustomers')}
                className="flex size-6 items-center justify-center rounded-full hover:bg-flame-100"
              >
                <X className="size-3.5" aria-hidden="true" />
              </button>
            </span>
          ) : null}
          {filtered && (
            <Button variant="ghost" size="sm" onClick={() => change(NO_FILTERS)}>
              <X className="size-4" aria-hidden="true" />
              {t('filters.clear')}
            </Button>
          )}
        </div>
      }
      summary={
        list.pagination && (
          <p className="text-sm font-medium text-charcoal-600" aria-live="polite">
            {t('filters.matches', { count: list.pagination.total })}
          </p>
        )
      }
      table={{
        caption: t('table.caption'),
        columns,
        cardsBelow: 'xl',
        rowProps: (order) => ({ 'data-order-id': order.id }),
      }}
      empty={{
        icon: filtered ? SearchX : Receipt,
        title: t('empty.title'),
        text: filtered ? t('empty.filtered') : t('empty.none'),
      }}
      error={{ title: t('loadError.title'), message: t('loadError.message') }}
      pagerLabel={t('pager.navigation')}
    >
      <title>{t('documentTitle')}</title>
      {opened && (
        <OrderDetailsModal order={opened} onClose={() => setOpened(null)} onDelete={setDeleting} />
      )}
      <ConfirmDialog
        open={deleting !== null}
        title={t('delete.confirmTitle', { number: deleting ? orderNumber(deleting.id) : '' })}
        confirmLabel={t('delete.confirm')}
        busy={remove.isPending}
        onConfirm={() =>
          deleting &&
          remove.mutate(deleting, {
            onSuccess: () => setOpened((now) => (now?.id === deleting.id ? null : now)),
            onSettled: () => setDeleting(null),
          })
        }
        onCancel={() => setDeleting(null)}
      >
        <p>{t('delete.confirmMessage')}</p>
      </ConfirmDialog>
    </SectionListPage>
  );
}
