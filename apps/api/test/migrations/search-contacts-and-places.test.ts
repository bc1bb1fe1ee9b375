import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  foldAnalyticsDeltas,
  migrateDatabase,
  migrationsFolder,
  openDatabase,
  rebuildAnalyticsRollup,
} from '@shop/db';
import { type SQL, sql } from '@shop/db/orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/*
 * Migrations 0013 to 0017 fill the order search's contacts (per status, with their orders'
 * times) and the customers per place and tier from what is there, and their triggers keep them
 * as orders and customers change.
 */

let upTo0012: string;
beforeAll(async () => {
  upTo0012 = await mkdtemp(path.join(tmpdir(), 'migrations-0012-'));
  await cp(migrationsFolder, upTo0012, { recursive: true });
  const journalFile = path.join(upTo0012, 'meta', '_journal.json');
  const journal = JSON.parse(await readFile(journalFile, 'utf8')) as { entries: { idx: number }[] };
  journal.entries = journal.entries.filter((entry) => entry.idx <= 12);
  await writeFile(journalFile, JSON.stringify(journal));
});
afterAll(() => rm(upTo0012, { recursive: true, force: true }));

describe('migrations 0013 to 0017 (order search contacts per status, customers per place)', () => {
  it('fill both from the rows there are, and their triggers keep them', async () => {
    const database = await openDatabase({ kind: 'pglite' });
    const { db } = database;
    const rows = async <T>(query: SQL) =>
      ((await db.execute(query)) as unknown as { rows: T[] }).rows;
    await migrateDatabase(database, upTo0012);
    const [ram, sita] = await rows<{ id: string }>(sql`
      INSERT INTO customers (first_name, last_name, email, city, state, country, total_spent_paisa)
      VALUES ('Ram', 'Thapa', 'ram@example.com', ' Kathmandu', 'Bagmati', 'Nepal', 2000000),
             ('Sita', 'Rai', 'sita@example.com', 'Pokhara', 'Gandaki', 'Nepal', 0)
      RETURNING id`);
    const placeOrder = (customer: { id: string } | undefined, name: string, email: string) =>
      db.execute(sql`
        INSERT INTO orders (customer_id, customer_name, customer_email, phone, delivery_address,
          subtotal_paisa, total_paisa)
        VALUES (${customer?.id ?? null}, ${name}, ${email}, '9800000000', 'Thamel', 100, 100)`);
    await placeOrder(ram, 'Ram Thapa', 'ram@example.com');
    await placeOrder(ram, 'Ram Thapa', 'ram@example.com');
    await placeOrder(sita, 'Sita Rai', 'sita@example.com');

    await migrateDatabase(database);

    const contacts = () =>
      rows<{ customer_email: string; customer_name: string; status: string; orders: number }>(
        sql`SELECT customer_email, customer_name, status, orders FROM order_contacts
            ORDER BY 1, 2, 3`,
      );
    const ram2 = { customer_email: 'ram@example.com', customer_name: 'Ram Thapa' };
    const sita1 = { customer_email: 'sita@example.com', customer_name: 'Sita Rai' };
    expect(await contacts()).toEqual([
      { ...ram2, status: 'pending', orders: 2 },
      { ...sita1, status: 'pending', orders: 1 },
    ]);
    const places = async () => {
      await foldAnalyticsDeltas(db);
      return rows<{ city: string; state: string; country: string; tier: string; n: number }>(
        sql`SELECT city, state, country, tier, customers AS n FROM customer_place_totals
            WHERE customers <> 0 ORDER BY 1, 4`,
      );
    };
    expect(await places()).toEqual([
      { city: 'kathmandu', state: 'bagmati', country: 'nepal', tier: 'VIP', n: 1 },
      { city: 'pokhara', state: 'gandaki', country: 'nepal', tier: 'Active', n: 1 },
    ]);

    // Orders come under a new name, move on and go; customers move, lose their tier, leave.
    await placeOrder(ram, 'Ram B. Thapa', 'ram@example.com');
    await db.execute(sql`UPDATE orders SET status = 'delivered'
      WHERE id = (SELECT id FROM orders WHERE customer_name = 'Ram Thapa' LIMIT 1)`);
    await db.execute(sql`DELETE FROM orders WHERE customer_name = 'Sita Rai'`);
    await db.execute(
      sql`UPDATE customers SET city = NULL, is_active = false WHERE id = ${ram?.id}`,
    );
    await db.execute(sql`UPDATE customers SET total_spent_paisa = 1 WHERE id = ${sita?.id}`);
    await db.execute(sql`DELETE FROM customers WHERE id = ${sita?.id}`);
    expect(await contacts()).toEqual([
      {
        customer_email: 'ram@example.com',
        customer_name: 'Ram B. Thapa',
        status: 'pending',
        orders: 1,
      },
      { ...ram2, status: 'delivered', orders: 1 },
      { ...ram2, status: 'pending', orders: 1 },
      { ...sita1, status: 'pending', orders: 0 },
    ]);
    const kept = await places();
    expect(kept).toEqual([
      { city: '', state: 'bagmati', country: 'nepal', tier: 'Inactive', n: 1 },
    ]);

    // Each contact keeps the times of its orders as bounds: an order moved back in time widens
    // them, a deletion does not narrow them.
    const times = async () =>
      (
        await rows<{ first: string; bounds: boolean }>(sql`
          SELECT contact.first_at::text AS first, contact.first_at <= min(o.created_at)
            AND contact.last_at >= max(o.created_at) AS bounds
          FROM order_contacts AS contact
          JOIN orders AS o USING (customer_email, customer_name, status)
          WHERE contact.customer_name = 'Ram Thapa' AND contact.status = 'pending'
          GROUP BY contact.first_at, contact.last_at`)
      )[0];
    expect((await times())?.bounds).toBe(true);
    await db.execute(sql`UPDATE orders SET created_at = '2020-01-01 10:00+00'
      WHERE customer_name = 'Ram Thapa' AND status = 'pending'`);
    expect(await times()).toEqual({ first: '2020-01-01 10:00:00+00', bounds: true });

    // A rebuild after a bulk load that paused the triggers comes to the same.
    await rebuildAnalyticsRollup(db);
    expect(await places()).toEqual(kept);
    expect((await contacts()).filter((contact) => contact.orders > 0)).toHaveLength(3);
    await database.close();
    // Every migration runs twice over on a fresh database: slow on a busy machine.
  }, 120_000);
});
