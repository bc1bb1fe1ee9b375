import { categories, type DatabaseHandle, type DbOrTx, meals } from '@shop/db';
import { eq, sql } from '@shop/db/orm';
import { openCopy } from '@shop/db/testing';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { isUniqueViolation } from '../../src/lib/database-errors.ts';

/*
 * Statements that repeat run prepared (packages/db/src/prepared-statements, decision 028): the
 * database plans them once. Their answers, their errors and the notices they send must stay
 * exactly those of a statement run once.
 */

let database: DatabaseHandle;
beforeAll(async () => {
  database = await openCopy(inject('template'));
});
afterAll(async () => {
  await database.close();
});

const MEAL_FACTS = `SELECT m.id, m.name, m.price_paisa, m.created_at, m.images
  FROM meals m WHERE m.id = ANY($1::int[]) AND m.name <> $2 ORDER BY m.id`;

async function mealFacts(db: DbOrTx, ids: number[], notNamed: string | null) {
  const result = (await db.execute(
    sql`SELECT m.id, m.name, m.price_paisa, m.created_at, m.images
  FROM meals m WHERE m.id = ANY(${`{${ids.join(',')}}`}::int[]) AND m.name <> ${notNamed ?? ''} ORDER BY m.id`,
  )) as unknown as { rows: unknown[] };
  return result.rows;
}

async function isPrepared(db: DbOrTx, text: string): Promise<boolean> {
  const result = (await db.execute(
    sql`SELECT count(*)::int AS n FROM pg_prepared_statements WHERE statement = ${text}`,
  )) as unknown as { rows: { n: number }[] };
  return (result.rows[0]?.n ?? 0) > 0;
}

/** On PostgreSQL each connection prepares its own: one transaction keeps one connection. */
function onOneConnection<T>(work: (db: DbOrTx) => Promise<T>): Promise<T> {
  return database.kind === 'pglite' ? work(database.db) : database.db.transaction(work);
}

describe('repeated statements', () => {
  it('are prepared, and answer as they did the first time', async () => {
    const ids = (await database.db.select({ id: meals.id }).from(meals).limit(3)).map((m) => m.id);
    await onOneConnection(async (db) => {
      const first = await mealFacts(db, ids, null);
      expect(first).toHaveLength(3);
      for (let run = 0; run < 4; run++) {
        expect(await mealFacts(db, ids, null)).toEqual(first);
      }
      expect(await mealFacts(db, ids.slice(0, 1), 'no such meal')).toEqual(first.slice(0, 1));
      // On PGlite, statements in a transaction run as PGlite runs them; outside, prepared.
      expect(await isPrepared(db, MEAL_FACTS)).toBe(true);
    });
  });

  it('map their rows as the query builder expects, dates and numbers included', async () => {
    const read = () =>
      database.db
        .select({ id: meals.id, createdAt: meals.createdAt, price: meals.pricePaisa })
        .from(meals)
        .where(eq(meals.isActive, true))
        .limit(2);
    const first = await read();
    const again = await read();
    expect(again).toEqual(first);
    expect(again[0]?.createdAt).toBeInstanceOf(Date);
    expect(typeof again[0]?.price).toBe('number');
  });

  it('report a failure as a statement run once does, and leave the database working', async () => {
    const [category] = await database.db
      .select({ name: categories.name })
      .from(categories)
      .limit(1);
    if (!category) throw new Error('the seeded database has no category');
    const duplicate = () => database.db.insert(categories).values({ name: category.name });
    for (let run = 0; run < 3; run++) {
      const error = await duplicate().then(
        () => null,
        (caught: unknown) => caught,
      );
      expect(isUniqueViolation(error, 'categories_name_unique')).toBe(true);
    }
    const [count] = await database.db.select({ n: sql<number>`count(*)::int` }).from(categories);
    expect(count?.n).toBeGreaterThan(0);
  });

  it('still deliver the notices they send', async () => {
    const heard: string[] = [];
    const unlisten = await database.listen('prepared_statement_test', (payload) => {
      heard.push(payload);
    });
    try {
      for (const word of ['one', 'two', 'three']) {
        await database.db.execute(sql`SELECT pg_notify('prepared_statement_test', ${word})`);
      }
      await expect.poll(() => heard, { timeout: 2000 }).toEqual(['one', 'two', 'three']);
    } finally {
      await unlisten();
    }
  });
});
