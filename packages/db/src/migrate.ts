import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { DatabaseHandle } from './client.ts';

export const migrationsFolder = fileURLToPath(new URL('../migrations', import.meta.url));

/** Arbitrary constant naming the advisory lock that serialises start-up work across processes. */
const STARTUP_LOCK_KEY = 731_204_615;

/**
 * Applies the committed migrations. On PostgreSQL several processes may start at once, so the
 * work runs under an advisory lock; PGlite has a single connection and needs none.
 */
export async function migrateDatabase(
  handle: DatabaseHandle,
  /** Another folder only in a test of a migration (the ones before it, then this one). */
  folder = migrationsFolder,
): Promise<void> {
  if (handle.kind === 'pglite') {
    await migratePglite(handle.db as never, { migrationsFolder: folder });
    return;
  }
  await withStartupLock(handle, () =>
    migrateNodePg(handle.db as never, { migrationsFolder: folder }),
  );
}

/**
 * Runs `work` while holding a session-level advisory lock. With a pool the lock must be taken
 * and released on the same connection, so both happen inside one transaction-scoped lock.
 */
export async function withStartupLock<T>(
  handle: DatabaseHandle,
  work: () => Promise<T>,
): Promise<T> {
  if (handle.kind === 'pglite') return work();
  return handle.db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${STARTUP_LOCK_KEY})`);
    return work();
  });
}

/**
 * Whether every migration of the folder's journal is recorded in drizzle's migrations table
 * (drizzle records each by its journal time, `created_at`). False when the table is missing.
 */
export async function migrationsApplied(
  handle: Pick<DatabaseHandle, 'db'>,
  folder = migrationsFolder,
): Promise<boolean> {
  const journal = JSON.parse(await readFile(path.join(folder, 'meta/_journal.json'), 'utf8')) as {
    entries: { when: number }[];
  };
  const table = (await handle.db.execute(
    sql`SELECT to_regclass('drizzle.__drizzle_migrations') IS NOT NULL AS present`,
  )) as unknown as { rows: { present: boolean }[] };
  if (table.rows[0]?.present !== true) return false;
  const applied = (await handle.db.execute(
    sql`SELECT created_at::text AS created_at FROM drizzle.__drizzle_migrations`,
  )) as unknown as { rows: { created_at: string | null }[] };
  const recorded = new Set(applied.rows.map((row) => row.created_at));
  return journal.entries.every((entry) => recorded.has(String(entry.when)));
}
