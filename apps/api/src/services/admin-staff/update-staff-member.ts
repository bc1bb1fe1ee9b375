import { admins, type Db, type DbOrTx, hashPassword } from '@shop/db';
import { and, eq, isNull, sql } from '@shop/db/orm';
import { STAFF_MESSAGES, type StaffMember, type StaffRole } from '@shop/shared';
import { AppError } from '../../lib/app-error.ts';
import { endOwnerSessions } from '../sessions/session-store.ts';
import { forgetTwoFactor, TWO_FACTOR_OFF } from '../two-factor/manage-two-factor.ts';
import { recordStaffChange } from './record-staff-change.ts';
import { isStaffId, staffColumns, staffNotFound, toStaffMember } from './staff-view.ts';

export interface StaffChange {
  name?: string;
  role?: StaffRole;
  active?: boolean;
  /** A new password the owner sets (a forgotten or leaked one). */
  password?: string;
}

/**
 * The active owners' ids, their rows locked in one order: of two owners deactivating each other
 * at once, the second waits for the first and then finds itself the last owner, instead of
 * leaving the shop without one (or the two deadlocking).
 */
async function lockActiveOwners(tx: DbOrTx): Promise<string[]> {
  const rows = await tx
    .select({ id: admins.id })
    .from(admins)
    .where(and(eq(admins.role, 'owner'), isNull(admins.deactivatedAt)))
    .orderBy(admins.id)
    .for('update');
  return rows.map((row) => row.id);
}

/**
 * PUT /api/admin/staff/{id} (and DELETE, which deactivates). The owner cannot deactivate
 * themselves or change their own role, and the shop keeps an active owner. Deactivating or a new
 * password ends that person's sessions at once; the record stays for the activity log.
 */
export async function updateStaffMember(
  db: Db,
  ownerId: string,
  id: string,
  change: StaffChange,
): Promise<StaffMember> {
  if (!isStaffId(id)) throw staffNotFound();
  // One's own password is changed with the current one (change-password), never here.
  if (id === ownerId && change.password !== undefined) {
    throw new AppError('CONFLICT', STAFF_MESSAGES.ownPassword);
  }
  const passwordHash =
    change.password === undefined ? undefined : await hashPassword(change.password);
  return db.transaction(async (tx) => {
    const owners = await lockActiveOwners(tx);
    const [before] = await tx
      .select(staffColumns)
      .from(admins)
      .where(eq(admins.id, id))
      .for('update');
    if (!before) throw staffNotFound();
    const role = change.role ?? before.role;
    const wasActive = before.deactivatedAt === null;
    const active = change.active ?? wasActive;
    if (id === ownerId && (!active || role !== before.role)) {
      throw new AppError('CONFLICT', STAFF_MESSAGES.notYourself);
    }
    const stopsBeingOwner = before.role === 'owner' && wasActive && (role !== 'owner' || !active);
    if (stopsBeingOwner && !owners.some((ownerOfShop) => ownerOfShop !== id)) {
      throw new AppError('CONFLICT', STAFF_MESSAGES.lastOwner);
    }

    const [row] = await tx
      .update(admins)
      .set({
        name: change.name ?? before.name,
        role,
        deactivatedAt: active ? null : (before.deactivatedAt ?? sql`now()`),
        // A password the owner sets is the way back in for someone who lost it, and their
        // phone too: two-factor sign-in is off until they turn it on again.
        ...(passwordHash ? { passwordHash, passwordChangedAt: sql`now()`, ...TWO_FACTOR_OFF } : {}),
        updatedAt: sql`now()`,
      })
      .where(eq(admins.id, id))
      .returning(staffColumns);
    if (!row) throw staffNotFound();
    const member = toStaffMember(row);
    const deactivated = wasActive && !active;
    // A new role takes effect at once: its open pages and live streams end with the sessions.
    if (deactivated || passwordHash || role !== before.role)
      await endOwnerSessions(tx, 'admin', id);
    if (passwordHash) await forgetTwoFactor(tx, id);
    await recordStaffChange(
      tx,
      ownerId,
      deactivated ? 'staff.deactivated' : 'staff.updated',
      member,
      changesOf(toStaffMember(before), member, passwordHash !== undefined),
    );
    return member;
  });
}

/** What the change did, as `{ from, to }` per field (the password only as "set"). */
function changesOf(before: StaffMember, after: StaffMember, passwordSet: boolean) {
  const changes: Record<string, unknown> = {};
  for (const field of ['name', 'role', 'active'] as const) {
    if (before[field] !== after[field]) changes[field] = { from: before[field], to: after[field] };
  }
  if (passwordSet) changes.passwordSet = true;
  return { changes };
}
