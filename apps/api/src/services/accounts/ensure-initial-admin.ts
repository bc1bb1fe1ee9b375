import { admins, type DbOrTx, hashPassword } from '@shop/db';
import { eq, sql } from '@shop/db/orm';

export interface InitialAdmin {
  email: string;
  password: string;
  name?: string;
}

/**
 * docs/product-rules.md#default-admin: with ADMIN_EMAIL and ADMIN_PASSWORD the server creates that
 * admin at start-up when no admin has that email. Its password is the operator's own, not the demo
 * default, so it counts as changed. An existing admin is left as it is (its password may have
 * changed since). Returns whether an admin was created.
 */
export async function ensureInitialAdmin(db: DbOrTx, admin: InitialAdmin): Promise<boolean> {
  const email = admin.email.toLowerCase();
  const [existing] = await db
    .select({ id: admins.id })
    .from(admins)
    .where(eq(sql`lower(${admins.email})`, email));
  if (existing) return false;
  const now = new Date();
  // Another process starting at the same time may insert first: the unique index decides.
  const created = await db
    .insert(admins)
    .values({
      email,
      name: admin.name ?? 'Restaurant Admin',
      passwordHash: await hashPassword(admin.password),
      passwordChangedAt: now,
    })
    .onConflictDoNothing()
    .returning({ id: admins.id });
  return created.length > 0;
}
