import { admins } from '@shop/db';
import { STAFF_MESSAGES, type StaffMember, type StaffRole } from '@shop/shared';
import { AppError } from '../../lib/app-error.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** An id that is not a UUID names nobody: answered 404, never a database error. */
export function isStaffId(id: string): boolean {
  return UUID.test(id);
}

export const staffNotFound = () => new AppError('NOT_FOUND', STAFF_MESSAGES.notFound);

/** The columns a staff member is read with; never the password hash. */
export const staffColumns = {
  id: admins.id,
  name: admins.name,
  email: admins.email,
  role: admins.role,
  deactivatedAt: admins.deactivatedAt,
  createdAt: admins.createdAt,
};

interface StaffRow {
  id: string;
  name: string;
  email: string;
  role: StaffRole;
  deactivatedAt: Date | null;
  createdAt: Date;
}

export function toStaffMember(row: StaffRow): StaffMember {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    role: row.role,
    active: row.deactivatedAt === null,
    deactivatedAt: row.deactivatedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}
