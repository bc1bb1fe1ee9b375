import { z } from 'zod';
import { ORDER_STATUSES } from '../domain/orders.ts';
import { ADMIN_CUSTOMER_TIERS } from '../domain/tiers.ts';
import { paginationSchema, queryInt } from './common.ts';
import { hasNoNulCharacter, NUL_CHARACTER_MESSAGE } from './fields.ts';

/*
 * The back office's customer calls (docs/product-rules.md#customers).
 * Field names are the spec's (`_id`, `visit_count`); amounts are NRS with two decimals.
 */

/** Customers a page unless asked (the spec names no size); at most 100. */
export const ADMIN_CUSTOMERS_PAGE_SIZE = 20;
export const ADMIN_CUSTOMERS_MAX_LIMIT = 100;
export const ADMIN_CUSTOMER_SEARCH_MAX = 100;

/**
 * The spending filter (docs/product-rules.md#customer-tiers): high above NRS 10000, medium 5000 to
 * 10000, low below 5000. The admin tier (`adminCustomerTierFor`) draws its lines at the same two
 * amounts.
 */
export const SPENDING_LEVELS = ['high', 'medium', 'low'] as const;
export type SpendingLevel = (typeof SPENDING_LEVELS)[number];
export const HIGH_SPENDING_ABOVE_NRS = 10_000;
export const LOW_SPENDING_BELOW_NRS = 5_000;

export const ADMIN_CUSTOMER_SORTS = [
  'joinDate',
  'name',
  'email',
  'totalOrders',
  'totalSpent',
  'visits',
] as const;
export type AdminCustomerSort = (typeof ADMIN_CUSTOMER_SORTS)[number];

export const SORT_ORDERS = ['asc', 'desc'] as const;
export type SortOrder = (typeof SORT_ORDERS)[number];

export const CUSTOMER_ACCOUNT_STATUSES = ['active', 'inactive'] as const;
export type CustomerAccountStatus = (typeof CUSTOMER_ACCOUNT_STATUSES)[number];

export const ADMIN_CUSTOMER_MESSAGES = {
  // Fallbacks and screen messages (docs/product-rules.md#when-a-call-fails).
  fetchFailed: 'Failed to fetch customers',
  fetchDetailsFailed: 'Failed to fetch customer details',
  updateStatusFailed: 'Failed to update customer status',
  deleteFailed: 'Failed to delete customer',
  fetchActivityFailed: 'Failed to fetch customer activity',
  deleted: 'Customer deleted successfully',
  // Answers the spec does not word.
  notFound: 'Customer not found',
  statusUpdated: 'Customer status updated',
  openOrders: (count: number) =>
    `This customer has ${count} open ${count === 1 ? 'order' : 'orders'}: deliver or cancel ${count === 1 ? 'it' : 'them'} before deleting the customer`,
  searchLong: `search must be at most ${ADMIN_CUSTOMER_SEARCH_MAX} characters`,
  locationLong: 'location must be at most 100 characters',
  tierInvalid: `status must be one of ${ADMIN_CUSTOMER_TIERS.join(', ')}`,
  spendingInvalid: `spending must be one of ${SPENDING_LEVELS.join(', ')}`,
  sortByInvalid: `sortBy must be one of ${ADMIN_CUSTOMER_SORTS.join(', ')}`,
  sortOrderInvalid: `sortOrder must be one of ${SORT_ORDERS.join(', ')}`,
  accountStatusInvalid: `status must be one of ${CUSTOMER_ACCOUNT_STATUSES.join(', ')}`,
} as const;

const m = ADMIN_CUSTOMER_MESSAGES;

/** Optional query text, trimmed; blank is the same as absent. */
/* @__NO_SIDE_EFFECTS__ */
export function queryText(max: number, message: string) {
  return z
    .string({ error: message })
    .trim()
    .max(max, { error: message })
    .refine(hasNoNulCharacter, { error: NUL_CHARACTER_MESSAGE })
    .optional()
    .transform((value) => value || undefined);
}

/**
 * One of a closed list, in any letter case (`vip` is VIP); blank or absent is `fallback`
 * (undefined unless given).
 */
/* @__NO_SIDE_EFFECTS__ */
export function queryChoice<T extends string, F extends T | undefined = undefined>(
  choices: readonly T[],
  message: string,
  fallback?: F,
) {
  return z
    .string({ error: message })
    .trim()
    .optional()
    .transform((value, ctx): T | F => {
      if (!value) return fallback as F;
      const found = choices.find((choice) => choice.toLowerCase() === value.toLowerCase());
      if (found) return found;
      ctx.addIssue({ code: 'custom', message });
      return z.NEVER;
    })
    .meta({ enum: [...choices], ...(fallback ? { default: fallback } : {}) });
}

/* ------------------------------------------------------------------------------------------ */
/* GET /api/admin/customers                                                                    */

export const adminCustomerListQuerySchema = z.object({
  search: queryText(ADMIN_CUSTOMER_SEARCH_MAX, m.searchLong).meta({
    description: 'Part of the name, email or phone, any letter case',
  }),
  status: queryChoice(ADMIN_CUSTOMER_TIERS, m.tierInvalid).meta({
    description:
      'The admin tier: VIP (above NRS 10000), Regular (above 5000), Active (the rest), Inactive (deactivated)',
  }),
  location: queryText(100, m.locationLong).meta({
    description: 'A city, state or country, as the list of locations names it (any letter case)',
  }),
  spending: queryChoice(SPENDING_LEVELS, m.spendingInvalid).meta({
    description: 'high: above NRS 10000; medium: 5000 to 10000; low: below 5000',
  }),
  page: queryInt('page', 1, 100_000).default(1),
  limit: queryInt('limit', 1, ADMIN_CUSTOMERS_MAX_LIMIT).default(ADMIN_CUSTOMERS_PAGE_SIZE),
  sortBy: queryChoice(ADMIN_CUSTOMER_SORTS, m.sortByInvalid, 'joinDate'),
  sortOrder: queryChoice(SORT_ORDERS, m.sortOrderInvalid, 'desc'),
});
export type AdminCustomerListQuery = z.input<typeof adminCustomerListQuerySchema>;
export type AdminCustomerListFilters = z.output<typeof adminCustomerListQuerySchema>;

export const adminCustomerSchema = z
  .object({
    _id: z.uuid(),
    name: z.string().meta({ description: 'First and last name; empty for a guest without one' }),
    email: z.string().nullable(),
    phone: z.string().nullable(),
    dateOfBirth: z.string().nullable().meta({ description: 'YYYY-MM-DD' }),
    createdAt: z.iso.datetime({ offset: true }).meta({ description: 'The join date' }),
    address: z.string().nullable(),
    city: z.string().nullable(),
    state: z.string().nullable(),
    zipCode: z.string().nullable(),
    country: z.string().nullable(),
    totalSpent: z.number().meta({
      description: 'NRS: delivered orders and the bills recorded at the counter',
    }),
    totalOrders: z.number().int().meta({ description: 'Orders placed, in any status' }),
    visit_count: z.number().int().meta({ description: 'Visits checked in at the counter' }),
    isActive: z.boolean(),
    tier: z.enum(ADMIN_CUSTOMER_TIERS),
  })
  .meta({ id: 'AdminCustomer' });
export type AdminCustomer = z.infer<typeof adminCustomerSchema>;

export const adminCustomerStatsSchema = z
  .object({
    totalCustomers: z.number().int(),
    vipCustomers: z.number().int().meta({ description: 'Active customers above NRS 10000' }),
    regularCustomers: z.number().int().meta({ description: 'Active customers above NRS 5000' }),
    totalRevenue: z.number().meta({ description: 'NRS: every customer’s totalSpent' }),
    totalOrders: z.number().int().meta({ description: 'Orders of the customers on record' }),
    uniqueLocations: z.number().int().meta({
      description: 'How many cities, states and countries the location filter offers',
    }),
  })
  .meta({ id: 'AdminCustomerStats' });
export type AdminCustomerStats = z.infer<typeof adminCustomerStatsSchema>;

export const adminCustomerListResponseSchema = z
  .object({
    customers: z.array(adminCustomerSchema),
    stats: adminCustomerStatsSchema.meta({
      description: 'Of all customers, whatever the filters (the screen’s tiles)',
    }),
    locations: z.array(z.string()).meta({
      description: 'Every city, state and country of the customers, sorted (the location filter)',
    }),
    pagination: paginationSchema.meta({ description: 'Of the customers the filters match' }),
  })
  .meta({ id: 'AdminCustomerList' });
export type AdminCustomerListResponse = z.infer<typeof adminCustomerListResponseSchema>;

/* ------------------------------------------------------------------------------------------ */
/* GET /api/admin/customers/{id}                                                               */

/** Any text: an id that is not a UUID names no customer (404). */
export const adminCustomerParamsSchema = z.object({
  id: z.string().meta({ description: 'The customer id (a UUID)' }),
});

export const adminCustomerDetailSchema = adminCustomerSchema
  .extend({
    firstName: z.string().nullable(),
    lastName: z.string().nullable(),
    hasAccount: z.boolean().meta({
      description: 'Signs in to the shop (false: a guest recorded at the counter)',
    }),
    subscribeNewsletter: z.boolean(),
    lastVisitAt: z.iso.datetime({ offset: true }).nullable(),
    orders: z.object({
      byStatus: z.record(z.enum(ORDER_STATUSES), z.number().int()).meta({
        description: 'Orders in each status (every status listed, 0 included)',
      }),
      deliveredAmount: z.number().meta({ description: 'NRS paid for delivered orders' }),
      averageOrderValue: z.number().meta({
        description: 'NRS: delivered amount over delivered orders; 0 without any',
      }),
      firstOrderAt: z.iso.datetime({ offset: true }).nullable(),
      lastOrderAt: z.iso.datetime({ offset: true }).nullable(),
    }),
  })
  .meta({ id: 'AdminCustomerDetail' });
export type AdminCustomerDetail = z.infer<typeof adminCustomerDetailSchema>;

export const adminCustomerResponseSchema = z
  .object({ customer: adminCustomerDetailSchema })
  .meta({ id: 'AdminCustomerResponse' });
export type AdminCustomerResponse = z.infer<typeof adminCustomerResponseSchema>;

/* ------------------------------------------------------------------------------------------ */
/* GET /api/admin/customers/{id}/activity                                                      */

export const CUSTOMER_ACTIVITY_KINDS = [
  'joined',
  'order',
  'visit',
  'activated',
  'deactivated',
] as const;
export type CustomerActivityKind = (typeof CUSTOMER_ACTIVITY_KINDS)[number];
/** The newest this many entries. */
export const CUSTOMER_ACTIVITY_LIMIT = 20;

export const customerActivityEntrySchema = z
  .object({
    kind: z.enum(CUSTOMER_ACTIVITY_KINDS),
    at: z.iso.datetime({ offset: true }),
    orderId: z.string().nullable().meta({ description: 'kind order: the order placed' }),
    orderStatus: z
      .enum(ORDER_STATUSES)
      .nullable()
      .meta({ description: 'kind order: its status now' }),
    amount: z.number().nullable().meta({
      description: 'NRS. kind order: its total; kind visit: the bill recorded at the counter',
    }),
    itemCount: z.number().int().nullable().meta({ description: 'kind order: units ordered' }),
    adminName: z.string().nullable().meta({
      description: 'The admin who recorded the visit or changed the status',
    }),
  })
  .meta({ id: 'CustomerActivityEntry' });
export type CustomerActivityEntry = z.infer<typeof customerActivityEntrySchema>;

export const customerActivityResponseSchema = z
  .object({
    activity: z.array(customerActivityEntrySchema).meta({
      description: `Newest first, at most ${CUSTOMER_ACTIVITY_LIMIT}: orders placed, counter visits, status changes, joining`,
    }),
  })
  .meta({ id: 'CustomerActivity' });
export type CustomerActivityResponse = z.infer<typeof customerActivityResponseSchema>;

/* ------------------------------------------------------------------------------------------ */
/* PUT /api/admin/customers/{id}/status, DELETE /api/admin/customers/{id}                      */

export const customerStatusUpdateSchema = z
  .object({
    status: z.enum(CUSTOMER_ACCOUNT_STATUSES, { error: m.accountStatusInvalid }).meta({
      description: 'inactive signs the customer out everywhere and refuses their sign-ins',
    }),
  })
  .meta({ id: 'CustomerStatusUpdate' });
export type CustomerStatusUpdate = z.input<typeof customerStatusUpdateSchema>;

export const customerStatusResponseSchema = z
  .object({
    success: z.literal(true),
    message: z.string(),
    customer: adminCustomerSchema,
  })
  .meta({ id: 'CustomerStatusResponse' });
export type CustomerStatusResponse = z.infer<typeof customerStatusResponseSchema>;
