import { type DbOrTx, loginFailures } from '@shop/db';
import { and, eq, gt, or, sql } from '@shop/db/orm';
import { ACCOUNT_MESSAGES, LOGIN_FAILURE_LIMIT, LOGIN_FAILURE_WINDOW_MINUTES } from '@shop/shared';
import { AppError } from '../../lib/app-error.ts';
import type { SessionRealm } from '../sessions/session-store.ts';

/*
 * Failed sign-ins are rows in the database, so the limit holds across server processes and
 * restarts (docs/decisions/018-accounts-and-sessions.md). The window is measured with the
 * database's clock, which every process shares.
 */

export interface SignInAttempt {
  realm: SessionRealm;
  /** The lower-cased email that was tried. */
  account: string;
  ip: string;
}

/** The first key of the advisory locks taken per account and per address (int4 pairs). */
const ACCOUNT_LOCKS = 7001;
const ADDRESS_LOCKS = 7002;

const windowStart = sql`now() - ${sql.raw(`interval '${LOGIN_FAILURE_WINDOW_MINUTES} minutes'`)}`;

/**
 * Reserves one attempt before the password is checked: refuses it (429) when the account, or
 * the address, has reached the limit of failures within the window, else records it as a
 * failure at once. Counting first and recording after the password check (tens of
 * milliseconds of scrypt) would let parallel guesses all pass the count. The advisory locks
 * (account first, then address, each in its own key space, so no two attempts wait on each
 * other in a circle) make count and insert one step per account and per address, across
 * processes sharing the database. The right password too is refused while the limit holds.
 */
export async function reserveLoginAttempt(db: DbOrTx, attempt: SignInAttempt): Promise<void> {
  const { realm, account, ip } = attempt;
  return db.transaction(async (tx) => {
    await tx.execute(
      sql`SELECT pg_advisory_xact_lock(${ACCOUNT_LOCKS}::int, hashtext(${`${realm}:${account}`}::text))`,
    );
    await tx.execute(
      sql`SELECT pg_advisory_xact_lock(${ADDRESS_LOCKS}::int, hashtext(${`${realm}:${ip}`}::text))`,
    );
    const [row] = await tx
      .select({
        byAccount:
          sql<number>`count(*) filter (where ${loginFailures.account} = ${account})`.mapWith(
            Number,
          ),
        byIp: sql<number>`count(*) filter (where ${loginFailures.ip} = ${ip})`.mapWith(Number),
      })
      .from(loginFailures)
      .where(
        and(
          eq(loginFailures.realm, realm),
          gt(loginFailures.createdAt, windowStart),
          or(eq(loginFailures.account, account), eq(loginFailures.ip, ip)),
        ),
      );
    if ((row?.byAccount ?? 0) >= LOGIN_FAILURE_LIMIT || (row?.byIp ?? 0) >= LOGIN_FAILURE_LIMIT) {
      throw new AppError('RATE_LIMITED', ACCOUNT_MESSAGES.tooManyFailures);
    }
    await tx.insert(loginFailures).values(attempt);
  });
}

/**
 * After a successful sign-in: the mistakes made on this account from this address are
 * forgiven, the attempt's own reserved row among them. Failures from other addresses stay, so
 * a stranger guessing from elsewhere does not get a fresh allowance each time the owner signs
 * in.
 */
export async function forgiveLoginFailures(db: DbOrTx, { realm, account, ip }: SignInAttempt) {
  await db
    .delete(loginFailures)
    .where(
      and(
        eq(loginFailures.realm, realm),
        eq(loginFailures.account, account),
        eq(loginFailures.ip, ip),
      ),
    );
}

/** After a password reset: the owner proved control of the mailbox; every failure is forgiven. */
export async function clearAccountLoginFailures(db: DbOrTx, realm: SessionRealm, account: string) {
  await db
    .delete(loginFailures)
    .where(and(eq(loginFailures.realm, realm), eq(loginFailures.account, account)));
}

/** Removes failures older than the window; they no longer count for anything. */
export async function purgeOldLoginFailures(db: DbOrTx) {
  await db.delete(loginFailures).where(sql`${loginFailures.createdAt} <= ${windowStart}`);
}
