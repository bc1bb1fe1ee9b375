import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { categories, type DatabaseHandle, emailOutbox, meals, openDatabase } from '@shop/db';
import { isNull } from '@shop/db/orm';
import { DEMO_CUSTOMER } from '@shop/db/seed';
import type { TestDatabaseTemplate } from '@shop/db/testing';
import { customerAuthResponseSchema } from '@shop/shared';
import pg from 'pg';
import { inject } from 'vitest';
import type { TestMeal } from './orders.ts';

/*
 * A real server process (`node --import tsx apps/api/src/server.ts`) on a database of its own,
 * copied from the run's template: a PostgreSQL database, or an embedded one in a data folder.
 * An embedded database belongs to one process, so the test reads it only while no server runs.
 */

const repoRoot = fileURLToPath(new URL('../../../../', import.meta.url));
export const STARTUP_TIMEOUT_MS = 90_000;

export interface ServerDatabase {
  /**
   * The server's environment for this database: DATABASE_URL, or the embedded database in
   * DATA_DIR; a DATA_DIR of its own either way, where mail without SMTP goes ($DATA_DIR/outbox).
   */
  env: Record<string, string>;
  /** Opens the database for the test; with PGlite, only while no server runs on it. */
  open(): Promise<DatabaseHandle>;
  drop(): Promise<void>;
}

async function onServer(serverUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/**
 * A copy of the template for server processes. The template's unsent mail is marked sent, so
 * that the mail a test sees delivered is the mail the test caused.
 */
export async function copyDatabase(template: TestDatabaseTemplate): Promise<ServerDatabase> {
  let database: ServerDatabase;
  const dataDir = await mkdtemp(path.join(tmpdir(), 'shop-server-'));
  const dropDataDir = () => rm(dataDir, { recursive: true, force: true });
  if (template.kind === 'postgres') {
    const name = `shop_server_${Date.now()}_${randomBytes(4).toString('hex')}`;
    await onServer(
      template.serverUrl,
      `CREATE DATABASE ${pg.escapeIdentifier(name)} TEMPLATE ${pg.escapeIdentifier(template.templateName)}`,
    );
    const url = new URL(template.serverUrl);
    url.pathname = `/${name}`;
    database = {
      env: { DATABASE_URL: url.toString(), DATA_DIR: dataDir },
      open: () => openDatabase({ kind: 'postgres', url: url.toString(), poolSize: 2 }),
      drop: async () => {
        await onServer(
          template.serverUrl,
          `DROP DATABASE IF EXISTS ${pg.escapeIdentifier(name)} WITH (FORCE)`,
        );
        await dropDataDir();
      },
    };
  } else {
    // Where the server looks for its embedded database: $DATA_DIR/db (config.ts).
    const dbDir = path.join(dataDir, 'db');
    const loaded = await openDatabase({
      kind: 'pglite',
      dataDir: dbDir,
      loadDataDir: new Blob([await readFile(template.dumpFile)]),
    });
    await loaded.close();
    database = {
      env: { DATA_DIR: dataDir },
      open: () => openDatabase({ kind: 'pglite', dataDir: dbDir }),
      drop: dropDataDir,
    };
  }
  const handle = await database.open();
  try {
    await handle.db
      .update(emailOutbox)
      .set({ sentAt: new Date() })
      .where(isNull(emailOutbox.sentAt));
  } finally {
    await handle.close();
  }
  return database;
}

/** A port nothing listens on now, for a server the test starts. */
export async function freePort(): Promise<number> {
  const probe = createServer();
  probe.listen(0, '127.0.0.1');
  await once(probe, 'listening');
  const address = probe.address();
  probe.close();
  if (!address || typeof address === 'string') throw new Error('no free port');
  return address.port;
}

export interface ServerProcess {
  child: ChildProcess;
  baseUrl: string;
  port: number;
  /** Everything the process printed. */
  output: string[];
  /** The exit code, once the process has exited (null when a signal ended it). */
  exited: Promise<number | null>;
}

/** Starts a server and waits until it answers /api/health. */
export async function startServer(
  port: number,
  database: ServerDatabase,
  env: Record<string, string> = {},
): Promise<ServerProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/server.ts'], {
    cwd: repoRoot,
    env: {
      ...process.env,
      ...database.env,
      HOST: '127.0.0.1',
      PORT: String(port),
      LOG_LEVEL: 'info',
      UPLOADS_DIR: inject('uploadsDir'),
      WEB_DIST_DIR: '/nonexistent-web-build',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exited = once(child, 'exit').then(([code]) => code as number | null);
  const server: ServerProcess = {
    child,
    baseUrl: `http://127.0.0.1:${port}`,
    port,
    output: [],
    exited,
  };
  child.stdout?.on('data', (chunk) => server.output.push(String(chunk)));
  child.stderr?.on('data', (chunk) => server.output.push(String(chunk)));
  const deadline = Date.now() + STARTUP_TIMEOUT_MS;
  while (Date.now() < deadline && child.exitCode === null) {
    const healthy = await fetch(`${server.baseUrl}/api/health`).then(
      (res) => res.ok,
      () => false,
    );
    if (healthy) return server;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  child.kill('SIGKILL');
  throw new Error(`the server on port ${port} did not start:\n${server.output.join('')}`);
}

/** Kills a server a test left running (a failed test); never used to end one under test. */
export async function killServer(server: ServerProcess | undefined): Promise<void> {
  if (!server || server.child.exitCode !== null || server.child.signalCode !== null) return;
  server.child.kill('SIGKILL');
  await server.exited;
}

/** The log lines (pino JSON) the server printed, parsed; other output is left out. */
export function logLines(server: ServerProcess): Record<string, unknown>[] {
  return server.output
    .join('')
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as Record<string, unknown>);
}

/** A meal of its own, plenty in stock; with PGlite, added while no server runs. */
export async function addMeal(database: ServerDatabase): Promise<TestMeal> {
  const handle = await database.open();
  try {
    const [category] = await handle.db.select({ id: categories.id }).from(categories).limit(1);
    if (!category) throw new Error('no category in the copy');
    const meal = { name: `Restart Burger ${randomBytes(3).toString('hex')}`, price: 450 };
    const [row] = await handle.db
      .insert(meals)
      .values({
        categoryId: category.id,
        name: meal.name,
        description: 'A meal made for the restart tests',
        pricePaisa: 45_000,
        stock: 100_000,
        images: ['meals/test.webp'],
      })
      .returning({ id: meals.id });
    if (!row) throw new Error('meal was not created');
    return { id: row.id, ...meal, category: 'any' };
  } finally {
    await handle.close();
  }
}

/** Signs the seeded demo customer in through the server; returns the authorization header. */
export async function signInDemoCustomer(baseUrl: string): Promise<Record<string, string>> {
  const response = await fetch(`${baseUrl}/api/customers/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: DEMO_CUSTOMER.email, password: DEMO_CUSTOMER.password }),
  });
  if (response.status !== 200) throw new Error(`sign-in answered ${response.status}`);
  const { token } = customerAuthResponseSchema.parse(await response.json());
  return { authorization: `Bearer ${token}` };
}
