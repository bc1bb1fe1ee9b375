import {
  ADMIN_CUSTOMER_SORTS,
  ADMIN_CUSTOMER_TIERS,
  type AdminCustomer,
  type AdminCustomerTier,
  adminCustomerListQuerySchema,
  adminCustomerListResponseSchema,
  SPENDING_LEVELS,
} from '@shop/shared';
import { Crown, MapPin, Receipt, Star, Users, Wallet } from 'lucide-react';
import type { ReactNode } from 'react';
import {
  defineSection,
  Pill,
  type SectionColumn,
  type Tone,
} from '@/features/admin-common/index.ts';
import { useFormat, useTranslation } from '@/i18n/index.ts';
import { adminCustomers } from '@/i18n/locales/en/admin-customers.ts';
import { cn } from '@/lib/cn.ts';

/**
 * GET /api/admin/customers (docs/product-rules.md#customers): a page of customers as the
 * address filters and sorts them, with the tiles' figures and the locations to filter by.
 */
export const customersSection = defineSection({
  words: ['admin-customers'],
  rows: (response) => response.customers,
  rowId: (customer) => customer._id,
  nameOf: (customer) => customer.name || adminCustomers.table.unnamed,
  tiles: [
    ['totalCustomers', Users, 'flame', { testId: 'stat-total-customers' }],
    ['vipCustomers', Crown, 'amber', { testId: 'stat-vip-customers' }],
    ['regularCustomers', Star, 'sky', { testId: 'stat-regular-customers' }],
    ['totalRevenue', Wallet, 'emerald', { testId: 'stat-revenue', money: true }],
    ['totalOrders', Receipt, 'violet', { testId: 'stat-orders' }],
    ['uniqueLocations', MapPin, 'teal', { testId: 'stat-locations' }],
  ],
  filters: [
    { kind: 'search', key: 'search' },
    { kind: 'select', key: 'location' },
    { kind: 'select', key: 'status', choices: ADMIN_CUSTOMER_TIERS },
    { kind: 'select', key: 'spending', choices: SPENDING_LEVELS },
    { kind: 'sort', key: 'sortBy', choices: ADMIN_CUSTOMER_SORTS },
  ],
  deletePath: (customer) => `/admin/customers/${encodeURIComponent(customer._id)}`,
  from: ['/admin/customers', adminCustomerListQuerySchema, adminCustomerListResponseSchema],
});

const TIER_TONES: Record<AdminCustomerTier, Tone> = {
  VIP: 'amber',
  Regular: 'sky',
  Active: 'emerald',
  Inactive: 'charcoal',
};

/** The admin tier (VIP, Regular, Active, Inactive) as a coloured pill; VIP with a crown. */
export function CustomerTierBadge({ tier }: { tier: AdminCustomerTier }) {
  const { t } = useTranslation('admin-customers');
  return (
    <Pill tone={TIER_TONES[tier]} icon={tier === 'VIP' ? Crown : undefined} data-tier={tier}>
      {t(`tier.${tier}`)}
    </Pill>
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
 * The customers' columns: the name, email and figures sort the list (figures largest first).
 */
export function useCustomerColumns(): SectionColumn<AdminCustomer>[] {
  const { t } = useTranslation('admin-customers');
  const { money, number } = useFormat();
  const figures = [
    ['totalSpent', (c: AdminCustomer) => money(c.totalSpent)],
    ['totalOrders', (c: AdminCustomer) => number(c.totalOrders)],
    ['visits', (c: AdminCustomer) => number(c.visit_count)],
  ] as const;
  return [
    {
      id: 'name',
      sortable: true,
      card: 'title',
      className: 'min-w-32 font-semibold text-charcoal-900',
      cell: (c) => customersSection.nameOf?.(c),
    },
    {
      id: 'email',
      sortable: true,
      className: 'max-w-40 truncate',
      cell: (c) =>
        withNote(
          c.email ?? <span className="text-charcoal-500">{t('table.noEmail')}</span>,
          c.phone,
        ),
    },
    ...figures.map(([id, cell]) => ({
      id,
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
      className: 'max-w-28 truncate',
      cell: (c) => withNote(c.city ?? c.country ?? t('table.noLocation'), c.city && c.state),
    },
    { id: 'tier', cell: (c) => <CustomerTierBadge tier={c.tier} /> },
  ];
}
