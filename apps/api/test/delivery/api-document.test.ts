import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../test-app.ts';

/*
 * The OpenAPI document of the app as `npm start` runs it: with the built web app, whose server
 * renderer shares the process (and the contracts) with the API. The build is made here when
 * it is missing or older than its sources, as `npm start` does.
 */
const root = fileURLToPath(new URL('../../../../', import.meta.url));
const webDistDir = `${root}apps/web/dist`;

interface Operation {
  security?: Record<string, string[]>[];
}
interface ApiDocument {
  paths: Record<string, Record<string, Operation>>;
  components: {
    schemas: Record<string, unknown>;
    securitySchemes?: Record<string, { type: string; scheme?: string }>;
  };
}

let t: TestApp;
let response: { statusCode: number; body: string };
let doc: ApiDocument;

beforeAll(async () => {
  const build = spawnSync('node', ['scripts/build-web-if-stale.mjs'], {
    cwd: root,
    encoding: 'utf8',
  });
  if (build.status !== 0) throw new Error(`the web app did not build:\n${build.stderr}`);
  t = await startTestApp({ webDistDir });
  response = await t.app.inject('/api/docs/json');
  doc = JSON.parse(response.body);
}, 300_000);
afterAll(() => t?.close());

/** `/api/orders/:id` as the document writes it: `/api/orders/{id}`. */
const documentPath = (url: string) => url.replace(/:(\w+)/g, '{$1}');

describe('the OpenAPI document of the started app', () => {
  it('is served, with the shared schemas, next to server-rendered pages', async () => {
    expect(response.statusCode, response.body.slice(0, 300)).toBe(200);
    expect(Object.keys(doc.components.schemas)).toEqual(
      expect.arrayContaining(['Pagination', 'Order', 'OrderRequest']),
    );
    const page = await t.app.inject('/meals');
    expect(page.body).toContain('id="page-state"');
  });

  it('declares the customer’s and the staff’s bearer sessions', () => {
    expect(doc.components.securitySchemes).toMatchObject({
      customerSession: { type: 'http', scheme: 'bearer' },
      staffSession: { type: 'http', scheme: 'bearer' },
    });
  });

  it('marks every call that needs a session with its scheme, and no other', () => {
    const scheme = { customer: 'customerSession', admin: 'staffSession' } as const;
    const wrong: string[] = [];
    const apiRoutes = t.app
      .routeCatalog()
      .filter((route) => route.url.startsWith('/api/') && route.method !== 'HEAD');
    for (const route of apiRoutes) {
      const operation = doc.paths[documentPath(route.url)]?.[route.method.toLowerCase()];
      if (!operation) continue; // the docs' own routes are not in the document
      const expected =
        route.scope === 'customer' || route.scope === 'admin'
          ? [{ [scheme[route.scope]]: [] }]
          : undefined;
      if (JSON.stringify(operation.security) !== JSON.stringify(expected)) {
        wrong.push(`${route.method} ${route.url}: ${JSON.stringify(operation.security)}`);
      }
    }
    expect(wrong).toEqual([]);
    expect(doc.paths['/api/orders']?.post?.security).toEqual([{ customerSession: [] }]);
    expect(doc.paths['/api/admin/customers']?.get?.security).toEqual([{ staffSession: [] }]);
    expect(doc.paths['/api/meals']?.get?.security).toBeUndefined();
  });
});
