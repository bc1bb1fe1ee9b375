import { adminOptionGroupSavedSchema } from '@shop/shared';
import { expect } from 'vitest';
import type { SignedIn } from '../../../support/sessions.ts';
import type { TestApp } from '../../../test-app.ts';

/* Calls and fixtures of the back office's option groups tests (docs/product-rules.md#meal-options). */

export const GROUPS = '/api/admin/option-groups';

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

export function caller(t: TestApp, who: () => SignedIn) {
  return (method: Method, url: string, payload?: object) =>
    t.app.inject({ method, url, headers: who().headers, ...(payload ? { payload } : {}) });
}

/** Creates a group and answers it as saved. */
export async function createGroup(call: ReturnType<typeof caller>, payload: object) {
  const res = await call('POST', GROUPS, payload);
  expect(res.statusCode, res.body).toBe(201);
  return adminOptionGroupSavedSchema.parse(res.json()).data;
}

/** "Spice level": exactly one of three, Mild unless the customer says otherwise. */
export const spiceLevel = (name = 'Spice level') => ({
  name,
  min: 1,
  max: 1,
  required: true,
  choices: [{ name: 'Mild', default: true }, { name: 'Medium' }, { name: 'Hot' }],
});

/** "Extras": none to three, each adding to the price. */
export const extras = (name = 'Extras') => ({
  name,
  min: 0,
  max: 3,
  choices: [
    { name: 'Cheese', price: 60 },
    { name: 'Bacon', price: '120' },
    { name: 'Fried egg', price: 45.5 },
  ],
});
