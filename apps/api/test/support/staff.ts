import { admins, hashPassword } from '@shop/db';
import type { StaffRole } from '@shop/shared';
import { openSession } from '../../src/services/sessions/session-store.ts';
import type { TestApp } from '../test-app.ts';
import type { SignedIn } from './sessions.ts';

export const STAFF_TEST_PASSWORD = 'Kitchen@2082';

export interface StaffMemberSignedIn extends SignedIn {
  email: string;
  name: string;
}

/** A new staff account of the given role, with a session opened as the login opens them. */
export async function newStaffMember(t: TestApp, role: StaffRole): Promise<StaffMemberSignedIn> {
  const suffix = Math.random().toString(36).slice(2, 10);
  const email = `${role}-${suffix}@burgerhouse.com.np`;
  const name = `Test ${role} ${suffix}`;
  const [row] = await t.db
    .insert(admins)
    .values({
      email,
      name,
      role,
      passwordHash: await hashPassword(STAFF_TEST_PASSWORD),
      passwordChangedAt: new Date(),
    })
    .returning({ id: admins.id });
  if (!row) throw new Error('staff member was not created');
  return { ...(await sessionOf(t, row.id)), email, name };
}

/** Another session of a staff member (a call that signs out ends only its own). */
export async function sessionOf(t: TestApp, id: string): Promise<SignedIn> {
  const { token } = await openSession(t.db, 'admin', id, { persistent: false });
  return { id, token, headers: { authorization: `Bearer ${token}` } };
}
