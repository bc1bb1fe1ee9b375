import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newCustomer, type SignedIn } from '../../../support/sessions.ts';
import type { TestApp } from '../../../test-app.ts';
import { startPromotionsApp } from './promotions-support.ts';

let t: TestApp;
let customer: SignedIn;
beforeAll(async () => {
  t = await startPromotionsApp();
  customer = await newCustomer(t);
});
afterAll(() => t.close());

const CALLS = [
  ['GET', '/api/admin/events'],
  ['GET', '/api/admin/events/1'],
  ['POST', '/api/admin/events'],
  ['PUT', '/api/admin/events/1'],
  ['DELETE', '/api/admin/events/1'],
  ['GET', '/api/admin/coupons'],
  ['GET', '/api/admin/coupons/1'],
  ['POST', '/api/admin/coupons'],
  ['PUT', '/api/admin/coupons/1'],
  ['DELETE', '/api/admin/coupons/1'],
] as const;

describe('the events and coupons calls', () => {
  it.each(CALLS)(
    '%s %s refuses a caller without a session, and a customer',
    async (method, url) => {
      const payload = method === 'POST' || method === 'PUT' ? { code: 'HACK10' } : undefined;
      const anonymous = await t.app.inject({ method, url, ...(payload ? { payload } : {}) });
      expect(anonymous.statusCode).toBe(401);
      expect(anonymous.json().error).toBe('UNAUTHORIZED');
      const asCustomer = await t.app.inject({
        method,
        url,
        headers: customer.headers,
        ...(payload ? { payload } : {}),
      });
      expect(asCustomer.statusCode).toBe(401);
    },
  );
});

describe('the OpenAPI document', () => {
  it('documents the event form as multipart with its image, and the coupon schemas', async () => {
    const doc = (await t.app.inject('/api/docs/json')).json();
    const create = doc.paths['/api/admin/events'].post;
    expect(Object.keys(create.responses).sort()).toEqual(
      ['201', '400', '401', '403', '409', '413', '415'].sort(),
    );
    const form = create.requestBody.content['multipart/form-data'].schema;
    expect(JSON.stringify(form)).toContain('image');
    expect(Object.keys(doc.components.schemas)).toEqual(
      expect.arrayContaining(['AdminEvent', 'AdminEventList', 'AdminCoupon', 'AdminCouponList']),
    );
    expect(Object.keys(doc.paths['/api/admin/coupons/{id}'])).toEqual(
      expect.arrayContaining(['get', 'put', 'delete']),
    );
  });
});
