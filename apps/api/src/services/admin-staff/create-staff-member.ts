import { admins, type Db, hashPassword } from '@shop/db';
import { STAFF_MESSAGES, type StaffMember, type StaffRole } from '@shop/shared';
import { AppError } from '../../lib/app-error.ts';
import { isUniqueViolation } from '../../lib/database-errors.ts';
import { recordStaffChange } from './record-staff-change.ts';
import { staffColumns, toStaffMember } from './staff-view.ts';

export interface NewStaffMember {
  name: string;
  /** Lower-cased by the request schema. */
  email: string;
  password: string;
  role: StaffRole;
}

/**
 * POST /api/admin/staff: an account the owner gives its first password; it counts as changed
 * (the login hint only ever shows the seeded demo one).
 */
export async function createStaffMember(
  db: Db,
  ownerId: string,
  fields: NewStaffMember,
): Promise<StaffMember> {
  const passwordHash = await hashPassword(fields.password);
  try {
    return await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(admins)
        .values({
          name: fields.name,
          email: fields.email,
          role: fields.role,
          passwordHash,
          passwordChangedAt: new Date(),
        })
        .returning(staffColumns);
      if (!row) throw new Error('staff member was not stored');
      const member = toStaffMember(row);
      await recordStaffChange(tx, ownerId, 'staff.created', member);
      return member;
    });
  } catch (error) {
    if (isUniqueViolation(error, 'admins_email_unique')) {
      throw new AppError('CONFLICT', STAFF_MESSAGES.emailTaken);
    }
    throw error;
  }
}
