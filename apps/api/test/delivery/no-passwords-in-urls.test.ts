import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { openCopy } from '@shop/db/testing';
import { localFileStore } from '@shop/storage';
import { afterAll, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { loggerOptions } from '../../src/lib/logging.ts';

/*
 * A page's form submitted before its script ran: the browser sends it to the page's address.
 * The password must reach neither an address (the browser's history) nor the server's log.
 */
const PASSWORD = 'Sup3rSecretPw';
const TOKEN = 'aResetTokenOfTheMail0123456789abcdefghijkl';

let buildDir: string;
let app: Awaited<ReturnType<typeof buildApp>>;
let closeDatabase: () => Promise<void>;
const lines: string[] = [];
const log = () => lines.join('');

beforeAll(async () => {
  buildDir = await mkdtemp(path.join(tmpdir(), 'shop-web-build-'));
  await mkdir(path.join(buildDir, 'dist'));
  await writeFile(
    path.join(buildDir, 'dist', 'index.html'),
    '<!doctype html><html><head><!-- page-head --><!-- /page-head --></head><body></body></html>',
  );
  const database = await openCopy(inject('template'));
  closeDatabase = () => database.close();
  app = await buildApp({
    files: localFileStore(inject('uploadsDir')),
    config: {
      webDistDir: path.join(buildDir, 'dist'),
      trustProxy: false,
    },
    database,
    logger: loggerOptions('info', { write: (line) => lines.push(line) }),
  });
});
afterAll(async () => {
  await app.close();
  await closeDatabase();
  await rm(buildDir, { recursive: true, force: true });
});
beforeEach(() => {
  lines.length = 0;
});

const formPost = (url: string, body: string) =>
  app.inject({
    method: 'POST',
    url,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: body,
  });

describe('a password form posted to its page', () => {
  it.each([
    ['/admin/login', `email=admin%40burgerhouse.com.np&password=${PASSWORD}&rememberMe=on`],
    ['/login?redirect=%2Forders', `email=a%40b.np&password=${PASSWORD}`],
    ['/register', `name=Asha&email=a%40b.np&password=${PASSWORD}&confirm_password=${PASSWORD}`],
    [`/reset-password/${TOKEN}`, `password=${PASSWORD}&confirm_password=${PASSWORD}`],
    ['/customer-register', `email=admin%40burgerhouse.com.np&password=${PASSWORD}`],
  ])('%s is sent back to the page with a 303, the body unread and unlogged', async (url, body) => {
    const reply = await formPost(url, body);
    expect(reply.statusCode).toBe(303);
    expect(reply.headers.location).toBe(url);
    expect(log()).not.toContain(PASSWORD);
    expect(log()).not.toContain(TOKEN);
  });

  it('as multipart is answered the same', async () => {
    const reply = await app.inject({
      method: 'POST',
      url: '/admin/login',
      headers: { 'content-type': 'multipart/form-data; boundary=x' },
      payload: `--x\r\ncontent-disposition: form-data; name="password"\r\n\r\n${PASSWORD}\r\n--x--\r\n`,
    });
    expect(reply.statusCode).toBe(303);
    expect(reply.headers.location).toBe('/admin/login');
  });

  it('stays on this site when the address starts with two slashes', async () => {
    const reply = await formPost('//evil.com/x?next=1', `password=${PASSWORD}`);
    expect(reply.statusCode).toBe(303);
    expect(reply.headers.location).toBe('/evil.com/x?next=1');
  });

  it('closes the connection rather than take in the body', async () => {
    const reply = await formPost('/admin/login', `password=${PASSWORD}`);
    expect(reply.headers.connection).toBe('close');
  });

  it('leaves a post to an unknown API path a 404 in words', async () => {
    const reply = await formPost('/api/no-such-call', `password=${PASSWORD}`);
    expect(reply.statusCode).toBe(404);
    expect(reply.json()).toMatchObject({ error: 'NOT_FOUND' });
  });
});

describe('a password in a page address', () => {
  it('is sent on at once to the address without it, and logged redacted', async () => {
    const reply = await app.inject({
      url: `/admin/login?email=admin%40burgerhouse.com.np&password=${PASSWORD}&rememberMe=on`,
    });
    expect(reply.statusCode).toBe(303);
    expect(reply.headers.location).toBe(
      '/admin/login?email=admin%40burgerhouse.com.np&rememberMe=on',
    );
    expect(log()).toContain('password=[redacted]');
    expect(log()).not.toContain(PASSWORD);
  });

  it('stays on this site when the address starts with two slashes', async () => {
    const reply = await app.inject({ url: `//evil.com/x?password=${PASSWORD}&next=1` });
    expect(reply.statusCode).toBe(303);
    expect(reply.headers.location).toBe('/evil.com/x?next=1');
  });

  it('of any name holding "password" is taken out', async () => {
    const reply = await app.inject({
      url: `/reset-password/${TOKEN}?password=${PASSWORD}&confirm_password=${PASSWORD}`,
    });
    expect(reply.headers.location).toBe(`/reset-password/${TOKEN}`);
    expect(log()).not.toContain(PASSWORD);
    expect(log()).not.toContain(TOKEN);
  });
});

describe('the access log of an API call', () => {
  it('never holds a password sent in its address', async () => {
    await app.inject({ url: `/api/meals?limit=1&Password=${PASSWORD}&new_password=${PASSWORD}` });
    expect(log()).toContain('/api/meals?limit=1&Password=[redacted]&new_password=[redacted]');
    expect(log()).not.toContain(PASSWORD);
  });
});
