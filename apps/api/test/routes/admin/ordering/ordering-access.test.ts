import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newCustomer, type SignedIn } from '../../../support/sessions.ts';
import { startTestApp, type TestApp } from '../../../test-app.ts';

let t: TestApp;
let customer: SignedIn;
beforeAll(async () => {
  t = await startTestApp();
  customer = await newCustomer(t);
});
afterAll(() => t.close());

const CALLS = [
  ['GET', '/api/admin/ordering/hours'],
  ['PUT', '/api/admin/ordering/hours'],
  ['GET', '/api/admin/ordering/settings'],
  ['PUT', '/api/admin/ordering/settings'],
  ['GET', '/api/admin/ordering/special-days'],
  ['POST', '/api/admin/ordering/special-days'],
  ['DELETE', '/api/admin/ordering/special-days/2025-06-10'],
  ['POST', '/api/admin/ordering/pause'],
  ['DELETE', '/api/admin/ordering/pause'],
  ['GET', '/api/admin/delivery/areas'],
  ['GET', '/api/admin/delivery/areas/1'],
  ['POST', '/api/admin/delivery/areas'],
  ['PUT', '/api/admin/delivery/areas/1'],
  ['DELETE', '/api/admin/delivery/areas/1'],
] as const;

describe('the owner’s ordering calls', () => {
  it.each(CALLS)(
    '%s %s refuses a caller without a session, and a customer',
    async (method, url) => {
      const payload = method === 'POST' || method === 'PUT' ? { reason: 'x' } : undefined;
      for (const headers of [{}, customer.headers]) {
        const res = await t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
        expect(res.statusCode).toBe(401);
        expect(res.json().error).toBe('UNAUTHORIZED');
      }
    },
  );

  it('are documented in OpenAPI', async () => {
    const doc = (await t.app.inject('/api/docs/json')).json();
    expect(Object.keys(doc.paths['/api/admin/ordering/hours'])).toEqual(['get', 'put']);
    expect(Object.keys(doc.paths['/api/admin/delivery/areas/{id}']).sort()).toEqual([
      'delete',
      'get',
      'put',
    ]);
    for (const path of [
      '/api/ordering/status',
      '/api/ordering/slots',
      '/api/delivery/areas',
      '/api/ordering/status/events',
    ]) {
      expect(doc.paths[path]?.get, path).toBeDefined();
    }
    expect(Object.keys(doc.components.schemas)).toEqual(
      expect.arrayContaining([
        'OrderingStatusResponse',
        'OrderingSlots',
        'PauseResponse',
        'AdminDeliveryArea',
      ]),
    );
  });
});
