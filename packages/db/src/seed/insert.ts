import type { PgInsertValue, PgTable } from 'drizzle-orm/pg-core';
import type { Tx } from '../database.ts';

const CHUNK_SIZE = 500;

/** Inserts rows in multi-row statements of at most 500 rows each. */
export async function insertInChunks<T extends PgTable>(
  tx: Tx,
  table: T,
  rows: readonly PgInsertValue<T>[],
): Promise<void> {
  for (let start = 0; start < rows.length; start += CHUNK_SIZE) {
    await tx.insert(table).values(rows.slice(start, start + CHUNK_SIZE));
  }
}

/** Looks up an id that an earlier insert returned; a miss is a bug in the seed data. */
export function idOf<K, V>(ids: ReadonlyMap<K, V>, key: K): V {
  const id = ids.get(key);
  if (id === undefined) throw new Error(`Seed data refers to unknown ${String(key)}`);
  return id;
}
