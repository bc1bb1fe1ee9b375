import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test-app.ts';

let t: TestApp;
let doc: {
  paths: Record<string, Record<string, { summary?: string; responses: Record<string, unknown> }>>;
};
beforeAll(async () => {
  t = await startTestApp();
  doc = (await t.app.inject('/api/docs/json')).json();
});
afterAll(() => t.close());

describe('the OpenAPI document of the back office’s customer calls', () => {
  it.each([
    ['/api/admin/customers', 'get', ['200', '400', '401', '403']],
    ['/api/admin/customers/{id}', 'get', ['200', '401', '403', '404']],
    ['/api/admin/customers/{id}/activity', 'get', ['200', '401', '403', '404']],
    ['/api/admin/customers/{id}/status', 'put', ['200', '400', '401', '403', '404']],
    ['/api/admin/customers/{id}', 'delete', ['200', '401', '403', '404', '409']],
  ])('documents %s %s with its answers', (path, method, statuses) => {
    const operation = doc.paths[path]?.[method];
    expect(operation, `${method} ${path}`).toBeDefined();
    expect(Object.keys(operation?.responses ?? {}).sort()).toEqual([...statuses].sort());
    expect(operation?.summary).toBeTruthy();
  });

  it('lists the filters’ choices', () => {
    const text = JSON.stringify(doc.paths['/api/admin/customers']?.get);
    for (const word of ['VIP', 'Inactive', 'medium', 'totalSpent', 'visits']) {
      expect(text).toContain(word);
    }
  });
});
