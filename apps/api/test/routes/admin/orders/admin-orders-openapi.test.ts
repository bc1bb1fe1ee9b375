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

describe('the OpenAPI document of the back office’s order calls', () => {
  it.each([
    ['/api/admin/orders', 'get', ['200', '400', '401', '403']],
    ['/api/admin/orders/active', 'get', ['200', '400', '401', '403']],
    ['/api/admin/orders/{id}', 'get', ['200', '401', '403', '404']],
    ['/api/admin/orders/{id}/status', 'patch', ['200', '400', '401', '403', '404', '409']],
    // The order delete path is the one the Orders screen uses (docs/product-rules.md#orders).
    ['/api/orders/{id}', 'delete', ['200', '400', '401', '403', '404', '409']],
  ])('documents %s %s with its answers', (path, method, statuses) => {
    const operation = doc.paths[path]?.[method];
    expect(operation, `${method} ${path}`).toBeDefined();
    expect(Object.keys(operation?.responses ?? {}).sort()).toEqual([...statuses].sort());
    expect(operation?.summary).toBeTruthy();
  });

  it('describes the status conflict with the order as it is now, and expectedStatus', () => {
    const patch = doc.paths['/api/admin/orders/{id}/status']?.patch;
    const text = JSON.stringify(patch);
    expect(text).toContain('OrderStatusConflict');
    expect(text).toContain('AdminOrderStatusUpdate');
  });
});
