import { count } from 'drizzle-orm';
import { type DatabaseHandle, type OpenDatabaseOptions, openDatabase } from './client.ts';
import { migrateDatabase, withStartupLock } from './migrate.ts';
import { ensureOrderingSettings } from './ordering-defaults.ts';
import { categories } from './schema/index.ts';
import { type PictureStore, seedDemoData } from './seed/index.ts';

export interface PrepareOptions {
  /** Where the demo pictures are stored when the database is new. */
  files: PictureStore;
  /** Only the embedded demo database gets the default admin: docs/product-rules.md#default-admin */
  includeDemoAdmin: boolean;
}

/** Opens the database, applies migrations, and seeds the demo content when it is empty. */
export async function prepareDatabase(
  open: OpenDatabaseOptions,
  options: PrepareOptions,
): Promise<DatabaseHandle> {
  const handle = await openDatabase(open);
  try {
    await migrateDatabase(handle);
    await withStartupLock(handle, async () => {
      await seedIfEmpty(handle, options);
      await ensureOrderingSettings(handle.db);
    });
    return handle;
  } catch (error) {
    await handle.close().catch(() => {});
    throw error;
  }
}

async function seedIfEmpty(handle: DatabaseHandle, options: PrepareOptions): Promise<boolean> {
  const [row] = await handle.db.select({ n: count() }).from(categories);
  if ((row?.n ?? 0) > 0) return false;
  await seedDemoData(handle.db, options);
  return true;
}
