import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type StorageConfig, storageConfigFromEnv } from '@shop/storage';
import { z } from 'zod';
import type { OpenDatabaseOptions } from '../client.ts';

const repoRoot = fileURLToPath(new URL('../../../..', import.meta.url));

/** The one place `npm run seed:large` reads its environment, validated. */
const envSchema = z.object({
  DATABASE_URL: z.string().trim().optional(),
  DATA_DIR: z.string().trim().optional(),
  UPLOADS_DIR: z.string().trim().optional(),
  SEED_LARGE_CUSTOMERS: z.string().optional(),
  SEED_LARGE_ORDERS: z.string().optional(),
});

function wholeNumber(name: string, text: string | undefined, fallback: number): number {
  if (text === undefined || text === '') return fallback;
  const value = Number(text);
  if (!Number.isInteger(value) || value < 1) throw new Error(`${name} must be a whole number ≥ 1`);
  return value;
}

export interface SeedLargeConfig {
  size: { customers: number; orders: number };
  open: OpenDatabaseOptions;
  /** Where a new database's demo pictures go: the server's storage (UPLOADS_DIR or S3_*). */
  storage: StorageConfig;
  /** The database's name or folder, for the messages. */
  where: string;
}

export function readSeedLargeConfig(env: NodeJS.ProcessEnv = process.env): SeedLargeConfig {
  const parsed = envSchema.parse(env);
  const url = parsed.DATABASE_URL || undefined;
  const dataDir = path.resolve(parsed.DATA_DIR || path.join(repoRoot, 'data'));
  const open: OpenDatabaseOptions = url
    ? { kind: 'postgres', url, poolSize: 2 }
    : { kind: 'pglite', dataDir: path.join(dataDir, 'db') };
  return {
    size: {
      customers: wholeNumber('SEED_LARGE_CUSTOMERS', parsed.SEED_LARGE_CUSTOMERS, 100_000),
      orders: wholeNumber('SEED_LARGE_ORDERS', parsed.SEED_LARGE_ORDERS, 1_000_000),
    },
    open,
    storage: storageOf(env, parsed.UPLOADS_DIR || path.join(dataDir, 'uploads')),
    where: url ? new URL(url).pathname.slice(1) || url : path.join(dataDir, 'db'),
  };
}

function storageOf(env: NodeJS.ProcessEnv, uploadsDir: string): StorageConfig {
  const storage = storageConfigFromEnv(env, uploadsDir);
  if (!storage.config) throw new Error(storage.problems.join('\n'));
  return storage.config;
}
