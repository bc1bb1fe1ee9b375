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
import {
  defineSection,
  figureColumn,
  Pill,
  type SectionColumn,
  type Tone,
  withNote,
} from '@/features/admin-common/index.ts';
import { useFormat, useTranslation } from '@/i18n/index.ts';
import { adminCustomers } from '@/i18n/locales/en/admin-customers.ts';
import { placeName } from './place-name.ts';

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
  deleteNote: (customer) => ({ count: customer.totalOrders }),
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

/**
 * The customers' columns: the name, email and figures sort the list (figures largest first).
 */
export function useCustomerColumns(): SectionColumn<AdminCustomer>[] {
  const { t } = useTranslation('admin-customers');
  const { money, number } = useFormat();
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
    figureColumn('totalSpent', (c) => money(c.totalSpent), 'font-semibold'),
    figureColumn('totalOrders', (c) => number(c.totalOrders)),
    figureColumn('visits', (c) => number(c.visit_count)),
    {
      id: 'location',
      className: 'max-w-28 truncate',
      // The nearest place the customer gave: their city (and state), else state, else country.
      cell: (c) => {
        const place = c.city?.trim() || c.state?.trim() || (c.country && placeName(c.country));
        return withNote(place || t('table.noLocation'), c.city?.trim() && c.state);
      },
    },
    { id: 'tier', cell: (c) => <CustomerTierBadge tier={c.tier} /> },
  ];
}
