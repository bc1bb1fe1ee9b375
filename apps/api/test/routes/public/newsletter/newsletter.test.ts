import { newsletterSubscribers } from '@shop/db';
import { count, eq, sql } from '@shop/db/orm';
import { NEWSLETTER_MESSAGES, successResponseSchema } from '@shop/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

function subscribe(payload: unknown) {
  return t.app.inject({ method: 'POST', url: '/api/newsletter', payload: payload as object });
}

async function subscribersWith(email: string): Promise<number> {
  const [row] = await t.db
    .select({ n: count() })
    .from(newsletterSubscribers)
    .where(eq(sql`lower(${newsletterSubscribers.email})`, email.toLowerCase()));
  return row?.n ?? 0;
}

const alreadySubscribed = { error: 'CONFLICT', message: NEWSLETTER_MESSAGES.alreadySubscribed };

describe('POST /api/newsletter', () => {
  it('subscribes a new address, stored trimmed and in lower case', async () => {
    const res = await subscribe({ email: '  New.Reader@Example.com ' });
    expect(res.statusCode).toBe(201);
    expect(successResponseSchema.parse(res.json())).toEqual({
      success: true,
      message: 'Thanks for subscribing! Look out for our deals in your inbox.',
    });
    const [row] = await t.db
      .select()
      .from(newsletterSubscribers)
      .where(eq(newsletterSubscribers.email, 'new.reader@example.com'));
    expect(row).toBeDefined();
  });

  it('refuses an address already subscribed, in any letter case', async () => {
    expect((await subscribe({ email: 'twice@example.com' })).statusCode).toBe(201);
    const again = await subscribe({ email: 'TWICE@Example.COM' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual(alreadySubscribed);
    expect(await subscribersWith('twice@example.com')).toBe(1);
  });

  it('refuses a seeded subscriber typed in capitals', async () => {
    expect(await subscribersWith('foodie.ktm@gmail.com')).toBe(1);
    const res = await subscribe({ email: 'FOODIE.KTM@GMAIL.COM' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual(alreadySubscribed);
  });

  it('subscribes an address once when it is sent several times at once', async () => {
    const replies = await Promise.all(
      ['race@example.com', 'Race@example.com', 'RACE@EXAMPLE.COM'].map((email) =>
        subscribe({ email }),
      ),
    );
    expect(replies.map((r) => r.statusCode).sort()).toEqual([201, 409, 409]);
    expect(await subscribersWith('race@example.com')).toBe(1);
  });

  it.each([
    [{}, NEWSLETTER_MESSAGES.emailRequired],
    [{ email: '' }, NEWSLETTER_MESSAGES.emailRequired],
    [{ email: '   ' }, NEWSLETTER_MESSAGES.emailRequired],
    [{ email: 'not-an-email' }, NEWSLETTER_MESSAGES.emailInvalid],
    [{ email: 'a@b' }, NEWSLETTER_MESSAGES.emailInvalid],
    [{ email: `${'x'.repeat(250)}@example.com` }, NEWSLETTER_MESSAGES.emailInvalid],
  ])('refuses %j with a clear message', async (payload, message) => {
    const res = await subscribe(payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: 'VALIDATION_FAILED', message });
  });
});
