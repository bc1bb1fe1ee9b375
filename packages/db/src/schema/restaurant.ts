import { sql } from 'drizzle-orm';
import { check, integer, pgTable, smallint, text } from 'drizzle-orm/pg-core';
import { updatedAt } from './columns.ts';

/**
 * One row (id 1): the restaurant's details a customer receipt is headed with
 * (docs/product-rules.md#printed-tickets-and-receipts). Until the owner first saves them there is
 * no row and the site's own details (SITE) stand in.
 */
export const restaurantDetails = pgTable(
  'restaurant_details',
  {
    id: smallint('id').primaryKey().default(1),
    name: text('name').notNull(),
    addressLines: text('address_lines').array().notNull(),
    phone: text('phone').notNull(),
    /** Nepal's 9-digit PAN; empty until the owner sets it, and the receipt then omits it. */
    panNumber: text('pan_number').notNull().default(''),
    /** The stale-save check (decision 036); written by the save, one more each time. */
    version: integer('version').notNull().default(1),
    updatedAt: updatedAt(),
  },
  () => [check('restaurant_details_one_row', sql`id = 1`)],
);
