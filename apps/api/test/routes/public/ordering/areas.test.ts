import { DEFAULT_DELIVERY_AREAS, publicDeliveryAreaListSchema } from '@shop/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test-app.ts';

/* GET /api/delivery/areas: public, by name (docs/product-rules.md#delivery-areas). */

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

describe('the delivery areas', () => {
  it('are listed to anyone, by name, free with no minimum as seeded', async () => {
    const res = await t.app.inject('/api/delivery/areas');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const { areas } = publicDeliveryAreaListSchema.parse(res.json());
    const names = areas.map((area) => area.name);
    expect(names).toEqual(DEFAULT_DELIVERY_AREAS.map((area) => area.name).sort());
    const thamel = areas.find((area) => area.name === 'Thamel');
    expect(thamel).toMatchObject({ fee: 0, minimumOrder: 0, extraMinutes: 0 });
    expect(thamel?.places).toContain('Thamel');
  });
});
