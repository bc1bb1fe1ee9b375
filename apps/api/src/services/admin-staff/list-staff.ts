import { admins, type DbOrTx } from '@shop/db';
import { asc, sql } from '@shop/db/orm';
import type { StaffMember } from '@shop/shared';
import { staffColumns, toStaffMember } from './staff-view.ts';

/** GET /api/admin/staff: everyone who has had an account, the active first, then by name. */
export async function listStaff(db: DbOrTx): Promise<StaffMember[]> {
  const rows = await db
    .select(staffColumns)
    .from(admins)
    .orderBy(
      sql`${admins.deactivatedAt} is not null`,
      asc(sql`lower(${admins.name})`),
      asc(admins.id),
    );
  return rows.map(toStaffMember);
}
