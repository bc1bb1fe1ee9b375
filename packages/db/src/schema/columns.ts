import { sql } from 'drizzle-orm';
import { bigint, integer, timestamp } from 'drizzle-orm/pg-core';

/** Money is stored as integer paisa (1 NRS = 100 paisa); bigint read back as a JS number. */
export const paisa = (name: string) => bigint(name, { mode: 'number' });

export const serialId = () => integer('id').primaryKey().generatedAlwaysAsIdentity();

export const createdAt = () =>
  timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

export const updatedAt = () =>
  timestamp('updated_at', { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date());

/**
 * A record's edit counter for the back office's stale-save check (decision 036): a trigger
 * (migration 0007) adds one on every update, whoever writes, so a checkout's stock change counts.
 */
export const rowVersion = () => integer('version').notNull().default(1);

/** `column IN ('a','b')` for CHECK constraints over a closed list of values. */
export const oneOf = (column: string, values: readonly string[]) =>
  sql.raw(`${column} IN (${values.map((v) => `'${v}'`).join(', ')})`);
