import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { galleryListResponseSchema, gallerySavedResponseSchema } from '@shop/shared';
import { type FileStore, localFileStore } from '@shop/storage';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type FilePart, multipartPost } from '../form-data.ts';
import { multipartRequest, pngPicture } from '../routes/admin/content/content-support.ts';
import { s3StoreOf, startS3Server, type TestS3Server } from '../support/s3-server.ts';
import { signInAdmin } from '../support/sessions.ts';
import { startTestApp, type TestApp } from '../test-app.ts';

/*
 * GET /uploads/<key> as a browser meets it, with the files in a folder and in S3-compatible
 * storage: the same answers, a year's cache, byte ranges for videos, and the feedback photos
 * kept for staff.
 */

let s3: TestS3Server;
let folder: string;

beforeAll(async () => {
  s3 = await startS3Server();
  folder = await mkdtemp(path.join(tmpdir(), 'shop-stored-files-'));
});

afterAll(async () => {
  await s3?.close();
  await rm(folder, { recursive: true, force: true });
});

/** A gallery with one picture, created through the back office as an admin would. */
async function createGallery(t: TestApp, title: string, picture: FilePart) {
  const admin = await signInAdmin(t);
  const res = await t.app.inject(
    await multipartRequest(
      'POST',
      '/api/gallery',
      admin.headers,
      { title, description: 'Pictures in the store.', isActive: 'true' },
      [picture],
    ),
  );
  expect(res.statusCode, res.body).toBe(201);
  return { admin, saved: gallerySavedResponseSchema.parse(res.json()).data };
}

const drivers: [string, () => FileStore][] = [
  ['a local folder', () => localFileStore(folder)],
  ['S3-compatible storage', () => s3StoreOf(s3)],
];

describe.each(drivers)('stored files in %s', (_name, storeOf) => {
  let t: TestApp;
  let files: FileStore;
  beforeAll(async () => {
    files = storeOf();
    t = await startTestApp({ files });
  });
  afterAll(() => t?.close());

  it('serves a stored picture with its type, its length and a year of cache', async () => {
    await files.put('gallery/served.webp', Buffer.from('RIFF-picture-bytes'), 'image/webp');
    const res = await t.app.inject('/uploads/gallery/served.webp');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/webp');
    expect(res.headers['content-length']).toBe('18');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['accept-ranges']).toBe('bytes');
    expect(res.body).toBe('RIFF-picture-bytes');
  });

  it('serves the part of a video a player asks for, and refuses a range past its end', async () => {
    await files.put('meals/clip.mp4', Buffer.from('0123456789'), 'video/mp4');
    const part = await t.app.inject({
      url: '/uploads/meals/clip.mp4',
      headers: { range: 'bytes=4-' },
    });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe('bytes 4-9/10');
    expect(part.headers['content-length']).toBe('6');
    expect(part.headers['content-type']).toBe('video/mp4');
    expect(part.body).toBe('456789');
    const last = await t.app.inject({
      url: '/uploads/meals/clip.mp4',
      headers: { range: 'bytes=-2' },
    });
    expect([last.statusCode, last.body]).toEqual([206, '89']);
    const past = await t.app.inject({
      url: '/uploads/meals/clip.mp4',
      headers: { range: 'bytes=10-' },
    });
    expect(past.statusCode).toBe(416);
    expect(past.headers['content-range']).toBe('bytes */10');
    // Several ranges at once are not served: the whole file comes back, as HTTP allows.
    const several = await t.app.inject({
      url: '/uploads/meals/clip.mp4',
      headers: { range: 'bytes=0-1,4-5' },
    });
    expect([several.statusCode, several.body]).toEqual([200, '0123456789']);
  });

  it('answers HEAD with the headers alone, never reading the file', async () => {
    await files.put('meals/head.mp4', Buffer.from('0123456789'), 'video/mp4');
    const read = vi.spyOn(files, 'get');
    try {
      const res = await t.app.inject({ method: 'HEAD', url: '/uploads/meals/head.mp4' });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('video/mp4');
      expect(res.headers['content-length']).toBe('10');
      expect(res.body).toBe('');
      expect(read).not.toHaveBeenCalled();
      const missing = await t.app.inject({ method: 'HEAD', url: '/uploads/meals/none.mp4' });
      expect(missing.statusCode).toBe(404);
    } finally {
      read.mockRestore();
    }
  });

  it('serves only the folders of public pictures, whatever else the store holds', async () => {
    for (const key of ['readiness-probes/left.txt', 'outbox/mail.txt', 'db/base.txt']) {
      await files.put(key, Buffer.from('private'), 'text/plain');
      expect((await t.app.inject(`/uploads/${key}`)).statusCode, key).toBe(404);
    }
  });

  it('answers 404 for a missing file and for paths no upload has', async () => {
    for (const url of [
      '/uploads/gallery/missing.webp',
      '/uploads/../package.json',
      '/uploads/%2e%2e/%2e%2e/package.json',
      '/uploads/gallery/..%2f..%2fpackage.json',
      '/uploads/readiness-probes/x.txt',
      '/uploads/',
    ]) {
      const res = await t.app.inject(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.json(), url).toEqual({ error: 'NOT_FOUND', message: expect.any(String) });
    }
  });

  it('stores an uploaded gallery picture there, and the shop shows it from there', async () => {
    const { saved } = await createGallery(
      t,
      'Storage night',
      await pngPicture('one.png', 320, 200),
    );
    const [name] = saved.images;
    expect(await files.has(`gallery/${name}`)).toBe(true);
    const shop = galleryListResponseSchema.parse((await t.app.inject('/api/gallery')).json());
    const url = shop.data.flatMap((g) => g.images).find((image) => image.endsWith(`${name}`));
    const served = await t.app.inject(url ?? '');
    expect(served.statusCode).toBe(200);
    expect(await sharp(served.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 320 });
  });

  it('keeps feedback photos for staff: 401 to the public, the picture to an admin', async () => {
    const sent = await t.app.inject(
      await multipartPost(
        '/api/feedback',
        {
          name: 'Sita Sharma',
          email: 'sita@example.com',
          rating: '5',
          category: 'food',
          message: 'The jhol momo burger was wonderful.',
        },
        [{ ...(await pngPicture('plate.png', 200, 100)) }],
      ),
    );
    expect(sent.statusCode, sent.body).toBe(201);
    const keys: string[] = [];
    for await (const key of files.list('feedback/')) keys.push(key);
    const [key] = keys;
    expect(key).toMatch(/^feedback\/[0-9a-f-]{36}\.webp$/);
    const url = `/uploads/${key}`;
    expect((await t.app.inject(url)).statusCode).toBe(401);
    const admin = await signInAdmin(t);
    const served = await t.app.inject({ url, headers: admin.headers });
    expect(served.statusCode).toBe(200);
    expect(served.headers['cache-control']).toBe('private, max-age=3600');
    expect(await sharp(served.rawPayload).metadata()).toMatchObject({ width: 200, height: 100 });
  });
});

describe('a store that fails to remove a file', () => {
  it('still completes the change that dropped it, and leaves the file to be removed later', async () => {
    const store = localFileStore(folder);
    const t = await startTestApp({ files: store });
    try {
      const { admin, saved } = await createGallery(
        t,
        'Short-lived',
        await pngPicture('short.png', 100, 100),
      );
      vi.spyOn(store, 'remove').mockRejectedValue(new Error('the bucket is away'));
      const deleted = await t.app.inject({
        method: 'DELETE',
        url: `/api/gallery/${saved.id}`,
        headers: admin.headers,
      });
      expect(deleted.statusCode, deleted.body).toBe(200);
      expect(await store.has(`gallery/${saved.images[0]}`)).toBe(true);
    } finally {
      vi.restoreAllMocks();
      await t.close();
    }
  });
});
