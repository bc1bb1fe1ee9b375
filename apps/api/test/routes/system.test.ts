import { meals, openDatabase } from '@shop/db';
import { eq, sql } from '@shop/db/orm';
import { ERROR_CODES } from '@shop/shared';
import { localFileStore } from '@shop/storage';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { startTestApp, type TestApp } from '../test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

describe('menu response cache', () => {
  it('answers a repeated read with 304 when the ETag matches', async () => {
    const first = await t.app.inject('/api/meals?sort=rating');
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^".+"$/);
    expect(first.headers['cache-control']).toBe('no-cache');
    const again = await t.app.inject({
      url: '/api/meals?sort=rating',
      headers: { 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it('is cleared in every process when one of them announces a menu change', async () => {
    // A second app on the same database stands in for a second server process.
    const other = await buildApp({
      files: localFileStore('/tmp'),
      config: { webDistDir: '/nonexistent', trustProxy: false },
      database: t.database,
    });
    try {
      const before = (await t.app.inject('/api/meals/1')).json().data;
      await t.db
        .update(meals)
        .set({ name: 'Renamed In Another Process' })
        .where(eq(meals.id, before.id));
      expect((await t.app.inject('/api/meals/1')).json().data.name).toBe(before.name);
      await other.invalidateMenu();
      await expect
        .poll(async () => (await t.app.inject('/api/meals/1')).json().data.name)
        .toBe('Renamed In Another Process');
    } finally {
      await other.close();
    }
  });
});

describe('GET /api/health', () => {
  it('reports the database as reachable', async () => {
    const res = await t.app.inject('/api/health');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', database: 'ok' });
  });
});

describe('the API surface', () => {
  it('publishes an OpenAPI document listing the calls', async () => {
    const res = await t.app.inject('/api/docs/json');
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/api/meals',
        '/api/meals/{id}',
        '/api/categories',
        '/api/health',
        '/api/gallery',
        '/api/events/active',
        '/api/contact',
        '/api/feedback',
        '/api/newsletter',
      ]),
    );
    for (const [path, operations] of Object.entries<Record<string, Record<string, unknown>>>(
      doc.paths,
    )) {
      for (const [method, operation] of Object.entries(operations)) {
        const where = `${method.toUpperCase()} ${path}`;
        expect(operation.summary, where).toEqual(expect.any(String));
        expect(operation.tags, where).toEqual([expect.any(String)]);
        expect(Object.keys(operation.responses as object), where).not.toHaveLength(0);
      }
    }
    const params = doc.paths['/api/meals'].get.parameters.map((p: { name: string }) => p.name);
    expect(params).toEqual(
      expect.arrayContaining([
        'category',
        'search',
        'minPrice',
        'maxPrice',
        'available',
        'page',
        'limit',
        'sort',
      ]),
    );
  });

  it('documents the error body with the enum of error codes', async () => {
    const doc = (await t.app.inject('/api/docs/json')).json();
    expect(doc.components.schemas.ErrorResponse.properties.error.enum).toEqual([...ERROR_CODES]);
  });

  it('sends the page security headers with pages and the short set with JSON', async () => {
    const page = await t.app.inject('/api/docs');
    expect(page.headers['content-security-policy']).toContain("default-src 'self'");
    expect(page.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(page.headers['x-content-type-options']).toBe('nosniff');

    for (const url of ['/api/categories', '/api/no-such-thing']) {
      const json = await t.app.inject(url);
      expect(json.headers['content-security-policy']).toBe(
        "default-src 'none'; frame-ancestors 'none'",
      );
      expect(json.headers['x-content-type-options']).toBe('nosniff');
      expect(json.headers['strict-transport-security']).toContain('max-age=31536000');
      expect(json.headers['x-frame-options']).toBeUndefined();
    }

    const first = await t.app.inject('/api/categories');
    const notModified = await t.app.inject({
      url: '/api/categories',
      headers: { 'if-none-match': first.headers.etag as string },
    });
    expect(notModified.statusCode).toBe(304);
    expect(notModified.headers['content-security-policy']).toBe(
      "default-src 'none'; frame-ancestors 'none'",
    );
  });

  it('answers unknown API paths with a JSON 404', async () => {
    const res = await t.app.inject('/api/no-such-thing');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: 'NOT_FOUND', message: 'Not found' });
  });

  it('refuses path traversal out of the uploads folder', async () => {
    const res = await t.app.inject('/uploads/../../etc/passwd');
    expect(res.statusCode).toBe(404);
  });
});

describe('a database that cannot be reached', () => {
  it('makes /api/health and menu reads fail with 503 and a readable message', async () => {
    const broken = await startTestApp();
    await broken.database.close();
    const health = await broken.app.inject('/api/health');
    expect(health.statusCode).toBe(503);
    expect(health.json()).toEqual({
      error: 'SERVICE_UNAVAILABLE',
      message: 'The server is currently unavailable. Please try again later.',
    });
    const menu = await broken.app.inject('/api/meals');
    expect(menu.statusCode).toBe(503);
    await broken.app.close();
  });

  it('answers 503 when the PostgreSQL server does not accept connections', async () => {
    // Port 1 on loopback: nothing listens there, so every query is refused.
    const unreachable = await openDatabase({
      kind: 'postgres',
      url: 'postgres://postgres@127.0.0.1:1/shop',
    });
    const app = await buildApp({
      files: localFileStore('/tmp'),
      config: { webDistDir: '/nonexistent', trustProxy: false },
      database: { ...unreachable, listen: async () => async () => {} },
    });
    try {
      expect((await app.inject('/api/health')).statusCode).toBe(503);
      const menu = await app.inject('/api/categories');
      expect(menu.statusCode).toBe(503);
      expect(menu.json().message).toBe(
        'The server is currently unavailable. Please try again later.',
      );
    } finally {
      await app.close();
      await unreachable.close();
    }
  });
});

describe.runIf(inject('template').kind === 'postgres')('menu cache on PostgreSQL', () => {
  it('keeps listening after its LISTEN connection is killed, and clears the cache on reconnect', async () => {
    const before = (await t.app.inject('/api/meals/2')).json().data;
    await t.db.update(meals).set({ name: 'Changed While Deaf' }).where(eq(meals.id, before.id));
    await t.db.execute(
      sql`SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = current_database() AND query LIKE 'LISTEN%'`,
    );
    // Nothing announced the change, but the reconnect must assume one may have been missed.
    await expect
      .poll(async () => (await t.app.inject('/api/meals/2')).json().data.name, { timeout: 10_000 })
      .toBe('Changed While Deaf');
    await t.db
      .update(meals)
      .set({ name: 'Announced After Reconnect' })
      .where(eq(meals.id, before.id));
    await t.app.invalidateMenu();
    expect((await t.app.inject('/api/meals/2')).json().data.name).toBe('Announced After Reconnect');
  });
});
