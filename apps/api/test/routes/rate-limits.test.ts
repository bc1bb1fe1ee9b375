import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipartPost } from '../form-data.ts';
import { startTestApp, type TestApp } from '../test-app.ts';

const LIMIT = 3;

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ formPostsPerMinute: LIMIT });
});
afterAll(() => t.close());

const feedbackFields = {
  name: 'Sita Sharma',
  email: 'sita@example.com',
  rating: '5',
  category: 'service',
  message: 'Friendly staff and quick delivery.',
};

const forms: [string, (n: number) => Promise<InjectOptions>][] = [
  [
    '/api/contact',
    async (n) => ({
      method: 'POST',
      url: '/api/contact',
      payload: {
        name: 'Ram Bahadur',
        email: `ram${n}@example.com`,
        subject: 'A question',
        message: 'Do you deliver to Bhaktapur?',
      },
    }),
  ],
  ['/api/feedback', async () => multipartPost('/api/feedback', feedbackFields)],
  [
    '/api/newsletter',
    async (n) => ({ method: 'POST', url: '/api/newsletter', payload: { email: `r${n}@ex.com` } }),
  ],
];

describe('form rate limits', () => {
  it.each(forms)(
    'lets one IP post to %s a limited number of times a minute',
    async (_url, make) => {
      for (let n = 0; n < LIMIT; n++) {
        const res = await t.app.inject(await make(n));
        expect(res.statusCode, res.body).toBe(201);
        expect(res.headers['x-ratelimit-limit']).toBe(String(LIMIT));
      }
      const refused = await t.app.inject(await make(LIMIT));
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toEqual({
        error: 'RATE_LIMITED',
        message: 'Too many requests. Please wait a moment and try again.',
      });
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);

      // Another visitor is not held back by the first one.
      const other = await t.app.inject({ ...(await make(LIMIT + 1)), remoteAddress: '10.1.2.3' });
      expect(other.statusCode, other.body).toBe(201);
    },
  );

  it('counts invalid posts too', async () => {
    const bad = { method: 'POST', url: '/api/contact', remoteAddress: '10.9.9.9', payload: {} };
    for (let n = 0; n < LIMIT; n++) {
      expect((await t.app.inject(bad as InjectOptions)).statusCode).toBe(400);
    }
    expect((await t.app.inject(bad as InjectOptions)).statusCode).toBe(429);
  });

  it('never limits reads of the menu, gallery or events', async () => {
    for (let n = 0; n < LIMIT * 3; n++) {
      for (const url of ['/api/meals', '/api/gallery', '/api/events/active']) {
        const res = await t.app.inject(url);
        expect(res.statusCode).toBe(200);
        expect(res.headers['x-ratelimit-limit']).toBeUndefined();
      }
    }
  });
});
