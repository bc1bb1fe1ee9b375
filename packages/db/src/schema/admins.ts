import { STAFF_ROLES } from '@shop/shared';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, oneOf, updatedAt } from './columns.ts';
import { isOrderEntry, recordIdTail } from './list-keys.ts';

export const admins = pgTable(
  'admins',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    name: text('name').notNull(),
    passwordHash: text('password_hash').notNull(),
    /** Null while the seeded demo password is in use (docs/product-rules.md#default-admin). */
    passwordChangedAt: timestamp('password_changed_at', { withTimezone: true }),
    /** docs/product-rules.md#staff-and-roles; the accounts made before roles are the owners. */
    role: text('role', { enum: STAFF_ROLES }).notNull().default('owner'),
    /** Set when the owner deactivates the account: it cannot sign in, the record stays for the log. */
    deactivatedAt: timestamp('deactivated_at', { withTimezone: true }),
    /**
     * Two-factor sign-in (docs/product-rules.md#two-factor-sign-in): the authenticator's secret
     * once a code has proved the app has it; the secret being set up until then.
     */
    totpSecret: text('totp_secret'),
    totpPendingSecret: text('totp_pending_secret'),
    /** The last 30-second step whose code signed in: a code works once. */
    totpLastStep: bigint('totp_last_step', { mode: 'number' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('admins_email_unique').on(sql`lower(${t.email})`),
    check('admins_role_known', oneOf('role', STAFF_ROLES)),
  ],
);

export const adminSessions = pgTable(
  'admin_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    adminId: uuid('admin_id')
      .notNull()
      .references(() => admins.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    persistent: boolean('persistent').notNull().default(false),
    createdAt: createdAt(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('admin_sessions_admin_idx').on(t.adminId),
    index('admin_sessions_expires_idx').on(t.expiresAt),
  ],
);

/** Every change an admin makes (docs/product-rules.md#audit-log). */
export const adminAuditLog = pgTable(
  'admin_audit_log',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    adminId: uuid('admin_id').references(() => admins.id, { onDelete: 'set null' }),
    action: text('action').notNull(),
    entityType: text('entity_type').notNull(),
    entityId: text('entity_id'),
    details: jsonb('details'),
    createdAt: createdAt(),
  },
  (t) => [
    // Newest first, alone or within one filter, each ending in the id as the sort does, so a
    // deep page skips its offset in the index alone (decision 045).
    index('admin_audit_log_created_idx').on(t.createdAt, t.id),
    index('admin_audit_log_admin_idx').on(t.adminId, t.createdAt, t.id),
    index('admin_audit_log_action_idx').on(t.action, t.createdAt, t.id),
    index('admin_audit_log_type_idx').on(t.entityType, t.createdAt, t.id),
    index('admin_audit_log_entity_idx').on(t.entityId),
    // An order's changes found by its number (the activity's record filter).
    index('admin_audit_log_order_number_idx')
      .on(recordIdTail(t.entityId))
      .where(isOrderEntry(t.entityType)),
  ],
);

/** Two-factor sign-in's one-time recovery codes, kept as hashes (services/two-factor). */
export const adminRecoveryCodes = pgTable(
  'admin_recovery_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    adminId: uuid('admin_id')
      .notNull()
      .references(() => admins.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('admin_recovery_codes_admin_code_unique').on(t.adminId, t.codeHash)],
);

/**
 * A sign-in whose password was right and whose authenticator code is awaited: the token the
 * browser holds for the second step (hashed), for a few minutes and a few tries.
 */
export const adminSignInChallenges = pgTable(
  'admin_sign_in_challenges',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    adminId: uuid('admin_id')
      .notNull()
      .references(() => admins.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    persistent: boolean('persistent').notNull(),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('admin_sign_in_challenges_expires_idx').on(t.expiresAt)],
);
