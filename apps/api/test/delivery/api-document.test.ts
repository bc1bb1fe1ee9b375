import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../test-app.ts';

/*
 * The OpenAPI document's sessions, checked against the app's own route list. The document as
 * `npm start` serves it beside the built web app (whose server renderer shares the contracts)
 * is checked by the Playwright stage: e2e/tests/api-document.spec.ts.
 */

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
  t = await startTestApp();
  response = await t.app.inject('/api/docs/json');
  doc = JSON.parse(response.body);
});
afterAll(() => t?.close());

/** `/api/orders/:id` as the document writes it: `/api/orders/{id}`. */
const documentPath = (url: string) => url.replace(/:(\w+)/g, '{$1}');

describe('the OpenAPI document', () => {
  it('is served', () => {
    expect(response.statusCode, response.body.slice(0, 300)).toBe(200);
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
