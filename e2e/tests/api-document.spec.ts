import { expect, test } from './support/test.ts';

/*
 * The OpenAPI document of the app as `npm start` runs it: beside the built web app, whose
 * server renderer shares the process (and the contracts) with the API, so a schema registered
 * twice (once per bundle) would break it. That every call's session matches its route's scope
 * is checked by the API stage against the route list (apps/api/test/delivery/api-document.test.ts).
 */
interface ApiDocument {
  paths: Record<string, Record<string, { security?: Record<string, string[]>[] }>>;
  components: {
    schemas: Record<string, unknown>;
    securitySchemes?: Record<string, { type: string; scheme?: string }>;
  };
}

test('the API document is served beside server-rendered pages, with its sessions', async ({
  request,
}) => {
  const answer = await request.get('/api/docs/json');
  expect(answer.status(), (await answer.text()).slice(0, 300)).toBe(200);
  const doc = (await answer.json()) as ApiDocument;
  expect(Object.keys(doc.components.schemas)).toEqual(
    expect.arrayContaining(['Pagination', 'Order', 'OrderRequest']),
  );
  expect(doc.components.securitySchemes).toMatchObject({
    customerSession: { type: 'http', scheme: 'bearer' },
    staffSession: { type: 'http', scheme: 'bearer' },
  });
  // Every back-office call but signing in carries the staff session; the public menu none.
  const signIn = ['/api/admin/login', '/api/admin/login/two-factor', '/api/admin/login-hint'];
  const wrong: string[] = [];
  for (const [path, operations] of Object.entries(doc.paths)) {
    if (!path.startsWith('/api/admin/') || signIn.includes(path)) continue;
    for (const [method, operation] of Object.entries(operations)) {
      if (JSON.stringify(operation.security) !== JSON.stringify([{ staffSession: [] }])) {
        wrong.push(`${method} ${path}: ${JSON.stringify(operation.security)}`);
      }
    }
  }
  expect(wrong).toEqual([]);
  expect(doc.paths['/api/orders']?.post?.security).toEqual([{ customerSession: [] }]);
  expect(doc.paths['/api/admin/customers']?.get?.security).toEqual([{ staffSession: [] }]);
  expect(doc.paths['/api/meals']?.get?.security).toBeUndefined();

  const page = await request.get('/meals');
  expect(await page.text()).toContain('id="page-state"');
});
