import { type Column, getTableName, type SQL, sql } from '@shop/db/orm';

/**
 * `"table"."column"`. Drizzle leaves the columns of a one-table select unqualified, so inside a
 * correlated subquery `"id"` would name the subquery's own column: the outer row's column must
 * name its table.
 */
export function qualified(column: Column): SQL {
  return sql`${sql.identifier(getTableName(column.table))}.${sql.identifier(column.name)}`;
}
