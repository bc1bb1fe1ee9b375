import { orders } from '@shop/db';
import {
  adminDeliveryAreaListSchema,
  adminDeliveryAreaSavedSchema,
  adminDeliveryAreaSchema,
  DELIVERY_AREA_MESSAGES,
  NUL_CHARACTER_MESSAGE,
} from '@shop/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SignedIn, signInAdmin } from '../../../support/sessions.ts';
import { startTestApp, type TestApp } from '../../../test-app.ts';
import { auditActions } from '../promotions/promotions-support.ts';

/* The back office's delivery areas (docs/product-rules.md#delivery-areas). */

let t: TestApp;
let admin: SignedIn;
beforeAll(async () => {
  t = await startTestApp();
  admin = await signInAdmin(t);
});
afterAll(() => t.close());

const AREAS = '/api/admin/delivery/areas';
const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: admin.headers, ...(payload ? { payload } : {}) });

async function create(payload: object) {
  const res = await call('POST', AREAS, payload);
  expect(res.statusCode, res.body).toBe(201);
  return adminDeliveryAreaSavedSchema.parse(res.json()).data;
}

describe('delivery areas', () => {
  it('creates an area: the name is its place when places are left out', async () => {
    const area = await create({ name: 'Sanepa', fee: '80', minimum_order: 500, extra_minutes: 10 });
    expect(area).toMatchObject({
      name: 'Sanepa',
      fee: 80,
      minimumOrder: 500,
      extraMinutes: 10,
      places: [],
      version: 1,
      orderCount: 0,
    });
    const read = await call('GET', `${AREAS}/${area.id}`);
    expect(adminDeliveryAreaSchema.parse(read.json())).toEqual(area);
    const publicList = (await t.app.inject('/api/delivery/areas')).json().areas;
    expect(publicList.find((a: { name: string }) => a.name === 'Sanepa')).toMatchObject({
      fee: 80,
    });
    expect(await auditActions(t, 'delivery_area', area.id)).toEqual(['delivery_area.created']);
  });

  it('lists areas by name with the orders delivered to each', async () => {
    const area = await create({ name: 'Aardvark Chowk', places: ['Aardvark'] });
    await t.db.insert(orders).values({
      status: 'delivered',
      customerName: 'Area Tester',
      customerEmail: 'area@example.com',
      phone: '9800000000',
      deliveryAddress: 'Aardvark 1',
      subtotalPaisa: 1000,
      discountPaisa: 0,
      totalPaisa: 1000,
      deliveryAreaId: area.id,
      deliveryAreaName: area.name,
    });
    const { data } = adminDeliveryAreaListSchema.parse((await call('GET', AREAS)).json());
    const names = data.map((a) => a.name);
    expect(names).toEqual(
      [...names].sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase())),
    );
    expect(data.find((a) => a.id === area.id)?.orderCount).toBe(1);
  });

  it('refuses a name taken in another letter case (409)', async () => {
    const res = await call('POST', AREAS, { name: 'thamel' });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(DELIVERY_AREA_MESSAGES.nameTaken('thamel'));
  });

  it('saves a change with the version, refuses a stale form with the area as it is now', async () => {
    const area = await create({ name: 'Patan Durbar', places: ['Patan Durbar Square'] });
    const saved = await call('PUT', `${AREAS}/${area.id}`, {
      name: 'Patan Durbar',
      fee: 50,
      places: ['Patan Durbar Square', 'Mangal Bazar'],
      version: area.version,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const now = adminDeliveryAreaSavedSchema.parse(saved.json()).data;
    expect(now).toMatchObject({
      fee: 50,
      version: 2,
      places: ['Patan Durbar Square', 'Mangal Bazar'],
    });

    const stale = await call('PUT', `${AREAS}/${area.id}`, {
      name: 'Patan',
      version: area.version,
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toBe(DELIVERY_AREA_MESSAGES.stale);
    expect(stale.json().details.area).toEqual(now);

    const taken = await call('PUT', `${AREAS}/${area.id}`, { name: 'KATHMANDU' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe(DELIVERY_AREA_MESSAGES.nameTaken('KATHMANDU'));
    expect(taken.json().details.area).toEqual(now);
    expect(await auditActions(t, 'delivery_area', area.id)).toEqual([
      'delivery_area.created',
      'delivery_area.updated',
    ]);
  });

  it('deletes an area, then answers 404 for it', async () => {
    const area = await create({ name: 'Gone Tole' });
    const res = await call('DELETE', `${AREAS}/${area.id}`);
    expect(res.json()).toEqual({ success: true, message: DELIVERY_AREA_MESSAGES.deleted });
    for (const [method, payload] of [
      ['GET', undefined],
      ['PUT', { name: 'Gone Tole' }],
      ['DELETE', undefined],
    ] as const) {
      const missing = await call(method, `${AREAS}/${area.id}`, payload);
      expect(missing.statusCode).toBe(404);
      expect(missing.json().message).toBe(DELIVERY_AREA_MESSAGES.notFound);
    }
    expect(await auditActions(t, 'delivery_area', area.id)).toEqual([
      'delivery_area.created',
      'delivery_area.deleted',
    ]);
  });

  it.each([
    [{}, DELIVERY_AREA_MESSAGES.nameRequired],
    [{ name: '   ' }, DELIVERY_AREA_MESSAGES.nameRequired],
    [{ name: 'x'.repeat(81) }, DELIVERY_AREA_MESSAGES.nameTooLong],
    [{ name: 'A', fee: -1 }, DELIVERY_AREA_MESSAGES.feeInvalid],
    [{ name: 'A', fee: 1.234 }, DELIVERY_AREA_MESSAGES.feeInvalid],
    [{ name: 'A', minimum_order: 'lots' }, DELIVERY_AREA_MESSAGES.minimumInvalid],
    [{ name: 'A', extra_minutes: 241 }, DELIVERY_AREA_MESSAGES.extraMinutesRange],
    [
      { name: 'A', places: Array.from({ length: 41 }, (_, i) => `P${i}`) },
      DELIVERY_AREA_MESSAGES.placesTooMany,
    ],
    [{ name: 'A', places: ['x'.repeat(81)] }, DELIVERY_AREA_MESSAGES.placeTooLong],
    [{ name: 'A', places: ['--'] }, DELIVERY_AREA_MESSAGES.placeEmpty],
    [{ name: 'A\u0000' }, NUL_CHARACTER_MESSAGE],
  ])('refuses %o with its message', async (payload, message) => {
    const res = await call('POST', AREAS, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: 'VALIDATION_FAILED', message });
  });

  it('refuses an id that is not a whole number', async () => {
    const res = await call('GET', `${AREAS}/abc`);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Delivery area id must be a positive whole number');
  });
});
