import { type DbOrTx, orderIdHex, orders } from '@shop/db';
import { ilike, or, type SQL, sql } from '@shop/db/orm';
import { containsPattern } from '../../lib/contains-pattern.ts';
import { numberOf, rowsOf } from '../analytics/rows.ts';

/*
 * The orders screen's search: text anywhere in the customer's name or email as the order holds
 * them, or in its id. A name or an email is looked up in `order_contacts` (migrations 0013,
 * 0015), the names and emails orders were placed under with their number of orders per status:
 * a few rows per customer, not one per order, so a common surname or a whole email made of
 * common trigrams reads thousands of rows rather than a million, and their counts add up to the
 * matches, with a status or without, without reading them.
 */

export interface OrderSearch {
  /** The text anywhere, for ILIKE. */
  text: string;
  /** The text as part of an id ('#', dashes and letter case aside); null if it cannot be one. */
  id: string | null;
}

/** An order id typed as the screens show it: '#', dashes and letter case do not matter. */
function idPattern(search: string): string | null {
  const hex = search.replace(/^#/, '').replaceAll('-', '').toLowerCase();
  return /^[0-9a-f]+$/.test(hex) ? `%${hex}%` : null;
}

export function orderSearchOf(search: string): OrderSearch {
  return { text: containsPattern(search), id: idPattern(search) };
}

/** The order's own name, email or id holds the text: a filter checked order by order. */
export function orderMatches(search: OrderSearch): SQL | undefined {
  return or(
    ilike(orders.customerName, search.text),
    ilike(orders.customerEmail, search.text),
    search.id ? sql`${orderIdHex(orders.id)} like ${search.id}` : undefined,
  );
}

/** Orders whose id alone holds the text: their name and email do not. */
const idOnlyMatches = (id: string, search: OrderSearch) =>
  sql`${orderIdHex(orders.id)} LIKE ${id}
    AND NOT (${orders.customerName} ILIKE ${search.text} OR ${orders.customerEmail} ILIKE ${search.text})`;

/** The contacts whose name or email holds the text, and who have orders (of the status). */
const contactMatches = (search: OrderSearch, status: string | undefined) =>
  sql`contact.orders > 0 ${status ? sql`AND contact.status = ${status}` : sql``}
    AND (contact.customer_name ILIKE ${search.text} OR contact.customer_email ILIKE ${search.text})`;

/** What the search matches, read before its page (in the same snapshot). */
export interface SearchFacts {
  /** How many orders it matches (of the status, if one is asked for), exactly. */
  matches: number;
  /**
   * Of the days asked for, if any: how many orders it matches in them, counted by the contacts
   * that ordered then; null where reading the days' orders is cheaper (see `SearchDays`).
   */
  inDays?: number | null;
  /**
   * The matching contacts as a JSON array of `{customer_email, customer_name}`, when the page
   * may gather them and there are at most `LISTED_CONTACTS`; otherwise null.
   */
  contacts: string | null;
}

/** Days a search is limited to, for counting its matches in them. */
export interface SearchDays {
  /** The first moment of the days and the moment after them, either may be open. */
  from?: Date;
  to?: Date;
  /** The orders' conditions of the list but the search: status and days. */
  filters: SQL | undefined;
  /** How many orders the days hold (of the status): the dashboard's rollup. */
  orders: SQL<number>;
}

/** Contacts few enough to hand to the page's statement, rather than looking them up again. */
const LISTED_CONTACTS = 1_000;

/**
 * Counting one contact's orders of some days by the email's index costs about this many
 * orders of those days read with the search checked on each (decision 045, fourth round).
 */
const CONTACT_LOOKUP_COST = 3;

/**
 * The matches of the days, counted by the contacts whose orders' times meet them (each one's
 * orders of the days by the email's index, migrations 0016 and 0017) and the orders whose id
 * alone matches, when the days hold more orders than those look-ups cost; else NULL. A CASE, so
 * that the look-ups run only when chosen.
 */
function inDaysCount(search: OrderSearch, days: SearchDays): SQL {
  const also = days.filters ? sql` AND ${days.filters}` : sql``;
  const met = sql`true${days.from ? sql` AND last_at >= ${days.from.toISOString()}::timestamptz` : sql``}${
    days.to ? sql` AND first_at < ${days.to.toISOString()}::timestamptz` : sql``
  }`;
  const byId = search.id
    ? sql` + (SELECT count(*) FROM ${orders} WHERE ${idOnlyMatches(search.id, search)}${also})`
    : sql``;
  return sql`CASE WHEN ${days.orders} > (SELECT count(*) FROM hits WHERE ${met}) * ${CONTACT_LOOKUP_COST}
    THEN (SELECT count(*) FROM (SELECT DISTINCT customer_email, customer_name FROM hits
        WHERE ${met}) AS contact
      CROSS JOIN LATERAL (
        SELECT 1 FROM ${orders} WHERE ${orders.customerEmail} = contact.customer_email
          AND ${orders.customerName} = contact.customer_name${also} OFFSET 0
      ) AS found)${byId}
  END`;
}

/** What searchFacts is asked besides the text. */
export interface FactsAsked {
  /** Only the orders of this status. */
  status?: string;
  /** Counted in these days too. */
  days?: SearchDays;
  /**
   * The most matches the page would gather; past them the page walks the sort's index and the
   * contacts are not listed (listing a common word's thousands of contacts cost 1 ms).
   */
  gatheredAtMost: number;
}

/**
 * How many orders the search matches (of the status, if given), exactly: the orders of the
 * matching contacts plus those whose id alone matches (the id's trigram index); of the days, if
 * given; and the contacts, if the page may gather them and they are few. One look-up of the
 * text in the contacts' trigram indexes serves all.
 */
export async function searchFacts(
  db: DbOrTx,
  search: OrderSearch,
  { status, days, gatheredAtMost }: FactsAsked,
): Promise<SearchFacts> {
  const ofStatus = status ? sql` AND ${orders.status} = ${status}` : sql``;
  const byId = search.id
    ? sql`(SELECT count(*) FROM ${orders} WHERE ${idOnlyMatches(search.id, search)}${ofStatus})`
    : sql`0`;
  const [row] = await rowsOf<{
    by_contact: string;
    by_id: string;
    in_days: string | null;
    listed: string | null;
  }>(
    db,
    sql`WITH hits AS (
        SELECT customer_email, customer_name, orders, first_at, last_at
        FROM order_contacts AS contact WHERE ${contactMatches(search, status)}
      ), by_contact AS (SELECT coalesce(sum(orders), 0) AS n FROM hits)
      SELECT by_contact.n AS by_contact, ${byId} AS by_id,
        ${days ? inDaysCount(search, days) : sql`NULL`} AS in_days,
        CASE WHEN by_contact.n <= ${gatheredAtMost}
            AND (SELECT count(*) FROM (SELECT DISTINCT customer_email, customer_name
              FROM hits LIMIT ${LISTED_CONTACTS + 1}) AS first) <= ${LISTED_CONTACTS}
          THEN (SELECT coalesce(json_agg(json_build_object('customer_email', customer_email,
              'customer_name', customer_name)), '[]')::text
            FROM (SELECT DISTINCT customer_email, customer_name FROM hits) AS listed)
        END AS listed
      FROM by_contact`,
  );
  return {
    matches: numberOf(row?.by_contact) + numberOf(row?.by_id),
    ...(days && { inDays: row?.in_days == null ? null : numberOf(row.in_days) }),
    contacts: row?.listed ?? null,
  };
}

/** The contacts as rows (customer_email, customer_name), from the facts or looked up again. */
function contactRows(search: OrderSearch, contacts: string | null, status?: string): SQL {
  if (contacts) {
    return sql`json_to_recordset(${contacts}::json) AS contact(customer_email text, customer_name text)`;
  }
  return sql`(SELECT DISTINCT customer_email, customer_name FROM order_contacts AS contact
    WHERE ${contactMatches(search, status)}) AS contact`;
}

/**
 * Every order the search and the other filters match, as rows of `orders` under its name: each
 * matching contact's orders by the email index (a nested loop that `OFFSET 0` keeps: the
 * planner, which cannot know that an email has a handful of orders, would rather scan the
 * million), and the orders whose id alone matches, by the id's index.
 */
export function searchMatches(
  search: OrderSearch,
  facts: SearchFacts,
  filters: SQL | undefined,
  status?: string,
): SQL {
  const also = filters ? sql` AND ${filters}` : sql``;
  const byIdOnly = search.id
    ? sql` UNION ALL SELECT * FROM ${orders} WHERE ${idOnlyMatches(search.id, search)}${also}`
    : sql``;
  return sql`(SELECT found.* FROM ${contactRows(search, facts.contacts, status)}
    CROSS JOIN LATERAL (
      SELECT * FROM ${orders} WHERE ${orders.customerEmail} = contact.customer_email
        AND ${orders.customerName} = contact.customer_name${also} OFFSET 0
    ) AS found${byIdOnly}) AS ${orders}`;
}
