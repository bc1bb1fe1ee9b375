import {
  ADMIN_CUSTOMER_SORTS,
  ADMIN_CUSTOMER_TIERS,
  type AdminCustomer,
  type CustomerAccountStatus,
  customerStatusResponseSchema,
  SPENDING_LEVELS,
  successResponseSchema,
} from '@shop/shared';
import { Crown, MapPin, Receipt, SearchX, Star, Users, Wallet, X } from 'lucide-react';
import { useState } from 'react';
import {
  adminApi,
  anyFilterSet,
  ConfirmDialog,
  choicesOf,
  type FilterOption,
  failedBecause,
  ResetFilters,
  SectionListPage,
  SortControl,
  selectFilter,
  useSectionDialog,
  useSectionList,
  useSectionMutation,
} from '@/features/admin-common/index.ts';
import { useFormat, useTranslation } from '@/i18n/index.ts';
import { customersSection, useCustomerColumns } from '../customers-section.tsx';
import { CustomerDetails } from './customer-details.tsx';

const pathOf = (customer: AdminCustomer) => `/admin/customers/${encodeURIComponent(customer._id)}`;

/** The six tiles over all customers: icon, tone, words ('stats.…'), test id, figure. */
const CUSTOMER_TILES = [
  [Users, 'flame', 'total', 'stat-total-customers', 'totalCustomers'],
  [Crown, 'amber', 'vip', 'stat-vip-customers', 'vipCustomers'],
  [Star, 'sky', 'regular', 'stat-regular-customers', 'regularCustomers'],
  [Wallet, 'emerald', 'revenue', 'stat-revenue', 'totalRevenue'],
  [Receipt, 'violet', 'orders', 'stat-orders', 'totalOrders'],
  [MapPin, 'teal', 'locations', 'stat-locations', 'uniqueLocations'],
] as const;

const FILTERS = ['search', 'status', 'location', 'spending'] as const;

/**
 * /admin/customers (docs/product-rules.md#customers): tiles, the filters and sort in the address,
 * the table, the details, deactivating (asked first: it signs the customer out) and deleting.
 */
export function AdminCustomersPage() {
  const { t } = useTranslation('admin-customers');
  const { money } = useFormat();
  const list = useSectionList(customersSection);
  const { values, change } = list.address;
  const [opened, setOpened] = useState<AdminCustomer | null>(null);
  const confirm = useSectionDialog<AdminCustomer, 'deactivate'>();
  const setStatus = useSectionMutation(
    customersSection,
    ({ customer, status }: { customer: AdminCustomer; status: CustomerAccountStatus }) =>
      adminApi.put(`${pathOf(customer)}/status`, { status }, customerStatusResponseSchema),
    {
      success: (_answer, { status }) => t(`statusChange.done.${status}`),
      failure: () => t('statusChange.failed'),
    },
  );
  const remove = useSectionMutation(
    customersSection,
    (customer: AdminCustomer) => adminApi.delete(pathOf(customer), successResponseSchema),
    {
      success: () => t('delete.done'),
      failure: (error) => failedBecause(t('delete.failed'), error),
    },
  );
  const toggleStatus = (customer: AdminCustomer) =>
    customer.isActive
      ? confirm.open('deactivate')(customer)
      : setStatus.mutate({ customer, status: 'active' });
  const columns = useCustomerColumns(setOpened, toggleStatus, confirm.open('delete'));

  const data = list.query.data;
  const stats = data?.stats;
  const filtered = anyFilterSet(FILTERS, values);
  // The chosen location stays choosable while the list loads or if no customer names it now.
  const places = data?.locations ?? [];
  const locations =
    values.location && !places.includes(values.location) ? [values.location, ...places] : places;
  const pending = confirm.rowOf('deactivate') ?? confirm.rowOf('delete');
  const deactivating = confirm.rowOf('deactivate') !== null;
  const words = deactivating ? 'statusChange' : 'delete';
  const select = (
    key: 'location' | 'status' | 'spending',
    all: `all${string}`,
    choices: FilterOption[],
  ) =>
    selectFilter(key, t(`filters.${key}`), t(`filters.${all}` as 'filters.allLocations'), choices);
  const tiers = choicesOf(ADMIN_CUSTOMER_TIERS, (tier) => t(`tier.${tier}`));
  const spending = choicesOf(SPENDING_LEVELS, (level) => t(`filters.spendingLevel.${level}`));

  return (
    <SectionListPage
      list={list}
      title={t('heading')}
      description={t('description')}
      tiles={{
        label: t('stats.label'),
        columns: 6,
        items: CUSTOMER_TILES.map(([icon, tone, label, testId, field]) => ({
          ...{ icon, tone, testId },
          label: t(`stats.${label}`),
          value: !stats ? null : field === 'totalRevenue' ? money(stats[field]) : stats[field],
        })),
      }}
      filters={[
        {
          kind: 'search',
          key: 'search',
          label: t('filters.search'),
          placeholder: t('filters.searchPlaceholder'),
        },
        select('location', 'allLocations', choicesOf(locations)),
        select('status', 'allStatuses', tiers),
        select('spending', 'allSpending', spending),
      ]}
      toolbarExtra={
        <>
          <SortControl
            sortBy={values.sortBy}
            options={choicesOf(ADMIN_CUSTOMER_SORTS, (sort) => t(`sort.${sort}`))}
            direction={values.sortOrder}
            onChange={change}
          />
          <ResetFilters keys={FILTERS} address={list.address} label={t('filters.clear')} icon={X} />
        </>
      }
      toolbarClassName="sm:grid-cols-2! lg:grid-cols-[minmax(0,1.6fr)_repeat(3,minmax(0,1fr))_minmax(0,1.2fr)]!"
      summary={
        data && (
          <p className="text-sm font-medium text-charcoal-600" aria-live="polite">
            {t('filters.matches', { count: data.pagination.total })}
          </p>
        )
      }
      table={{ caption: t('table.caption'), columns, cardsBelow: 'xl' }}
      empty={{
        icon: filtered ? SearchX : Users,
        title: t('empty.title'),
        text: filtered ? t('empty.filtered') : t('empty.none'),
      }}
      error={{ title: t('loadError.title'), message: t('loadError.message') }}
      pagerLabel={t('pager.navigation')}
    >
      <title>{t('documentTitle')}</title>
      {opened && (
        <CustomerDetails
          customer={opened}
          onClose={() => setOpened(null)}
          onToggleStatus={toggleStatus}
        />
      )}
      <ConfirmDialog
        open={pending !== null}
        purpose={deactivating ? 'change' : 'delete'}
        title={t(`${words}.confirmTitle`, { name: pending?.name || t('table.unnamed') })}
        confirmLabel={t(`${words}.confirm`)}
        busy={setStatus.isPending || remove.isPending}
        onConfirm={() => {
          if (!pending) return;
          const done = { onSettled: confirm.close };
          if (deactivating) setStatus.mutate({ customer: pending, status: 'inactive' }, done);
          else remove.mutate(pending, done);
        }}
        onCancel={confirm.close}
      >
        <p>{t(`${words}.confirmMessage`)}</p>
        {pending && !deactivating && (
          <p>{t('delete.keepsOrders', { count: pending.totalOrders })}</p>
        )}
      </ConfirmDialog>
    </SectionListPage>
  );
}
