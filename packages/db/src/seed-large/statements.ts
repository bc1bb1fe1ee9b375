import { RESTAURANT_TIME_ZONE } from '@shop/shared';
import { type SQL, sql } from 'drizzle-orm';

/*
 * The SQL of the large seed: rows made by generate_series inside the database, a batch per
 * statement group, so a million orders never cross the wire. Ids are derived from the row's
 * number (seedUuid), which makes a batch's rows the same on every run.
 */

/**
 * A version-4 UUID made from a text: its md5 with the version digit set to 4 and the variant
 * digit to 8, so that it is the valid UUID the contracts check (a bare md5 cast to uuid has
 * any digit there, and the back office's answers refused it).
 */
function seedUuid(text: SQL): SQL {
  return sql`overlay(overlay(md5(${text}) placing '4' from 13 for 1) placing '8' from 17 for 1)::uuid`;
}

/** Large-seed customers are recognised by this email prefix (and nothing else uses it). */
export const LARGE_EMAIL_PREFIX = 'large.customer.';

/** The staff member the large seed's status changes are logged by. */
export const LARGE_STAFF_EMAIL = 'large.staff@example.com';

/**
 * That staff member, a manager who cannot sign in (a password nobody knows), unless there
 * already: `passwordHash` is the hash of a random password.
 */
export const insertLargeStaff = (passwordHash: string) => sql`
  INSERT INTO admins (email, name, password_hash, role)
  VALUES (${LARGE_STAFF_EMAIL}, 'Shift Manager', ${passwordHash}, 'manager')
  ON CONFLICT DO NOTHING`;

const FIRST_NAMES = sql.raw(
  `ARRAY['Sujan','Pratiksha','Bikash','Srijana','Roshan','Anisha','Prabin','Sabina','Nabin','Kritika','Sandesh','Manisha','Suman','Rojina','Aayush','Sneha','Bibek','Pooja','Rajesh','Sushma','Kiran','Asmita','Dipesh','Nisha','Saroj','Samjhana','Ramesh','Elina','Niraj','Sarita','Anil','Sagar','Barsha','Utsav','Kabita','Milan','Laxmi','Bishnu','Rupesh']`,
);
const LAST_NAMES = sql.raw(
  `ARRAY['Maharjan','Tamang','Gurung','Rai','Thapa','Karki','Adhikari','Shakya','Bajracharya','Joshi','Pradhan','Magar','Sherpa','Basnet','Khadka','Poudel','Bhattarai','Limbu','Dangol','Manandhar','Tuladhar','Rana','Acharya','Shrestha']`,
);
/** [street, city, state, zip], Kathmandu most often. */
const PLACES = sql.raw(`ARRAY[
  ARRAY['Thamel Marg','Kathmandu','Bagmati','44600'], ARRAY['Lazimpat Road','Kathmandu','Bagmati','44600'],
  ARRAY['New Baneshwor','Kathmandu','Bagmati','44600'], ARRAY['Boudha Road','Kathmandu','Bagmati','44600'],
  ARRAY['Maharajgunj','Kathmandu','Bagmati','44600'], ARRAY['Jhamsikhel Road','Lalitpur','Bagmati','44700'],
  ARRAY['Pulchowk','Lalitpur','Bagmati','44700'], ARRAY['Sanepa Chowk','Lalitpur','Bagmati','44700'],
  ARRAY['Suryabinayak','Bhaktapur','Bagmati','44800'], ARRAY['Lakeside Road','Pokhara','Gandaki','33700']]`);

/** Hours of a Kathmandu day, repeated by how busy they are: a lunch and a bigger dinner peak. */
const HOURS = sql.raw(
  'ARRAY[10,11,11,12,12,12,13,13,13,14,14,15,16,17,17,18,18,18,18,19,19,19,19,19,20,20,20,20,21,21,22]',
);

/** How far back the history reaches: a little over a year, so a 12-month chart is full. */
const HISTORY_DAYS = 395;
/** The first customers joined a little before the first orders. */
const CUSTOMER_DAYS = 400;

/**
 * Customers `from`..`to` of `total`: joined over the last 400 days, more of them lately (the
 * k-th of n joined at the point where k/n of the growth curve lies), account-less guests of the
 * online shop's size. Existing ones are left alone.
 */
export function insertCustomers(from: number, to: number, total: number, now: Date): SQL {
  return sql`
    INSERT INTO customers (
      id, first_name, last_name, email, phone, address, city, state, zip_code, country,
      date_of_birth, subscribe_newsletter, created_at, updated_at
    )
    SELECT ${seedUuid(sql`'large-customer-' || k`)},
      (${FIRST_NAMES})[1 + k % 39], (${LAST_NAMES})[1 + (k * 7) % 24],
      ${LARGE_EMAIL_PREFIX} || k || '@example.com',
      '97' || lpad(k::text, 8, '0'),
      'House ' || (1 + k % 240) || ', ' || (${PLACES})[1 + k % 10][1],
      (${PLACES})[1 + k % 10][2], (${PLACES})[1 + k % 10][3], (${PLACES})[1 + k % 10][4], 'Nepal',
      date '1975-01-01' + (k * 7919) % 11000, k % 5 < 2,
      joined, joined
    FROM generate_series(${from}::int, ${to}::int) AS k,
      LATERAL (SELECT ${now}::timestamptz
        - make_interval(secs => ${CUSTOMER_DAYS * 86_400} * (1 - sqrt(k::float8 / ${total})))
        - make_interval(mins => 30 + (k * 37) % 600) AS joined) AS j
    ON CONFLICT DO NOTHING`;
}

/** The menu the large orders pick from, most sold first, in a temporary table `large_menu`. */
export const createLargeMenu = sql`
  CREATE TEMP TABLE large_menu ON COMMIT DROP AS
  SELECT (row_number() OVER (ORDER BY m.sold_quantity DESC, m.id) - 1)::int AS idx,
    m.id, m.name, c.name AS category, m.price_paisa
  FROM meals m JOIN categories c ON c.id = m.category_id
  WHERE m.is_active`;

/**
 * Orders `from`..`to` of `total` with their lines, a two-step timeline and its staff step in the
 * activity log, placed over the last
 * 395 days by customers who had joined by then, busier month by month and at dinner time.
 * Older than two hours: 94% delivered, 6% cancelled; younger ones are still on their way.
 */
export function insertOrders(
  from: number,
  to: number,
  total: { orders: number; customers: number; menu: number },
  now: Date,
): SQL[] {
  // A step coprime with the menu's size keeps an order's lines on different meals.
  const step = [7, 11, 13, 17].find((n) => total.menu % n !== 0) ?? 1;
  return [
    sql`
      CREATE TEMP TABLE large_orders ON COMMIT DROP AS
      WITH picked AS (
        SELECT n, greatest(random(), 1e-6) AS p, random() AS r1, random() AS r2, random() AS r3
        FROM generate_series(${from}::int, ${to}::int) AS n
      ), placed AS (
        SELECT n, p, r3,
          ((date_trunc('day', ${now}::timestamptz AT TIME ZONE ${RESTAURANT_TIME_ZONE})
              - make_interval(days => floor(${HISTORY_DAYS} * (1 - sqrt(p)))::int)
              + make_interval(hours => (${HOURS})[1 + floor(r1 * 31)::int])
              + make_interval(secs => r2 * 3600)) AT TIME ZONE ${RESTAURANT_TIME_ZONE}) AS at
        FROM picked
      ), dated AS (
        -- A time later today than now moves to the day before.
        SELECT n, p, r3,
          CASE WHEN at > ${now}::timestamptz - interval '3 minutes' THEN at - interval '1 day' ELSE at END AS at
        FROM placed
      )
      SELECT n, ${seedUuid(sql`'large-order-' || n`)} AS id, at,
        ${seedUuid(sql`'large-customer-' || least(${total.customers}, 1 + floor(random() * p * ${total.customers})::int)`)} AS customer_id,
        CASE
          WHEN ${now}::timestamptz - at > interval '2 hours' THEN
            CASE WHEN r3 < 0.06 THEN 'cancelled' ELSE 'delivered' END
          WHEN ${now}::timestamptz - at < interval '10 minutes' THEN 'pending'
          WHEN ${now}::timestamptz - at < interval '20 minutes' THEN 'confirmed'
          WHEN ${now}::timestamptz - at < interval '40 minutes' THEN 'preparing'
          WHEN ${now}::timestamptz - at < interval '55 minutes' THEN 'ready'
          ELSE 'out_for_delivery'
        END AS status,
        (ARRAY[1,1,1,2,2,2,2,3,3,4])[1 + floor(random() * 10)::int] AS line_count,
        floor(random() ^ 1.6 * ${total.menu})::int AS first_meal
      FROM dated`,
    sql`
      CREATE TEMP TABLE large_lines ON COMMIT DROP AS
      SELECT o.id AS order_id, m.id AS meal_id, m.name, m.category, m.price_paisa,
        (ARRAY[1,1,1,1,1,1,1,2,2,3])[1 + floor(random() * 10)::int] AS quantity
      FROM large_orders o
      CROSS JOIN LATERAL generate_series(0, least(o.line_count, ${total.menu}) - 1) AS j
      JOIN large_menu m ON m.idx = (o.first_meal + j * ${step}) % ${total.menu}`,
    sql`
      INSERT INTO orders (
        id, customer_id, status, customer_name, customer_email, phone, delivery_address,
        subtotal_paisa, discount_paisa, total_paisa, created_at, updated_at
      )
      SELECT o.id, o.customer_id, o.status, c.first_name || ' ' || c.last_name, c.email, c.phone,
        c.address || ', ' || c.city || ', ' || c.zip_code, t.subtotal, 0, t.subtotal, o.at,
        CASE WHEN o.status IN ('delivered', 'cancelled') THEN o.at + interval '41 minutes' ELSE o.at END
      FROM large_orders o
      JOIN customers c ON c.id = o.customer_id
      JOIN (SELECT order_id, sum(price_paisa * quantity) AS subtotal FROM large_lines GROUP BY order_id) t
        ON t.order_id = o.id`,
    sql`
      INSERT INTO order_lines (order_id, meal_id, meal_name, category_name, unit_price_paisa, quantity)
      SELECT order_id, meal_id, name, category, price_paisa, quantity FROM large_lines`,
    sql`
      INSERT INTO order_status_history (order_id, status, changed_by, created_at)
      SELECT id, 'pending', 'customer', at FROM large_orders
      UNION ALL
      SELECT id, status, 'admin', at + interval '41 minutes' FROM large_orders WHERE status <> 'pending'`,
    // Each change staff made is in the activity log too, as the back office writes it, by the
    // large seed's shift manager.
    sql`
      INSERT INTO admin_audit_log (admin_id, action, entity_type, entity_id, details, created_at)
      SELECT (SELECT id FROM admins WHERE email = ${LARGE_STAFF_EMAIL}), 'order.status_changed',
        'order', id::text, jsonb_build_object('from', 'pending', 'to', status, 'notes', null),
        at + interval '41 minutes'
      FROM large_orders WHERE status <> 'pending'`,
  ];
}

/**
 * What the orders add up to, recomputed whole so that running it twice changes nothing: the
 * large customers' spending and visits (delivered orders, as checkout and the kiosk count
 * them), and every meal's units sold (orders not cancelled).
 */
export const settleTotals = [
  // The orders' trigger was paused with the rollup's: each customer's order count, any status.
  sql`
    UPDATE customers c SET order_count = s.orders
    FROM (
      SELECT customer_id, count(*)::int AS orders FROM orders
      WHERE customer_id IS NOT NULL GROUP BY customer_id
    ) s
    WHERE c.id = s.customer_id AND c.order_count <> s.orders`,
  sql`
    UPDATE customers c SET
      total_spent_paisa = s.spent,
      visit_count = s.delivered,
      last_visit_at = s.last_at,
      check_in_status = CASE WHEN s.spent >= 100000 THEN 'vip' WHEN s.spent >= 10000 THEN 'regular' ELSE 'new' END
    FROM (
      SELECT customer_id, sum(total_paisa) AS spent, count(*)::int AS delivered, max(updated_at) AS last_at
      FROM orders
      WHERE status = 'delivered' AND customer_email LIKE ${`${LARGE_EMAIL_PREFIX}%`}
      GROUP BY customer_id
    ) s
    WHERE c.id = s.customer_id`,
  sql`
    UPDATE meals m SET sold_quantity = coalesce(s.units, 0)
    FROM meals m2
    LEFT JOIN (
      SELECT l.meal_id, sum(l.quantity)::int AS units
      FROM order_lines l JOIN orders o ON o.id = l.order_id
      WHERE o.status <> 'cancelled' AND l.meal_id IS NOT NULL
      GROUP BY l.meal_id
    ) s ON s.meal_id = m2.id
    WHERE m.id = m2.id`,
];
