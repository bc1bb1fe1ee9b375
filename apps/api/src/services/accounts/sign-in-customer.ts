import { customers, type DbOrTx } from '@shop/db';
import { eq, sql } from '@shop/db/orm';
import type { CustomerAuthResponse } from '@shop/shared';
import { sessionCustomerColumns, toSessionCustomer } from './customer-view.ts';
import { type Credentials, signIn } from './sign-in.ts';

async function findCustomerAccount(db: DbOrTx, email: string) {
  const [row] = await db
    .select({
      ...sessionCustomerColumns,
      passwordHash: customers.passwordHash,
      canSignIn: customers.isActive,
    })
    .from(customers)
    .where(eq(sql`lower(${customers.email})`, email))
    .limit(1);
  return row;
}

/**
 * POST /api/customers/login. A check-in guest (no password) and a deactivated customer are
 * refused like a wrong password.
 */
export async function signInCustomer(
  db: DbOrTx,
  credentials: Credentials,
): Promise<CustomerAuthResponse> {
  const { account, token } = await signIn(db, 'customer', credentials, findCustomerAccount);
  return { token, customer: toSessionCustomer(account) };
}
