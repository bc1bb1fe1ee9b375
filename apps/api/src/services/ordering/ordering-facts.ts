import type { DbOrTx } from '@shop/db';
import { type SQL, sql } from '@shop/db/orm';
import {
  addDays,
  type BusyPause,
  type Fulfilment,
  type Hours,
  type LaterOrderSettings,
  type LaterSlotFacts,
  OPENING_SEARCH_DAYS,
  ORDERING_LIMITS,
  type OrderingHours,
  restaurantDay,
  type SpecialDay,
} from '@shop/shared';
import { jsonValue } from '../../lib/json-value.ts';

/*
 * What the rules of a restaurant's day read (docs/product-rules.md#opening-hours): the owner's
 * settings, the special days that can matter from now on, and how many orders each slot holds.
 * One SQL fragment (orderingFactsJsonSql) so that checkout reads them in its own statement and
 * the status calls in theirs, alike.
 */

export interface OrderingFacts {
  hours: OrderingHours;
  specialDays: SpecialDay[];
  laterOrders: LaterOrderSettings;
  pause: BusyPause | null;
  hoursVersion: number;
  laterOrdersVersion: number;
}

/**
 * The first restaurant day whose special day can still matter at `now`: yesterday's periods may
 * run past midnight. Days after today + the longest search are read too, a few dozen rows.
 */
function firstRelevantDay(now: Date): string {
  return addDays(restaurantDay(now), -1);
}

/** The special days read for `now`: up to the last day any rule looks at. */
function lastRelevantDay(now: Date): string {
  const ahead = Math.max(ORDERING_LIMITS.daysAhead.max, OPENING_SEARCH_DAYS) + 2;
  return addDays(restaurantDay(now), ahead);
}

/** A scalar subquery: the ordering facts at `now` as one JSON value (orderingFactsFromJson). */
export function orderingFactsJsonSql(now: Date): SQL {
  return sql`(
    SELECT json_build_object(
      'hours', s.hours, 'laterOrders', s.later_orders, 'pause', s.pause,
      'hoursVersion', s.hours_version, 'laterOrdersVersion', s.later_orders_version,
      'specialDays', coalesce((
        SELECT json_agg(json_build_object(
          'date', d.date::text, 'closed', d.closed, 'periods', d.periods, 'label', d.label
        ) ORDER BY d.date)
        FROM special_days d
        WHERE d.date BETWEEN ${firstRelevantDay(now)}::date AND ${lastRelevantDay(now)}::date
      ), '[]'::json)
    )
    FROM ordering_settings s WHERE s.id = 1
  )`;
}

interface FactsJson extends Omit<OrderingFacts, 'specialDays'> {
  specialDays: (Omit<SpecialDay, 'label'> & { label: string | null })[];
}

export function orderingFactsFromJson(json: unknown): OrderingFacts {
  const facts = jsonValue<FactsJson | null>(json);
  if (!facts) throw new Error('the ordering settings row is missing (ensureOrderingSettings)');
  return {
    ...facts,
    specialDays: facts.specialDays.map(({ label, ...day }) =>
      label ? { ...day, label } : { ...day },
    ),
  };
}

export async function readOrderingFacts(db: DbOrTx, now: Date): Promise<OrderingFacts> {
  const result = (await db.execute(
    sql`SELECT ${orderingFactsJsonSql(now)} AS facts`,
  )) as unknown as { rows: { facts: unknown }[] };
  return orderingFactsFromJson(result.rows[0]?.facts);
}

/** One fulfilment's hours: its week and the special days (they hold for both). */
export function hoursOf(facts: OrderingFacts, fulfilment: Fulfilment): Hours {
  return { week: facts.hours[fulfilment], specialDays: facts.specialDays };
}

/** The slot rules' facts of one fulfilment; `taken` as read by slotsTakenSql. */
export function slotFactsOf(
  facts: OrderingFacts,
  fulfilment: Fulfilment,
  taken?: ReadonlyMap<string, number>,
): LaterSlotFacts {
  return {
    hours: hoursOf(facts, fulfilment),
    settings: facts.laterOrders,
    pause: facts.pause,
    ...(taken ? { taken } : {}),
  };
}

/**
 * A scalar subquery: how many orders (not cancelled) each slot from `from` on holds, as a JSON
 * object of the slot's start (ISO, UTC) to the count. A slot holds delivery and pickup orders
 * alike: its capacity is the kitchen's.
 */
export function slotsTakenJsonSql(from: Date): SQL {
  return sql`(
    SELECT coalesce(json_object_agg(t.slot, t.n), '{}'::json)
    FROM (
      SELECT to_char(o.scheduled_for AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS slot,
        count(*) AS n
      FROM orders o
      WHERE o.scheduled_for >= ${from.toISOString()}::timestamptz AND o.status <> 'cancelled'
      GROUP BY 1
    ) t
  )`;
}

export function slotsTakenFromJson(json: unknown): Map<string, number> {
  const counts = jsonValue<Record<string, number | string> | null>(json) ?? {};
  return new Map(Object.entries(counts).map(([slot, n]) => [slot, Number(n)]));
}

export async function readSlotsTaken(db: DbOrTx, from: Date): Promise<Map<string, number>> {
  const result = (await db.execute(sql`SELECT ${slotsTakenJsonSql(from)} AS taken`)) as unknown as {
    rows: { taken: unknown }[];
  };
  return slotsTakenFromJson(result.rows[0]?.taken);
}
