import { contactMessages } from '@shop/db';
import { count, desc } from '@shop/db/orm';
import { CONTACT_MESSAGES as M, successResponseSchema } from '@shop/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const valid = {
  name: 'Ram Bahadur',
  email: 'ram@example.com.np',
  subject: 'Birthday party booking',
  message: 'Can we book the upstairs hall for 20 people on Saturday evening?',
};

async function messageCount(): Promise<number> {
  const [row] = await t.db.select({ n: count() }).from(contactMessages);
  return row?.n ?? 0;
}

async function latestMessage() {
  const [row] = await t.db
    .select()
    .from(contactMessages)
    .orderBy(desc(contactMessages.id))
    .limit(1);
  return row;
}

function post(payload: unknown) {
  return t.app.inject({ method: 'POST', url: '/api/contact', payload: payload as object });
}

describe('POST /api/contact', () => {
  it('keeps the message, unread, and thanks the sender', async () => {
    const before = await messageCount();
    const res = await post({ ...valid, name: '  Ram Bahadur ', email: 'Ram@Example.com.NP' });
    expect(res.statusCode).toBe(201);
    expect(successResponseSchema.parse(res.json())).toEqual({
      success: true,
      message: 'Thank you for your message! We will get back to you soon.',
    });
    expect(await messageCount()).toBe(before + 1);
    expect(await latestMessage()).toMatchObject({ ...valid, readAt: null });
  });

  it('keeps HTML exactly as typed, as text, and never sends it back', async () => {
    const html = {
      name: '<b>Hari</b>',
      email: 'hari@example.com',
      subject: '<script>alert("subject")</script>',
      message: '<img src=x onerror="alert(1)"> & <a href="javascript:alert(2)">click</a>',
    };
    const res = await post(html);
    expect(res.statusCode).toBe(201);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.body).not.toMatch(/<script|<img|<a /);
    expect(await latestMessage()).toMatchObject(html);
  });

  it.each([
    ['name', undefined, M.nameRequired],
    ['name', '', M.nameRequired],
    ['name', '    ', M.nameRequired],
    ['name', 42, M.nameRequired],
    ['name', 'R', M.nameShort],
    ['name', ' R ', M.nameShort],
    ['name', 'R'.repeat(101), M.nameLong],
    ['email', undefined, M.emailRequired],
    ['email', '', M.emailRequired],
    ['email', 'ram', M.emailInvalid],
    ['email', 'ram@', M.emailInvalid],
    ['email', 'ram@example', M.emailInvalid],
    ['email', 'ram @example.com', M.emailInvalid],
    ['email', `${'r'.repeat(250)}@example.com`, M.emailInvalid],
    ['subject', undefined, M.subjectRequired],
    ['subject', '', M.subjectRequired],
    ['subject', 'Hi!', M.subjectShort],
    ['subject', 'S'.repeat(201), M.subjectLong],
    ['message', undefined, M.messageRequired],
    ['message', '', M.messageRequired],
    ['message', 'Too short', M.messageShort],
    ['message', 'M'.repeat(5001), M.messageLong],
  ])('refuses %s %j with its message', async (field, value, message) => {
    const before = await messageCount();
    const res = await post({ ...valid, [field]: value });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: 'VALIDATION_FAILED', message });
    expect(await messageCount()).toBe(before);
  });

  it('refuses a NUL character in any text field, storing nothing', async () => {
    const before = await messageCount();
    for (const field of ['name', 'subject', 'message'] as const) {
      const res = await post({ ...valid, [field]: `${valid[field]}\u0000` });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        error: 'VALIDATION_FAILED',
        message: 'Text must not contain NUL characters',
      });
    }
    expect(await messageCount()).toBe(before);
  });

  it('accepts each field at its longest', async () => {
    const res = await post({
      name: 'N'.repeat(100),
      email: valid.email,
      subject: 'S'.repeat(200),
      message: 'M'.repeat(5000),
    });
    expect(res.statusCode).toBe(201);
  });

  it('names the first missing field of an empty body, and refuses other content types', async () => {
    const empty = await t.app.inject({ method: 'POST', url: '/api/contact' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toEqual({ error: 'VALIDATION_FAILED', message: M.nameRequired });

    const text = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      headers: { 'content-type': 'text/plain' },
      payload: 'hello',
    });
    expect(text.statusCode).toBe(415);
    expect(text.json()).toEqual({
      error: 'VALIDATION_FAILED',
      message: 'Unsupported content type text/plain: send application/json',
    });

    const form = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      headers: { 'content-type': 'multipart/form-data; boundary=b' },
      payload: '--b--\r\n',
    });
    expect(form.statusCode).toBe(415);

    const broken = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      headers: { 'content-type': 'application/json' },
      payload: '{"name":',
    });
    expect(broken.statusCode).toBe(400);
    expect(broken.json().error).toBe('VALIDATION_FAILED');
  });
});
