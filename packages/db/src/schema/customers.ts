import { CHECK_IN_STATUSES } from '@shop/shared';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, oneOf, paisa, updatedAt } from './columns.ts';
import { personName, placeKey } from './list-keys.ts';

/**
 * A customer is anyone the shop knows: an account holder (password set) or a guest recorded
 * at the counter by the check-in kiosk (email or phone only).
 */
export const customers = pgTable(
  'customers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    firstName: text('first_name'),
    lastName: text('last_name'),
    email: text('email'),
    phone: text('phone'),
    passwordHash: text('password_hash'),
    dateOfBirth: date('date_of_birth'),
    address: text('address'),
    city: text('city'),
    state: text('state'),
    zipCode: text('zip_code'),
    country: text('country'),
    subscribeNewsletter: boolean('subscribe_newsletter').notNull().default(false),
    isActive: boolean('is_active').notNull().default(true),
    checkInStatus: text('check_in_status').notNull().default('new'),
    visitCount: integer('visit_count').notNull().default(0),
    totalSpentPaisa: paisa('total_spent_paisa').notNull().default(0),
    /**
     * How many orders the customer has placed, any status: kept by a trigger on orders
     * (migration 0010), so the back office can sort a hundred thousand customers by it.
     */
    orderCount: integer('order_count').notNull().default(0),
    lastVisitAt: timestamp('last_visit_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('customers_email_unique').on(sql`lower(${t.email})`),
    index('customers_phone_idx').on(t.phone),
    // The back office's customer list: each sort it offers (ties by id) read in index order.
    // With the tier's columns, the newest of a tier or spending level are found in the index.
    index('customers_created_id_idx').on(t.createdAt, t.id, t.isActive, t.totalSpentPaisa),
    // With is_active, the tiles' counts and sums are one pass over this index alone.
    index('customers_total_spent_id_idx').on(t.totalSpentPaisa, t.id, t.isActive),
    index('customers_visits_id_idx').on(t.visitCount, t.id),
    index('customers_order_count_id_idx').on(t.orderCount, t.id),
    index('customers_name_sort_idx').on(sql`lower(${personName(t.firstName, t.lastName)})`, t.id),
    // Customers without an email sort last either way: one index per direction.
    index('customers_email_sort_idx').on(sql`lower(${t.email}) ASC NULLS LAST`, t.id.asc()),
    index('customers_email_sort_desc_idx').on(
      sql`lower(${t.email}) DESC NULLS LAST`,
      sql`${t.id} DESC`,
    ),
    // The location filter, and its list of places (a skip scan reads each place once).
    index('customers_city_idx').on(placeKey(t.city), sql`trim(${t.city})`),
    index('customers_state_idx').on(placeKey(t.state), sql`trim(${t.state})`),
    index('customers_country_idx').on(placeKey(t.country), sql`trim(${t.country})`),
    // The customer search: text anywhere in the name, the email or the phone (pg_trgm).
    index('customers_name_trgm_idx').using(
      'gin',
      sql`${personName(t.firstName, t.lastName)} gin_trgm_ops`,
    ),
    index('customers_email_trgm_idx').using('gin', t.email.op('gin_trgm_ops')),
    index('customers_phone_trgm_idx').using('gin', t.phone.op('gin_trgm_ops')),
    index('customers_name_idx').on(t.lastName, t.firstName),
    check('customers_contact_present', sql`${t.email} IS NOT NULL OR ${t.phone} IS NOT NULL`),
    check('customers_check_in_status_known', oneOf('check_in_status', CHECK_IN_STATUSES)),
    check('customers_visit_count_non_negative', sql`${t.visitCount} >= 0`),
    check('customers_total_spent_non_negative', sql`${t.totalSpentPaisa} >= 0`),
  ],
);

export const customerSessions = pgTable(
  'customer_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    /** "Remember me": a fixed 30-day session; otherwise it lapses after 24 idle hours. */
    persistent: boolean('persistent').notNull().default(false),
    createdAt: createdAt(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('customer_sessions_customer_idx').on(t.customerId),
    index('customer_sessions_expires_idx').on(t.expiresAt),
  ],
);

export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('password_reset_tokens_customer_idx').on(t.customerId)],
);

export const newsletterSubscribers = pgTable(
  'newsletter_subscribers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('newsletter_subscribers_email_unique').on(sql`lower(${t.email})`)],
);

/**
 * Failed sign-ins, kept in the database so that the limit (10 in 15 minutes per account and per
 * address) holds across server processes. `account` is the lower-cased email tried.
 */
export const loginFailures = pgTable(
  'login_failures',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    realm: text('realm').notNull(),
    account: text('account').notNull(),
    ip: text('ip').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('login_failures_account_idx').on(t.realm, t.account, t.createdAt),
    index('login_failures_ip_idx').on(t.realm, t.ip, t.createdAt),
    check('login_failures_realm_known', sql`${t.realm} IN ('customer', 'admin')`),
  ],
);
