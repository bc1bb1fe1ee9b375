import {
  type AdminCustomer,
  type AdminCustomerTier,
  adminCustomerListQuerySchema,
  adminCustomerListResponseSchema,
} from '@shop/shared';
import { Crown, Eye, Trash2, UserCheck, UserX } from 'lucide-react';
import type { ReactNode } from 'react';
import { defineSection, RowAction, type SectionColumn } from '@/features/admin-common/index.ts';
import { useFormat, useTranslation } from '@/i18n/index.ts';
import { cn } from '@/lib/cn.ts';

/**
 * GET /api/admin/customers (docs/product-rules.md#customers): a page of customers as the
 * address filters and sorts them, with the tiles' figures and the locations to filter by.
 */
export const customersSection = defineSection({
  name: 'customers',
  path: '/admin/customers',
  query: adminCustomerListQuerySchema,
  response: adminCustomerListResponseSchema,
  rows: (response) => response.customers,
  pagination: (response) => response.pagination,
  rowId: (customer) => customer._id,
});

const TIER_TONES: Record<AdminCustomerTier, string> = {
  VIP: 'bg-amber-50 text-amber-800 ring-amber-300',
  Regular: 'bg-sky-50 text-sky-800 ring-sky-200',
  Active: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
  Inactive: 'bg-charcoal-100 text-charcoal-700 ring-charcoal-200',
};

const TIER_PILL =
  'inline-flex items-center gap-1 rounded-full px-2.5 py-1 text-xs font-bold whitespace-nowrap ring-1';

/** The admin tier (VIP, Regular, Active, Inactive) as a coloured pill; VIP with a crown. */
export function CustomerTierBadge({ tier }: { tier: AdminCustomerTier }) {
  const { t } = useTranslation('admin-customers');
  return (
    <span data-tier={tier} className={`${TIER_PILL} ${TIER_TONES[tier]}`}>
      {tier === 'VIP' && <Crown className="size-3.5" aria-hidden="true" />}
      {t(`tier.${tier}`)}
    </span>
  );
}

/** A cell's value with a smaller line under it (the phone under the email). */
const withNote = (value: ReactNode, note: string | null) => (
  <>
    {value}
    {note && <span className="block text-xs text-charcoal-500">{note}</span>}
  </>
);

/**
 * The customers' columns: the name, email and figures sort the list (figures largest first);
 * each row can be viewed, deactivated or activated, and deleted.
 */
export function useCustomerColumns(
  onView: (customer: AdminCustomer) => void,
  onToggleStatus: (customer: AdminCustomer) => void,
  onDelete: (customer: AdminCustomer) => void,
): SectionColumn<AdminCustomer>[] {
  const { t } = useTranslation('admin-customers');
  const { money, number } = useFormat();
  const nameOf = (customer: AdminCustomer) => customer.name || t('table.unnamed');
  const figures = [
    ['totalSpent', 'table.totalSpent', (c: AdminCustomer) => money(c.totalSpent)],
    ['totalOrders', 'table.orders', (c: AdminCustomer) => number(c.totalOrders)],
    ['visits', 'table.visits', (c: AdminCustomer) => number(c.visit_count)],
  ] as const;
  // Eight columns beside the sidebar: closer than the kit's cells, as the table always was.
  const columns: SectionColumn<AdminCustomer>[] = [
    {
      id: 'name',
      header: t('table.name'),
      sortable: true,
      card: 'title',
      className: 'min-w-32 font-semibold text-charcoal-900',
      cell: nameOf,
    },
    {
      id: 'email',
      header: t('table.email'),
      sortable: true,
      className: 'max-w-40 truncate',
      cell: (c) =>
        withNote(
          c.email ?? <span className="text-charcoal-500">{t('table.noEmail')}</span>,
          c.phone,
        ),
    },
    ...figures.map(([id, header, cell]) => ({
      id,
      header: t(header),
      sortable: true,
      sortDescFirst: true,
      className: cn(
        'text-right whitespace-nowrap tabular-nums',
        id === 'totalSpent' && 'font-semibold',
      ),
      cell,
    })),
    {
      id: 'location',
      header: t('table.location'),
      className: 'max-w-28 truncate',
      cell: (c) => withNote(c.city ?? c.country ?? t('table.noLocation'), c.city && c.state),
    },
    { id: 'tier', header: t('table.status'), cell: (c) => <CustomerTierBadge tier={c.tier} /> },
    {
      id: 'actions',
      header: t('table.actions'),
      card: 'actions',
      className: 'space-x-1 text-right whitespace-nowrap',
      cell: (customer) => {
        const name = { name: nameOf(customer) };
        const toggle = customer.isActive ? 'actions.deactivate' : 'actions.activate';
        return (
          <>
            <RowAction
              label={t('actions.view', name)}
              icon={Eye}
              onClick={() => onView(customer)}
            />
            <RowAction
              label={t(toggle, name)}
              icon={customer.isActive ? UserX : UserCheck}
              onClick={() => onToggleStatus(customer)}
            />
            <RowAction
              label={t('actions.delete', name)}
              icon={Trash2}
              tone="danger"
              onClick={() => onDelete(customer)}
            />
          </>
        );
      },
    },
  ];
  return columns.map((column) => ({ ...column, className: cn('px-2.5!', column.className) }));
}
