import type { BusyPause, LaterOrderSettings, OrderingHours, SpecialDay } from '@shop/shared';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, paisa, rowVersion, serialId, updatedAt } from './columns.ts';

/*
 * A restaurant's day (docs/product-rules.md#opening-hours): the owner's ordering settings, the
 * special days, and the delivery areas. The shapes of the JSON columns are the shared
 * contracts' (contracts/ordering.ts), validated before every write.
 */

/** One row (id 1): the week's hours, orders for later, and the busy pause when there is one. */
export const orderingSettings = pgTable(
  'ordering_settings',
  {
    id: smallint('id').primaryKey().default(1),
    hours: jsonb('hours').$type<OrderingHours>().notNull(),
    laterOrders: jsonb('later_orders').$type<LaterOrderSettings>().notNull(),
    pause: jsonb('pause').$type<BusyPause>(),
    /** The stale-save check of the hours and of the settings (decision 036). */
    hoursVersion: integer('hours_version').notNull().default(1),
    laterOrdersVersion: integer('later_orders_version').notNull().default(1),
    updatedAt: updatedAt(),
  },
  () => [check('ordering_settings_one_row', sql`id = 1`)],
);

/** A day that overrides the week for delivery and pickup: closed, or its own periods. */
export const specialDays = pgTable('special_days', {
  date: date('date', { mode: 'string' }).primaryKey(),
  closed: boolean('closed').notNull(),
  periods: jsonb('periods').$type<SpecialDay['periods']>().notNull().default([]),
  label: text('label'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const deliveryAreas = pgTable(
  'delivery_areas',
  {
    id: serialId(),
    name: text('name').notNull(),
    feePaisa: paisa('fee_paisa').notNull().default(0),
    minimumOrderPaisa: paisa('minimum_order_paisa').notNull().default(0),
    extraMinutes: integer('extra_minutes').notNull().default(0),
    /** The words that match the area in an address; empty: its name. */
    places: text('places').array().notNull().default(sql`'{}'::text[]`),
    version: rowVersion(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('delivery_areas_name_unique').on(sql`lower(${t.name})`),
    check('delivery_areas_fee_non_negative', sql`${t.feePaisa} >= 0`),
    check('delivery_areas_minimum_non_negative', sql`${t.minimumOrderPaisa} >= 0`),
    check('delivery_areas_extra_minutes_range', sql`${t.extraMinutes} BETWEEN 0 AND 240`),
  ],
);
