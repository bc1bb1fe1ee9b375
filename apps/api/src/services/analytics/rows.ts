import type { DbOrTx } from '@shop/db';
import type { SQL } from '@shop/db/orm';

/** The rows of a raw statement; numbers that PostgreSQL sends as text are left to the caller. */
export async function rowsOf<T>(db: DbOrTx, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/** A count or a sum as PostgreSQL sends it (bigint and numeric arrive as text) as a number. */
export const numberOf = (value: unknown): number => Number(value ?? 0);
