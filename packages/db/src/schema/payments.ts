import { WALLETS } from '@shop/shared';
import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, oneOf, paisa, updatedAt } from './columns.ts';
import { orders } from './orders.ts';

/**
 * Where an attempt stands: started (sent to the wallet), pending, completed (it paid the order),
 * failed, or refund_due: it paid an order already paid, and the owner gives it back.
 */
export const PAYMENT_ATTEMPT_STATUSES = [
  'started',
  'pending',
  'completed',
  'failed',
  'refund_due',
] as const;
export type PaymentAttemptStatus = (typeof PAYMENT_ATTEMPT_STATUSES)[number];

/**
 * Each time a customer goes to a wallet to pay an order (docs/product-rules.md#wallet-payments).
 * Its id is eSewa's transaction_uuid and Khalti's purchase_order_id. An open attempt is also the
 * background check's job: `check_at` says when to ask the wallet next, and a process that takes
 * the job moves `check_at` ahead first (a lease), so that one process asks, and a process that
 * stops mid-way leaves the job to be taken again when the lease ends.
 */
export const paymentAttempts = pgTable(
  'payment_attempts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    wallet: text('wallet').notNull(),
    /** What the wallet is asked for: the order's total when the attempt started. */
    amountPaisa: paisa('amount_paisa').notNull(),
    status: text('status').notNull().default('started'),
    /** Khalti's pidx: the token its return and lookup name the payment by. */
    walletToken: text('wallet_token'),
    /** The wallet's last word on the payment (COMPLETE, Pending, User canceled…). */
    walletStatus: text('wallet_status'),
    /** The wallet's reference once paid (eSewa's ref_id, Khalti's transaction_id). */
    reference: text('reference'),
    /** When to ask the wallet next; null once settled. */
    checkAt: timestamp('check_at', { withTimezone: true }),
    /** When the wallet last answered about it: its last check after the order's time to pay. */
    checkedAt: timestamp('checked_at', { withTimezone: true }),
    checks: integer('checks').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('payment_attempts_order_idx').on(t.orderId),
    uniqueIndex('payment_attempts_wallet_token_unique')
      .on(t.wallet, t.walletToken)
      .where(sql`${t.walletToken} IS NOT NULL`),
    index('payment_attempts_check_at_idx').on(t.checkAt).where(sql`${t.checkAt} IS NOT NULL`),
    check('payment_attempts_wallet_known', oneOf('wallet', WALLETS)),
    check('payment_attempts_status_known', oneOf('status', PAYMENT_ATTEMPT_STATUSES)),
  ],
);
