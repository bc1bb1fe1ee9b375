import { categories, contactMessages } from '@shop/db';
import { count } from '@shop/db/orm';
import { MESSAGES } from '@shop/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SignedIn, signInAdmin } from '../support/sessions.ts';
import { startTestApp, type TestApp } from '../test-app.ts';

/*
 * Text that is not Unicode: a lone UTF-16 surrogate, which JSON can spell (`"\ud800"`) but no
 * database column, audit log or mail can hold. Refused with 400 before any route reads it.
 */

let t: TestApp;
let admin: SignedIn;
beforeAll(async () => {
  t = await startTestApp();
  admin = await signInAdmin(t);
});
afterAll(() => t.close());

/** A JSON body written by hand, so that the lone surrogate reaches the server as `\ud800`. */
const postJson = (url: string, json: string, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url,
    headers: { 'content-type': 'application/json', ...headers },
    payload: json,
  });

const refusal = { error: 'VALIDATION_FAILED', message: MESSAGES.malformedText };

async function rows(table: typeof categories | typeof contactMessages) {
  const [row] = await t.db.select({ n: count() }).from(table);
  return row?.n ?? 0;
}

describe('a lone surrogate in a JSON text field', () => {
  it('is refused (400) on POST /api/categories, and no category is made', async () => {
    const before = await rows(categories);
    const res = await postJson(
      '/api/categories',
      '{"name":"Momo \\ud800","description":"Steamed"}',
      admin.headers,
    );
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(refusal);
    expect(await rows(categories)).toBe(before);
  });

  it('is refused (400) on POST /api/contact rather than stored altered', async () => {
    const before = await rows(contactMessages);
    const res = await postJson(
      '/api/contact',
      '{"name":"Ram Bahadur","email":"ram@example.com.np","subject":"Booking",' +
        '"message":"Can we book the hall \\udfff for twenty people?"}',
    );
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(refusal);
    expect(await rows(contactMessages)).toBe(before);
  });

  it('is refused wherever it sits in the body: nested in a list, or in a key', async () => {
    const nested = await postJson(
      '/api/contact',
      '{"name":"Ram","email":"ram@example.com.np","subject":"x","message":"hello there","tags":[{"a":"\\ud83d"}]}',
    );
    expect(nested.json()).toEqual(refusal);
    const key = await postJson('/api/contact', '{"\\ud800":1,"name":"Ram"}');
    expect(key.json()).toEqual(refusal);
  });

  it('is told apart from a surrogate pair, which is an ordinary character (an emoji)', async () => {
    const res = await postJson(
      '/api/contact',
      '{"name":"Ram Bahadur","email":"ram@example.com.np","subject":"Thanks \\ud83c\\udf54",' +
        '"message":"The burgers were great, thank you!"}',
    );
    expect(res.statusCode).toBe(201);
  });
});

describe('a JSON body nested 100 000 levels deep', () => {
  it('is refused in words (400), not a server error', async () => {
    const depth = 100_000;
    const res = await postJson('/api/contact', `${'['.repeat(depth)}${']'.repeat(depth)}`);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      error: 'VALIDATION_FAILED',
      message: 'Invalid input: expected object, received array',
    });
  });

  it('as a long flat list is read through as well', async () => {
    const res = await postJson('/api/contact', `[${'1,'.repeat(300_000)}1]`);
    expect(res.statusCode).toBe(400);
  });
});
