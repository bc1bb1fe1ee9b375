import { randomBytes } from 'node:crypto';
import { readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { ALWAYS_OPEN_HOURS } from '@shop/shared';
import pg from 'pg';
import { prepareDatabase } from './bootstrap.ts';
import { type DatabaseHandle, openDatabase } from './client.ts';
import { orderingSettings } from './schema/index.ts';
import type { PictureStore } from './seed/index.ts';

/**
 * Test databases: one migrated and seeded template per test run, and a fresh copy of it for
 * each test file, on PGlite (a data-dir dump) or on PostgreSQL (CREATE DATABASE … TEMPLATE).
 */
export type TestDatabaseTemplate =
  | { kind: 'pglite'; dumpFile: string }
  | { kind: 'postgres'; serverUrl: string; templateName: string };

export interface TemplateOptions {
  /** A postgres:// URL of a server on which test databases may be created; PGlite when absent. */
  databaseUrl?: string;
  /** Where the seeded pictures go (the tests' shared uploads folder). */
  files: PictureStore;
  workDir: string;
}

function databaseUrlFor(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

async function onServer<T>(serverUrl: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** The template takes orders at any hour the tests run (ALWAYS_OPEN_HOURS). */
async function openAllDay(handle: DatabaseHandle): Promise<void> {
  await handle.db.update(orderingSettings).set({ hours: ALWAYS_OPEN_HOURS });
}

const uniqueName = (prefix: string) => `${prefix}_${Date.now()}_${randomBytes(4).toString('hex')}`;

export async function createTemplate(options: TemplateOptions): Promise<TestDatabaseTemplate> {
  const seed = { files: options.files, includeDemoAdmin: true };
  if (options.databaseUrl) {
    const serverUrl = options.databaseUrl;
    const templateName = uniqueName('shop_test_template');
    await onServer(serverUrl, (c) =>
      c.query(`CREATE DATABASE ${pg.escapeIdentifier(templateName)}`),
    );
    const handle = await prepareDatabase(
      { kind: 'postgres', url: databaseUrlFor(serverUrl, templateName), poolSize: 2 },
      seed,
    );
    await openAllDay(handle);
    await handle.close();
    return { kind: 'postgres', serverUrl, templateName };
  }
  const handle = await prepareDatabase({ kind: 'pglite' }, seed);
  await openAllDay(handle);
  const dump = await handle.dump?.();
  if (!dump) throw new Error('the embedded database cannot be dumped');
  await handle.close();
  const dumpFile = path.join(options.workDir, 'template.tar.gz');
  await writeFile(dumpFile, Buffer.from(await dump.arrayBuffer()));
  return { kind: 'pglite', dumpFile };
}

/** A private copy of the template; closing it also deletes it. */
export async function openCopy(template: TestDatabaseTemplate): Promise<DatabaseHandle> {
  if (template.kind === 'pglite') {
    const loadDataDir = new Blob([await readFile(template.dumpFile)]);
    return openDatabase({ kind: 'pglite', loadDataDir });
  }
  const name = uniqueName('shop_test');
  await onServer(template.serverUrl, (c) =>
    c.query(
      `CREATE DATABASE ${pg.escapeIdentifier(name)} TEMPLATE ${pg.escapeIdentifier(template.templateName)}`,
    ),
  );
  const handle = await openDatabase({
    kind: 'postgres',
    url: databaseUrlFor(template.serverUrl, name),
    poolSize: 4,
  });
  return {
    ...handle,
    close: async () => {
      await handle.close();
      await onServer(template.serverUrl, (c) =>
        c.query(`DROP DATABASE IF EXISTS ${pg.escapeIdentifier(name)} WITH (FORCE)`),
      );
    },
  };
}

export async function destroyTemplate(template: TestDatabaseTemplate): Promise<void> {
  if (template.kind === 'pglite') {
    await rm(template.dumpFile, { force: true });
    return;
  }
  await onServer(template.serverUrl, (c) =>
    c.query(`DROP DATABASE IF EXISTS ${pg.escapeIdentifier(template.templateName)} WITH (FORCE)`),
  );
}
