import { contactMessages } from '@shop/db';
import { count, desc, eq, isNull, sql } from '@shop/db/orm';
import { contactListResponseSchema, contactResponseSchema } from '@shop/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditOf, type ContentTestApp, startContentTestApp } from './content-support.ts';

let t: ContentTestApp;
beforeAll(async () => {
  t = await startContentTestApp();
});
afterAll(() => t.close());

async function list(query = '') {
  const res = await t.app.inject({ method: 'GET', url: `/api/contact${query}`, headers: t.admin });
  expect(res.statusCode, res.body).toBe(200);
  return contactListResponseSchema.parse(res.json()).data;
}

function open(id: number | string) {
  return t.app.inject({ method: 'GET', url: `/api/contact/${id}`, headers: t.admin });
}

/** A message sent through the public form, as a visitor sends it. */
async function sendMessage(
  fields: Partial<Record<'name' | 'email' | 'subject' | 'message', string>> = {},
) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/contact',
    payload: {
      name: 'Bishnu Tamang',
      email: 'bishnu@example.com',
      subject: 'Table for the office party',
      message: 'Can we book the upstairs hall for 25 people next Friday evening?',
      ...fields,
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  const [row] = await t.db
    .select()
    .from(contactMessages)
    .orderBy(desc(contactMessages.id))
    .limit(1);
  if (!row) throw new Error('the message was not stored');
  return row;
}

describe('the contact calls without an admin session', () => {
  it.each([
    ['GET', '/api/contact'],
    ['GET', '/api/contact/1'],
    ['DELETE', '/api/contact/1'],
  ] as const)('refuse %s %s to a visitor and to a customer', async (method, url) => {
    for (const headers of [{}, t.customer]) {
      const res = await t.app.inject({ method, url, headers });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ error: 'UNAUTHORIZED', message: 'Please sign in' });
    }
  });

  it('still take a visitor’s message (the public form)', async () => {
    const row = await sendMessage({ subject: 'Public form still works' });
    expect(row).toMatchObject({ subject: 'Public form still works', readAt: null });
  });
});

describe('GET /api/contact', () => {
  it('lists the messages newest first, with the figures of every message', async () => {
    const sent = await sendMessage();
    const data = await list();
    const [stored] = await t.db.select({ n: count() }).from(contactMessages);
    const [unread] = await t.db
      .select({ n: count() })
      .from(contactMessages)
      .where(isNull(contactMessages.readAt));
    const [week] = await t.db
      .select({ n: count() })
      .from(contactMessages)
      .where(sql`${contactMessages.createdAt} > now() - interval '7 days'`);
    const [day] = await t.db
      .select({ n: count() })
      .from(contactMessages)
      .where(sql`${contactMessages.createdAt} > now() - interval '24 hours'`);
    expect(data.stats).toEqual({
      total: stored?.n,
      unread: unread?.n,
      thisWeek: week?.n,
      today: day?.n,
    });
    expect(data.stats.total).toBeGreaterThan(data.stats.today);
    expect(data.matches).toBe(stored?.n);
    expect(data.contacts).toHaveLength(stored?.n ?? 0);
    expect(data.contacts[0]).toEqual({
      id: sent.id,
      name: sent.name,
      email: sent.email,
      subject: sent.subject,
      message: sent.message,
      created_at: sent.createdAt.toISOString(),
      read_at: null,
    });
    const times = data.contacts.map((c) => c.created_at);
    expect(times).toEqual([...times].sort().reverse());
    // The seed holds messages the admin has read already.
    expect(data.contacts.some((c) => c.read_at !== null)).toBe(true);
  });

  it('searches name, email and subject in any case, not the message', async () => {
    const sent = await sendMessage({
      name: 'Kumari Shrestha',
      email: 'k.shrestha@mail.example',
      subject: 'Gluten-free buns 50%?',
      message: 'Do you have a zucchini option for the burgers?',
    });
    const ids = async (search: string) =>
      (await list(`?search=${encodeURIComponent(search)}`)).contacts.map((c) => c.id);
    expect(await ids('kumari SHRESTHA')).toEqual([sent.id]);
    expect(await ids('K.SHRESTHA@MAIL')).toEqual([sent.id]);
    expect(await ids('gluten-FREE')).toEqual([sent.id]);
    expect(await ids('50%')).toEqual([sent.id]);
    expect(await ids('zucchini')).toEqual([]);
    const filtered = await list('?search=kumari');
    expect(filtered.matches).toBe(1);
    expect(filtered.stats.total).toBeGreaterThan(1);
  });

  it('returns at most limit messages and says how many match', async () => {
    const data = await list('?limit=2');
    expect(data.contacts).toHaveLength(2);
    expect(data.matches).toBe(data.stats.total);
  });

  it.each([
    ['?limit=0', 'limit must be a whole number between 1 and 1000'],
    ['?limit=1001', 'limit must be a whole number between 1 and 1000'],
    [`?search=${'q'.repeat(101)}`, 'search must be at most 100 characters'],
  ])('refuses %s', async (query, message) => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/contact${query}`,
      headers: t.admin,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: 'VALIDATION_FAILED', message });
  });
});

describe('GET /api/contact/:id', () => {
  it('opens a message, which marks it read once, and the unread count drops', async () => {
    const sent = await sendMessage({ subject: 'Opened by the admin' });
    const before = await list();
    expect(before.contacts.find((c) => c.id === sent.id)?.read_at).toBeNull();

    const res = await open(sent.id);
    expect(res.statusCode).toBe(200);
    const { contact } = contactResponseSchema.parse(res.json()).data;
    expect(contact).toMatchObject({
      id: sent.id,
      subject: 'Opened by the admin',
      message: sent.message,
    });
    expect(contact.read_at).not.toBeNull();

    const after = await list();
    expect(after.stats.unread).toBe(before.stats.unread - 1);
    expect(after.contacts.find((c) => c.id === sent.id)?.read_at).toBe(contact.read_at);

    const again = contactResponseSchema.parse((await open(sent.id)).json()).data.contact;
    expect(again.read_at).toBe(contact.read_at);
    expect((await list()).stats.unread).toBe(after.stats.unread);
    const audit = await auditOf(t, 'contact', sent.id);
    expect(audit.map((line) => line.action)).toEqual(['contact.read']);
  });

  it('answers 404 for an unknown message and 400 for a bad id', async () => {
    const missing = await open(987654);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ error: 'NOT_FOUND', message: 'Contact not found' });
    const bad = await open('abc');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Contact id must be a positive whole number');
  });
});

describe('DELETE /api/contact/:id', () => {
  it('deletes a message and logs who sent it', async () => {
    const sent = await sendMessage({ subject: 'Please delete me' });
    const res = await t.app.inject({
      method: 'DELETE',
      url: `/api/contact/${sent.id}`,
      headers: t.admin,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, message: 'Contact deleted successfully' });
    expect(
      await t.db.select().from(contactMessages).where(eq(contactMessages.id, sent.id)),
    ).toEqual([]);
    const [audit] = await auditOf(t, 'contact', sent.id);
    expect(audit).toMatchObject({ action: 'contact.deleted' });
    expect(audit?.details).toMatchObject({
      name: sent.name,
      email: sent.email,
      subject: 'Please delete me',
    });

    const again = await t.app.inject({
      method: 'DELETE',
      url: `/api/contact/${sent.id}`,
      headers: t.admin,
    });
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({ error: 'NOT_FOUND', message: 'Contact not found' });
  });

  it('refuses a bad id', async () => {
    const res = await t.app.inject({ method: 'DELETE', url: '/api/contact/-1', headers: t.admin });
    expect(res.statusCode).toBe(400);
  });
});
