import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { migrateDatabase, migrationsFolder, openDatabase } from '@shop/db';
import { sql } from '@shop/db/orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/* Migration 0008 gives duplicate meal names a suffix before it makes names unique per category. */

let upTo0007: string;
beforeAll(async () => {
  upTo0007 = await mkdtemp(path.join(tmpdir(), 'migrations-0007-'));
  await cp(migrationsFolder, upTo0007, { recursive: true });
  const journalFile = path.join(upTo0007, 'meta', '_journal.json');
  const journal = JSON.parse(await readFile(journalFile, 'utf8')) as { entries: { idx: number }[] };
  journal.entries = journal.entries.filter((entry) => entry.idx <= 7);
  await writeFile(journalFile, JSON.stringify(journal));
});
afterAll(() => rm(upTo0007, { recursive: true, force: true }));

describe('migration 0008 (meal names per category)', () => {
  it('starts even when the renamed duplicate’s new name is already a meal of the category', async () => {
    const database = await openDatabase({ kind: 'pglite' });
    const { db } = database;
    await migrateDatabase(database, upTo0007);
    await db.execute(sql`INSERT INTO categories (name) VALUES ('Burgers')`);
    const add = async (name: string) => {
      const rows = (await db.execute(
        sql`INSERT INTO meals (category_id, name, description, price_paisa)
            SELECT id, ${name}, '', 100 FROM categories RETURNING id`,
      )) as unknown as { rows: { id: number }[] };
      return rows.rows[0]?.id;
    };
    await add('Burger');
    const second = await add('burger');
    await add(`Burger (${second})`);

    await migrateDatabase(database);

    const names = (await db.execute(sql`SELECT name FROM meals ORDER BY id`)) as unknown as {
      rows: { name: string }[];
    };
    expect(names.rows.map((row) => row.name)).toEqual([
      'Burger',
      `burger (${second}-2)`,
      `Burger (${second})`,
    ]);
    await database.close();
    // Every migration runs twice over on a fresh database: slow on a busy machine.
  }, 120_000);
});
