import { mkdir } from 'node:fs/promises';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import type { Db } from './database.ts';
import { listenWithReconnect } from './pg-listener.ts';
import { prepareRepeatedStatements } from './prepared-statements/node-postgres.ts';
import { PreparingPGlite } from './prepared-statements/pglite.ts';
import * as schema from './schema/index.ts';

export type DatabaseKind = 'pglite' | 'postgres';

/** The connections of the pool, and the queries waiting for one (PostgreSQL only). */
export interface PoolStats {
  total: number;
  idle?: number;
  waiting?: number;
}

/** An open database plus the few driver features the app needs beyond SQL. */
export interface DatabaseHandle {
  readonly db: Db;
  readonly kind: DatabaseKind;
  /**
   * Subscribes to a NOTIFY channel; resolves to an unsubscribe function. The callback may also
   * get an empty payload when notifications could have been missed (after a reconnect).
   */
  listen(channel: string, onPayload: (payload: string) => void): Promise<() => Promise<void>>;
  notify(channel: string, payload: string): Promise<void>;
  /** Throws when the database cannot answer a trivial query. */
  ping(): Promise<void>;
  /** For metrics; PGlite has one connection and does not say whether it is busy. */
  poolStats(): PoolStats;
  close(): Promise<void>;
  /** PGlite only: the whole data directory as a gzipped tarball (used to copy test databases). */
  dump?(): Promise<Blob>;
}

export type OpenDatabaseOptions =
  | { kind: 'postgres'; url: string; poolSize?: number }
  | { kind: 'pglite'; dataDir?: string; loadDataDir?: Blob };

export async function openDatabase(options: OpenDatabaseOptions): Promise<DatabaseHandle> {
  return options.kind === 'postgres'
    ? openPostgres(options.url, options.poolSize ?? 10)
    : openPglite(options.dataDir, options.loadDataDir);
}

async function openPglite(dataDir?: string, loadDataDir?: Blob): Promise<DatabaseHandle> {
  if (dataDir) await mkdir(dataDir, { recursive: true });
  const client = await PreparingPGlite.open({
    // The back office's searches use trigram indexes (migration 0009).
    extensions: { pg_trgm },
    ...(dataDir ? { dataDir } : {}),
    ...(loadDataDir ? { loadDataDir } : {}),
  });
  const db = drizzlePglite(client, { schema, casing: 'snake_case' }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    listen: async (channel, onPayload) => {
      const unsubscribe = await client.listen(channel, onPayload);
      return () => unsubscribe();
    },
    notify: async (channel, payload) => {
      await client.query('SELECT pg_notify($1, $2)', [channel, payload]);
    },
    ping: async () => {
      await db.execute(sql`SELECT 1`);
    },
    poolStats: () => ({ total: 1 }),
    close: () => client.close(),
    dump: () => client.dumpDataDir('gzip'),
  };
}

async function openPostgres(url: string, poolSize: number): Promise<DatabaseHandle> {
  const pool = new pg.Pool({ connectionString: url, max: poolSize });
  // An idle client that loses its connection must not crash the process; the next query fails instead.
  pool.on('error', () => {});
  prepareRepeatedStatements(pool);
  const db = drizzleNodePg(pool, { schema, casing: 'snake_case' }) as unknown as Db;
  const unsubscribers = new Set<() => Promise<void>>();
  return {
    db,
    kind: 'postgres',
    listen: async (channel, onPayload) => {
      const stop = await listenWithReconnect(url, channel, onPayload);
      unsubscribers.add(stop);
      return async () => {
        unsubscribers.delete(stop);
        await stop();
      };
    },
    notify: async (channel, payload) => {
      await pool.query('SELECT pg_notify($1, $2)', [channel, payload]);
    },
    ping: async () => {
      await pool.query('SELECT 1');
    },
    poolStats: () => ({
      total: pool.totalCount,
      idle: pool.idleCount,
      waiting: pool.waitingCount,
    }),
    close: async () => {
      await Promise.all([...unsubscribers].map((stop) => stop()));
      await pool.end();
    },
  };
}
