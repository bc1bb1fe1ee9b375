import { createHash, randomBytes } from 'node:crypto';
import { adminSessions, admins, customerSessions, customers, type DbOrTx } from '@shop/db';
import { and, eq, exists, gt, lt, ne, sql } from '@shop/db/orm';
import type { StaffRole } from '@shop/shared';

/**
 * Sessions of both realms: a random 256-bit bearer token, of which only the SHA-256 is stored,
 * so a leaked database holds no usable token. "Remember me" sessions last 30 days from sign-in;
 * the others lapse after 24 hours without a request (docs/decisions/018-accounts-and-sessions.md).
 */
export type SessionRealm = 'customer' | 'admin';

export const REMEMBERED_SESSION_MS = 30 * 24 * 60 * 60 * 1000;
export const IDLE_SESSION_MS = 24 * 60 * 60 * 1000;
/** An idle session's clock is pushed forward at most this often, not on every request. */
const TOUCH_INTERVAL_MS = 5 * 60 * 1000;

const tables = {
  customer: { table: customerSessions, owner: customerSessions.customerId },
  admin: { table: adminSessions, owner: adminSessions.adminId },
} as const;

export interface OpenedSession {
  token: string;
  sessionId: string;
  expiresAt: Date;
}

export interface FoundSession {
  sessionId: string;
  ownerId: string;
  /** The staff member's role, read with the session (null for a customer's). */
  role: StaffRole | null;
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('base64url');
}

export async function openSession(
  db: DbOrTx,
  realm: SessionRealm,
  ownerId: string,
  { persistent }: { persistent: boolean },
): Promise<OpenedSession> {
  const token = randomBytes(32).toString('base64url');
  const now = Date.now();
  const expiresAt = new Date(now + (persistent ? REMEMBERED_SESSION_MS : IDLE_SESSION_MS));
  const { table } = tables[realm];
  const values = {
    tokenHash: hashToken(token),
    persistent,
    expiresAt,
    lastSeenAt: new Date(now),
    ...(realm === 'customer' ? { customerId: ownerId } : { adminId: ownerId }),
  };
  const [row] = await db
    .insert(table)
    .values(values as typeof customerSessions.$inferInsert & typeof adminSessions.$inferInsert)
    .returning({ id: table.id });
  if (!row) throw new Error('session was not stored');
  return { token, sessionId: row.id, expiresAt };
}

/** A deactivated customer's sessions stop working at once, not when they expire. */
function activeCustomer(
  db: DbOrTx,
  owner: typeof customerSessions.customerId | typeof adminSessions.adminId,
) {
  return exists(
    db
      .select({ one: sql`1` })
      .from(customers)
      .where(and(eq(customers.id, owner), eq(customers.isActive, true))),
  );
}

/**
 * A deactivated staff member's sessions stop working at once too; the same query reads the role
 * the admin scope's guard checks (docs/product-rules.md#staff-and-roles).
 */
function activeStaffRole(owner: typeof adminSessions.adminId) {
  return sql<StaffRole | null>`(select ${admins.role} from ${admins} where ${admins.id} = ${owner} and ${admins.deactivatedAt} is null)`;
}

/** The live session a token names, or null; an idle session's expiry slides forward. */
export async function findSession(
  db: DbOrTx,
  realm: SessionRealm,
  token: string,
): Promise<FoundSession | null> {
  const { table, owner } = tables[realm];
  const [row] = await db
    .select({
      sessionId: table.id,
      ownerId: owner,
      persistent: table.persistent,
      lastSeenAt: table.lastSeenAt,
      role: realm === 'admin' ? activeStaffRole(adminSessions.adminId) : sql<null>`null`,
    })
    .from(table)
    .where(
      and(
        eq(table.tokenHash, hashToken(token)),
        gt(table.expiresAt, sql`now()`),
        realm === 'customer' ? activeCustomer(db, owner) : undefined,
      ),
    )
    .limit(1);
  if (!row) return null;
  // The session outlived its staff member's access: deactivating ends the sessions, this is the
  // belt to those braces.
  if (realm === 'admin' && row.role === null) return null;
  if (!row.persistent && Date.now() - row.lastSeenAt.getTime() > TOUCH_INTERVAL_MS) {
    const now = Date.now();
    await db
      .update(table)
      .set({ lastSeenAt: new Date(now), expiresAt: new Date(now + IDLE_SESSION_MS) })
      .where(eq(table.id, row.sessionId));
  }
  return { sessionId: row.sessionId, ownerId: row.ownerId, role: row.role };
}

/** Ends one session (logout). Ending an unknown or ended session is not an error. */
export async function endSession(db: DbOrTx, realm: SessionRealm, sessionId: string) {
  const { table } = tables[realm];
  await db.delete(table).where(eq(table.id, sessionId));
}

/** Ends every session of an owner, but the one given (after a password change or reset). */
export async function endOwnerSessions(
  db: DbOrTx,
  realm: SessionRealm,
  ownerId: string,
  exceptSessionId?: string,
) {
  const { table, owner } = tables[realm];
  await db
    .delete(table)
    .where(
      exceptSessionId ? and(eq(owner, ownerId), ne(table.id, exceptSessionId)) : eq(owner, ownerId),
    );
}

/** Removes expired sessions; run now and then so the tables stay small. */
export async function purgeExpiredSessions(db: DbOrTx, realm: SessionRealm) {
  const { table } = tables[realm];
  await db.delete(table).where(lt(table.expiresAt, sql`now()`));
}

/**
 * Whether a session still exists and has not expired. Unlike `findSession` it does not slide
 * an idle session's expiry: a tab left open is not its owner being active.
 */
export async function sessionIsOpen(
  db: DbOrTx,
  realm: SessionRealm,
  sessionId: string,
): Promise<boolean> {
  const { table } = tables[realm];
  const [row] = await db
    .select({ id: table.id })
    .from(table)
    .where(and(eq(table.id, sessionId), gt(table.expiresAt, sql`now()`)))
    .limit(1);
  return row !== undefined;
}
