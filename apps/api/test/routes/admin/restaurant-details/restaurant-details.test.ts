import {
  RESTAURANT_DETAILS_MESSAGES,
  type RestaurantDetails,
  restaurantDetailsResponseSchema,
  SITE,
} from '@shop/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SignedIn, signInAdmin } from '../../../support/sessions.ts';
import { startTestApp, type TestApp } from '../../../test-app.ts';
import { lastAudit } from '../promotions/promotions-support.ts';

/* The restaurant's details that head a receipt (docs/product-rules.md#printed-tickets-and-receipts). */

let t: TestApp;
let admin: SignedIn;
beforeAll(async () => {
  t = await startTestApp();
  admin = await signInAdmin(t);
});
afterAll(() => t.close());

const URL = '/api/admin/restaurant-details';
const read = async () =>
  restaurantDetailsResponseSchema.parse(
    (await t.app.inject({ url: URL, headers: admin.headers })).json(),
  );
const save = (payload: object, headers: Record<string, string> = admin.headers) =>
  t.app.inject({ method: 'PUT', url: URL, headers, payload });

const DETAILS: RestaurantDetails = {
  name: 'Burger House Thamel',
  addressLines: ['Thamel Marg, Thamel', 'Kathmandu 44600, Nepal'],
  phone: '+977 1-4701234',
  panNumber: '601234567',
};

describe('the restaurant details', () => {
  it('are the site’s own, with no PAN, until the owner saves them', async () => {
    expect(await read()).toEqual({
      details: {
        name: SITE.name,
        addressLines: [SITE.address.line, SITE.address.city],
        phone: SITE.phone.display,
        panNumber: '',
      },
      version: 1,
    });
  });

  it('are saved with their version, trimmed, and the change is in the audit log', async () => {
    const before = await read();
    const res = await save({
      ...DETAILS,
      name: '  Burger House Thamel ',
      panNumber: ' 601234567 ',
      version: before.version,
    });
    expect(res.statusCode, res.body).toBe(200);
    const saved = restaurantDetailsResponseSchema.parse(res.json());
    expect(saved).toEqual({ details: DETAILS, version: before.version + 1 });
    expect(await read()).toEqual(saved);
    const audit = await lastAudit(t, 'restaurant_details', 1);
    expect(audit?.action).toBe('restaurant_details.updated');
    expect(audit?.adminId).toBe(admin.id);
  });

  it('refuse a form read before the last save (409) with the details as they are now', async () => {
    const now = await read();
    const res = await save({ ...DETAILS, name: 'Stale name', version: now.version - 1 });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      error: 'CONFLICT',
      message: RESTAURANT_DETAILS_MESSAGES.stale,
      details: now,
    });
    expect(await read()).toEqual(now);
  });

  it.each([
    [{ name: '   ' }, RESTAURANT_DETAILS_MESSAGES.nameRequired],
    [{ addressLines: [] }, RESTAURANT_DETAILS_MESSAGES.addressRequired],
    [{ addressLines: ['a', 'b', 'c', 'd', 'e'] }, RESTAURANT_DETAILS_MESSAGES.addressTooManyLines],
    [{ addressLines: ['x'.repeat(121)] }, RESTAURANT_DETAILS_MESSAGES.addressLineTooLong],
    [{ phone: '' }, RESTAURANT_DETAILS_MESSAGES.phoneRequired],
    [{ panNumber: '12345' }, RESTAURANT_DETAILS_MESSAGES.panInvalid],
    [{ panNumber: '60123456A' }, RESTAURANT_DETAILS_MESSAGES.panInvalid],
  ])('refuse %j with a clear message (400)', async (change, message) => {
    const before = await read();
    const res = await save({ ...DETAILS, ...change });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: 'VALIDATION_FAILED', message });
    expect(await read()).toEqual(before);
  });

  it('are for a signed-in admin only', async () => {
    expect((await t.app.inject({ url: URL })).statusCode).toBe(401);
    expect((await save(DETAILS, {})).statusCode).toBe(401);
  });
});
