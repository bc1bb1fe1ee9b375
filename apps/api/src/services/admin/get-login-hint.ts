import { admins, type DatabaseKind, type DbOrTx } from '@shop/db';
import { and, eq, isNull, sql } from '@shop/db/orm';
import { DEMO_ADMIN } from '@shop/db/seed';
import type { AdminLoginHint } from '@shop/shared';

/**
 * GET /api/admin/login-hint (docs/product-rules.md#default-admin): the demo admin's credentials for
 * the login screen, only on the embedded demo database (the only one seeded with that admin) and
 * only while its password was never changed; otherwise nothing. A PostgreSQL database never shows
 * them, even if someone created an admin with the demo email there.
 */
export async function getLoginHint(
  db: DbOrTx,
  databaseKind: DatabaseKind,
): Promise<AdminLoginHint> {
  if (databaseKind !== 'pglite') return { demo: null };
  const [unchanged] = await db
    .select({ id: admins.id })
    .from(admins)
    .where(
      and(
        eq(sql`lower(${admins.email})`, DEMO_ADMIN.email.toLowerCase()),
        isNull(admins.passwordChangedAt),
      ),
    )
    .limit(1);
  return { demo: unchanged ? { email: DEMO_ADMIN.email, password: DEMO_ADMIN.password } : null };
}
