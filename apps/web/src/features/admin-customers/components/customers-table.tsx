import type { AdminCustomer, AdminCustomerSort } from '@shop/shared';
import { MapPin } from 'lucide-react';
import { ColumnHeader, SortableHeader } from '@/features/admin-common/index.ts';
import { useFormat, useTranslation } from '@/i18n/index.ts';
import type { CustomerFilters } from '../customer-filters.ts';
import { type CustomerActionHandlers, CustomerRowActions } from './customer-row-actions.tsx';
import { CustomerTierBadge } from './customer-tier-badge.tsx';
import { customerLocation, initialsOf } from './customer-words.ts';

interface CustomersTableProps {
  customers: readonly AdminCustomer[];
  filters: CustomerFilters;
  busy: boolean;
  onSort: (sortBy: AdminCustomerSort) => void;
  handlers: CustomerActionHandlers;
}

function Avatar({ name }: { name: string }) {
  return (
    <span
      aria-hidden="true"
      className="flex size-10 shrink-0 items-center justify-center rounded-full bg-gradient-to-br from-flame-100 to-cream-200 text-sm font-bold text-flame-800"
    >
      {initialsOf(name) || '?'}
    </span>
  );
}

/**
 * The customers: a table with sortable headers on wide screens, a card each on narrower ones
 * (a phone user does everything without scrolling sideways).
 */
export function CustomersTable({
  customers,
  filters,
  busy,
  onSort,
  handlers,
}: CustomersTableProps) {
  const { t } = useTranslation('admin-customers');
  const { money, number } = useFormat();
  const nameOf = (customer: AdminCustomer) => customer.name || t('table.unnamed');
  const sorted = (column: AdminCustomerSort) =>
    filters.sortBy === column ? filters.sortOrder : null;

  return (
    <div aria-busy={busy}>
      <div className="hidden overflow-x-auto rounded-3xl border border-charcoal-900/5 bg-white shadow-card xl:block">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">{t('table.caption')}</caption>
          <thead className="border-b border-charcoal-100 bg-cream-50 text-xs text-charcoal-600">
            <tr>
              <SortableHeader sorted={sorted('name')} onSort={() => onSort('name')}>
                {t('table.name')}
              </SortableHeader>
              <SortableHeader sorted={sorted('email')} onSort={() => onSort('email')}>
                {t('table.email')}
              </SortableHeader>
              <SortableHeader
                className="text-right"
                sorted={sorted('totalSpent')}
                onSort={() => onSort('totalSpent')}
              >
                {t('table.totalSpent')}
              </SortableHeader>
              <SortableHeader
                className="text-right"
                sorted={sorted('totalOrders')}
                onSort={() => onSort('totalOrders')}
              >
                {t('table.orders')}
              </SortableHeader>
              <SortableHeader
                className="text-right"
                sorted={sorted('visits')}
                onSort={() => onSort('visits')}
              >
                {t('table.visits')}
              </SortableHeader>
              <ColumnHeader>{t('table.location')}</ColumnHeader>
              <ColumnHeader>{t('table.status')}</ColumnHeader>
              <ColumnHeader className="text-right">{t('table.actions')}</ColumnHeader>
            </tr>
          </thead>
          <tbody className="divide-y divide-charcoal-100">
            {customers.map((customer) => (
              <tr key={customer._id} className="transition hover:bg-cream-50/70">
                <td className="min-w-32 px-2.5 py-2.5 font-semibold text-charcoal-900">
                  {nameOf(customer)}
                </td>
                <td className="max-w-40 truncate px-2.5 py-2.5 text-charcoal-700">
                  {customer.email ?? (
                    <span className="text-charcoal-500">{t('table.noEmail')}</span>
                  )}
                  {customer.phone && (
                    <span className="block text-xs text-charcoal-500">{customer.phone}</span>
                  )}
                </td>
                <td className="px-2.5 py-2.5 text-right font-semibold whitespace-nowrap text-charcoal-900 tabular-nums">
                  {money(customer.totalSpent)}
                </td>
                <td className="px-2.5 py-2.5 text-right tabular-nums">
                  {number(customer.totalOrders)}
                </td>
                <td className="px-2.5 py-2.5 text-right tabular-nums">
                  {number(customer.visit_count)}
                </td>
                <td className="max-w-28 truncate px-2.5 py-2.5 text-charcoal-700">
                  {customer.city ?? customer.country ?? t('table.noLocation')}
                  {customer.city && customer.state && (
                    <span className="block text-xs text-charcoal-500">{customer.state}</span>
                  )}
                </td>
                <td className="px-2.5 py-2.5">
                  <CustomerTierBadge tier={customer.tier} />
                </td>
                <td className="px-2.5 py-2.5">
                  <div className="flex justify-end">
                    <CustomerRowActions
                      customer={customer}
                      displayName={nameOf(customer)}
                      handlers={handlers}
                    />
                  </div>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>

      <ul
        className="grid grid-cols-1 gap-3 sm:grid-cols-2 xl:hidden"
        aria-label={t('table.caption')}
      >
        {customers.map((customer) => (
          <li
            key={customer._id}
            className="rounded-3xl border border-charcoal-900/5 bg-white p-4 shadow-card"
          >
            <div className="flex items-start gap-3">
              <Avatar name={nameOf(customer)} />
              <div className="min-w-0 flex-1">
                <div className="flex items-start justify-between gap-2">
                  <p className="font-semibold text-charcoal-900">{nameOf(customer)}</p>
                  <CustomerTierBadge tier={customer.tier} />
                </div>
                <p className="truncate text-sm text-charcoal-600">
                  {customer.email ?? customer.phone ?? t('table.noEmail')}
                </p>
                {customerLocation(customer) && (
                  <p className="mt-0.5 flex items-center gap-1 text-xs text-charcoal-500">
                    <MapPin className="size-3.5" aria-hidden="true" />
                    {customerLocation(customer)}
                  </p>
                )}
              </div>
            </div>
            <dl className="mt-3 grid grid-cols-3 gap-2 rounded-2xl bg-cream-50 p-3 text-center">
              <div>
                <dt className="text-[11px] font-semibold text-charcoal-500 uppercase">
                  {t('table.totalSpent')}
                </dt>
                <dd className="text-sm font-bold text-charcoal-900 tabular-nums">
                  {money(customer.totalSpent)}
                </dd>
              </div>
              <div>
                <dt className="text-[11px] font-semibold text-charcoal-500 uppercase">
                  {t('table.orders')}
                </dt>
                <dd className="text-sm font-bold text-charcoal-900 tabular-nums">
                  {number(customer.totalOrders)}
                </dd>
              </div>
              <div>
                <dt className="text-[11px] font-semibold text-charcoal-500 uppercase">
                  {t('table.visits')}
                </dt>
                <dd className="text-sm font-bold text-charcoal-900 tabular-nums">
                  {number(customer.visit_count)}
                </dd>
              </div>
            </dl>
            <div className="mt-3">
              <CustomerRowActions
                customer={customer}
                displayName={nameOf(customer)}
                handlers={handlers}
                withText
              />
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}
