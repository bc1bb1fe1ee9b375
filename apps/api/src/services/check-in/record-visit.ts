import type { Db, DbOrTx } from '@shop/db';
import {
  CHECK_IN_MESSAGES,
  type SelfRegisterInput,
  type SelfRegisterResponse,
  toPaisa,
} from '@shop/shared';
import { AppError } from '../../lib/app-error.ts';
import { type CustomerRow, checkInCustomerView } from './check-in-customer-view.ts';
import { checkInReturningCustomer, type MatchedBy } from './check-in-returning-customer.ts';
import { findCheckInCustomer, lockCustomerById } from './find-check-in-customer.ts';
import { registerWalkInCustomer } from './register-walk-in-customer.ts';

/**
 * Steps 2 and 3 of the kiosk, one visit: checks in the customer the lookup found (by id), or
 * registers a new one. A "new" customer whose email (or, without an email, phone) is already
 * known is that customer returning, not a duplicate: the same rule as the lookup, so a repeated
 * submission or a second kiosk cannot split one person's visits. One transaction; the audit log
 * names the admin.
 */
export async function recordVisit(
  db: Db,
  adminId: string,
  input: SelfRegisterInput,
): Promise<SelfRegisterResponse> {
  const spentPaisa = toPaisa(input.total_spent);
  return db.transaction(async (tx) => {
    const known = await findKnownCustomer(tx, input);
    if (known) {
      const row = await checkInReturningCustomer(tx, adminId, known.row, {
        spentPaisa,
        matchedBy: known.matchedBy,
      });
      return { customer: checkInCustomerView(row), returning: true };
    }
    const created = await registerWalkInCustomer(tx, adminId, input, spentPaisa);
    if (created) return { customer: checkInCustomerView(created), returning: false };
    // Another check-in wrote this email after our lookup: this visit is theirs.
    const raced = await findCheckInCustomer(tx, input, { lock: true });
    if (!raced) throw new Error('a conflicting customer could not be found');
    const row = await checkInReturningCustomer(tx, adminId, raced, {
      spentPaisa,
      matchedBy: 'email',
    });
    return { customer: checkInCustomerView(row), returning: true };
  });
}

async function findKnownCustomer(
  tx: DbOrTx,
  input: SelfRegisterInput,
): Promise<{ row: CustomerRow; matchedBy: MatchedBy } | null> {
  if (input.customer_id) {
    const row = await lockCustomerById(tx, input.customer_id);
    if (!row) throw new AppError('NOT_FOUND', CHECK_IN_MESSAGES.customerNotFound);
    return { row, matchedBy: 'id' };
  }
  const row = await findCheckInCustomer(tx, input, { lock: true });
  if (!row) return null;
  return { row, matchedBy: input.email ? 'email' : 'phone' };
}
