import type { DbOrTx } from '@shop/db';
import { ACCOUNT_MESSAGES } from '@shop/shared';
import { AppError } from '../../lib/app-error.ts';
import { openSession, type SessionRealm } from '../sessions/session-store.ts';
import { forgiveLoginFailures, reserveLoginAttempt, type SignInAttempt } from './login-failures.ts';
import { passwordMatches } from './password-check.ts';

export interface Credentials {
  /** Lower-cased by the request schema. */
  email: string;
  password: string;
  rememberMe: boolean;
  /** The client's address, for the per-address failure limit. */
  ip: string;
}

export interface SignInAccount {
  id: string;
  passwordHash: string | null;
  /** False for a closed account: it is refused with the same words as a wrong password. */
  canSignIn: boolean;
  /**
   * What a closed account is told instead, once its password is right: a deactivated staff
   * member learns why (the password proves it is them), nobody else learns the account exists.
   */
  closedMessage?: string;
}

/**
 * The password check both realms share: the failure limit first (the attempt is counted as a
 * failure before the password is checked), then one scrypt run whatever the account, and one
 * answer for every refusal, so that neither the words nor the time tell whether an email has an
 * account. The caller forgives the attempt (`forgiveLoginFailures`) once the sign-in is whole:
 * an account that asks for a code too keeps it counted until the code is right.
 */
export async function checkCredentials<A extends SignInAccount>(
  db: DbOrTx,
  realm: SessionRealm,
  credentials: Credentials,
  findAccount: (db: DbOrTx, email: string) => Promise<A | undefined>,
): Promise<{ account: A; attempt: SignInAttempt }> {
  const attempt: SignInAttempt = { realm, account: credentials.email, ip: credentials.ip };
  await reserveLoginAttempt(db, attempt);
  const account = await findAccount(db, credentials.email);
  const matches = await passwordMatches(credentials.password, account?.passwordHash ?? null);
  if (!account || !matches || !account.canSignIn) {
    // The reserved row stays: it is this failure.
    if (account && matches && account.closedMessage) {
      throw new AppError('FORBIDDEN', account.closedMessage);
    }
    throw new AppError('UNAUTHORIZED', ACCOUNT_MESSAGES.invalidCredentials);
  }
  return { account, attempt };
}

/** A sign-in: the password checked (checkCredentials), its attempt forgiven, a session opened. */
export async function signIn<A extends SignInAccount>(
  db: DbOrTx,
  realm: SessionRealm,
  credentials: Credentials,
  findAccount: (db: DbOrTx, email: string) => Promise<A | undefined>,
): Promise<{ account: A; token: string }> {
  const { account, attempt } = await checkCredentials(db, realm, credentials, findAccount);
  // Deletes the reserved row along with the earlier mistakes from this address.
  await forgiveLoginFailures(db, attempt);
  const session = await openSession(db, realm, account.id, { persistent: credentials.rememberMe });
  return { account, token: session.token };
}
