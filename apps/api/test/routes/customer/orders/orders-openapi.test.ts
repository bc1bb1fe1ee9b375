import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

/** Every order call, with the statuses its OpenAPI entry must list. */
const DOCUMENTED: [string, string, string[]][] = [
  ['/api/orders', 'post', ['200', '201', '400', '401', '403', '409']],
  ['/api/orders', 'get', ['200', '400', '401']],
  ['/api/orders/my-orders', 'get', ['200', '400', '401']],
  ['/api/orders/history', 'get', ['200', '400', '401']],
  ['/api/orders/validate', 'post', ['200', '400', '401', '403']],
  ['/api/orders/delivery-estimate', 'post', ['200', '400', '401']],
  ['/api/orders/{id}', 'get', ['200', '400', '401', '404']],
  ['/api/orders/{id}', 'delete', ['200', '400', '401', '403', '404', '409']],
  ['/api/orders/{id}/track', 'get', ['200', '400', '401', '404']],
  ['/api/orders/{id}/cancel', 'put', ['200', '400', '401', '404', '409']],
  ['/api/orders/{id}/reorder', 'post', ['200', '400', '401', '404']],
  ['/api/orders/{id}/rate', 'post', ['200', '400', '401', '404', '409']],
  ['/api/orders/{id}/status', 'patch', ['200', '400', '401', '403', '404', '409']],
  ['/api/admin/orders/{id}/status', 'patch', ['200', '400', '401', '403', '404', '409']],
  ['/api/coupons/validate', 'post', ['200', '400', '401', '403']],
];

describe('the OpenAPI document', () => {
  it.each(DOCUMENTED)('documents %s %s with its answers', async (path, method, statuses) => {
    const doc = (await t.app.inject('/api/docs/json')).json();
    const operation = doc.paths[path]?.[method];
    expect(operation, `${method} ${path}`).toBeDefined();
    expect(Object.keys(operation.responses).sort()).toEqual([...statuses].sort());
    expect(operation.summary).toBeTruthy();
  });

  it('describes checkout as it is: one read, then one conditional write, no transaction', async () => {
    const doc = (await t.app.inject('/api/docs/json')).json();
    const description: string = doc.paths['/api/orders'].post.description;
    expect(description).toContain('in one statement');
    expect(description).toContain('no transaction spans the read and the write');
    expect(description).not.toContain('in one transaction');
  });

  it('names the order schemas every order call shares', async () => {
    const doc = (await t.app.inject('/api/docs/json')).json();
    expect(Object.keys(doc.components.schemas)).toEqual(
      expect.arrayContaining([
        'Order',
        'OrderRequest',
        'OrderList',
        'CheckoutConflict',
        'CheckoutConflictError',
        'CouponValidation',
      ]),
    );
    const conflict =
      doc.paths['/api/orders'].post.responses['409'].content['application/json'].schema;
    expect(JSON.stringify(conflict)).toContain('CheckoutConflict');
  });
});
