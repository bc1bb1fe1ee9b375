import { type SQL, sql } from '@shop/db/orm';

/** NOTIFY channel on which any process announces that the menu changed (plugins/menu-cache.ts). */
export const MENU_CHANGED_CHANNEL = 'menu_changed';

/**
 * For a statement that changed stock: announces a menu change when a meal's availability
 * flipped, delivered at COMMIT like any NOTIFY. `flipped` is a query of the rows whose stock
 * went to or came back from zero. Other stock changes leave the cached menu alone: the quantity
 * it shows only caps the cart, and checkout answers with the stock as it is.
 */
export function announceSoldOutFlipSql(flipped: SQL): SQL {
  return sql`(SELECT pg_notify(${MENU_CHANGED_CHANNEL}, '') FROM (${flipped} LIMIT 1) AS flip)`;
}
