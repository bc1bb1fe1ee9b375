// The query builder's operators (eq, and, sql, …), re-exported so that every workspace uses the
// one drizzle-orm instance that @shop/db itself runs on.
export * from 'drizzle-orm';
export type {
  PgColumn,
  PgTable,
  SelectedFields as PgSelectedFields,
} from 'drizzle-orm/pg-core';
