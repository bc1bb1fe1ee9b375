import { existsSync } from 'node:fs';
import path from 'node:path';
import { galleries, galleryImages } from '@shop/db';
import { count, eq } from '@shop/db/orm';
import {
  adminGalleryListResponseSchema,
  errorResponseSchema,
  galleryListResponseSchema,
  gallerySavedResponseSchema,
} from '@shop/shared';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  auditOf,
  type ContentTestApp,
  filesIn,
  multipartRequest,
  pngPicture,
  startContentTestApp,
  textPretendingToBeJpeg,
} from './content-support.ts';

let t: ContentTestApp;
beforeAll(async () => {
  t = await startContentTestApp();
});
afterAll(() => t.close());

const valid = {
  title: 'Dashain Feast Night',
  description: 'Goat curry burgers and sel roti for the festival.',
  category: 'Events',
  isActive: 'true',
  tags: 'festival, dashain,, Festival ,family',
};

function list(query = '', headers = t.admin) {
  return t.app.inject({ method: 'GET', url: `/api/gallery/admin/all${query}`, headers });
}

async function create(
  fields: Record<string, string> = valid,
  files?: Parameters<typeof multipartRequest>[4],
) {
  const pictures = files ?? [await pngPicture('one.png'), await pngPicture('two.png', 100, 100)];
  return t.app.inject(await multipartRequest('POST', '/api/gallery', t.admin, fields, pictures));
}

async function createGallery(fields: Record<string, string> = valid) {
  const res = await create(fields);
  expect(res.statusCode, res.body).toBe(201);
  return gallerySavedResponseSchema.parse(res.json()).data;
}

async function galleryRows() {
  const [rows] = await t.db.select({ n: count() }).from(galleries);
  const [images] = await t.db.select({ n: count() }).from(galleryImages);
  return { galleries: rows?.n ?? 0, images: images?.n ?? 0 };
}

async function expectRefused(
  send: () => Promise<{ statusCode: number; json: () => unknown }>,
  status: number,
  message: string,
) {
  const before = { rows: await galleryRows(), files: await filesIn(t, 'gallery') };
  const res = await send();
  expect(res.statusCode).toBe(status);
  expect(errorResponseSchema.parse(res.json()).message).toBe(message);
  expect({ rows: await galleryRows(), files: await filesIn(t, 'gallery') }).toEqual(before);
}

describe('the gallery calls without an admin session', () => {
  it.each([
    ['GET', '/api/gallery/admin/all'],
    ['POST', '/api/gallery'],
    ['PUT', '/api/gallery/1'],
    ['DELETE', '/api/gallery/1'],
  ] as const)('refuse %s %s to a visitor and to a customer', async (method, url) => {
    for (const headers of [{}, t.customer]) {
      const res = await t.app.inject({
        method,
        url,
        headers,
        payload: method === 'GET' || method === 'DELETE' ? undefined : { title: 'x' },
      });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ error: 'UNAUTHORIZED', message: 'Please sign in' });
    }
  });
});

describe('GET /api/gallery/admin/all', () => {
  it('lists every gallery, the inactive ones too, newest first, a page at a time', async () => {
    const [hidden] = await t.db
      .insert(galleries)
      .values({ title: 'Kitchen renovation', isActive: false })
      .returning();
    const [{ n: total } = { n: 0 }] = await t.db.select({ n: count() }).from(galleries);

    const first = adminGalleryListResponseSchema.parse((await list()).json());
    expect(first.pagination).toEqual({ total, page: 1, limit: 6, pages: Math.ceil(total / 6) });
    expect(first.data).toHaveLength(Math.min(6, total));
    expect(first.data[0]).toMatchObject({ id: hidden?.id, isActive: false, images: [] });
    const times = first.data.map((g) => g.createdAt);
    expect(times).toEqual([...times].sort().reverse());
    // Seeded galleries carry file names, served under /uploads/gallery/.
    const seeded = first.data.find((g) => g.images.length > 0);
    expect(seeded?.images[0]).toMatch(/^[a-z0-9-]+\.webp$/);

    const second = adminGalleryListResponseSchema.parse((await list('?page=2&limit=2')).json());
    expect(second.pagination).toEqual({ total, page: 2, limit: 2, pages: Math.ceil(total / 2) });
    expect(second.data.map((g) => g.id)).toEqual(
      adminGalleryListResponseSchema
        .parse((await list('?limit=4')).json())
        .data.slice(2, 4)
        .map((g) => g.id),
    );
  });

  it('searches title, description, category and tags in any case, on the server', async () => {
    const made = await createGallery({ ...valid, title: 'Yomari Punhi 100%', tags: 'Sweet,Chaku' });
    const titles = async (search: string) =>
      adminGalleryListResponseSchema
        .parse((await list(`?search=${encodeURIComponent(search)}&limit=50`)).json())
        .data.map((g) => g.id);
    expect(await titles('YOMARI punhi')).toEqual([made.id]);
    expect(await titles('chaku')).toEqual([made.id]);
    expect(await titles('100%')).toEqual([made.id]);
    // Wildcards are taken literally: '%' alone matches only a title that has one.
    expect(await titles('%')).toEqual([made.id]);
    expect(await titles('nothing like this anywhere')).toEqual([]);
    const none = adminGalleryListResponseSchema.parse((await list('?search=zzzqqq')).json());
    expect(none.pagination).toMatchObject({ total: 0, page: 1 });
  });

  it.each([
    ['?page=0', 'page must be a whole number between 1 and 100000'],
    ['?page=two', 'page must be a whole number between 1 and 100000'],
    ['?limit=51', 'limit must be a whole number between 1 and 50'],
    [`?search=${'x'.repeat(101)}`, 'search must be at most 100 characters'],
  ])('refuses %s', async (query, message) => {
    const res = await list(query);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: 'VALIDATION_FAILED', message });
  });
});

describe('POST /api/gallery', () => {
  it('creates a gallery with re-encoded pictures, shown in the shop while active', async () => {
    const before = await filesIn(t, 'gallery');
    const res = await create();
    expect(res.statusCode, res.body).toBe(201);
    const saved = gallerySavedResponseSchema.parse(res.json());
    expect(saved.message).toBe('Gallery created successfully!');
    expect(saved.data).toMatchObject({
      title: valid.title,
      description: valid.description,
      category: 'events',
      isActive: true,
      featured: false,
      tags: ['festival', 'dashain', 'Festival', 'family'],
    });
    expect(saved.data.images).toHaveLength(2);
    for (const name of saved.data.images) expect(name).toMatch(/^[0-9a-f-]{36}\.webp$/);
    expect(await filesIn(t, 'gallery')).toEqual([...before, ...saved.data.images].sort());
    const meta = await sharp(
      path.join(t.uploadsDir, 'gallery', saved.data.images[0] ?? ''),
    ).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 320, height: 200 });

    const shop = galleryListResponseSchema.parse((await t.app.inject('/api/gallery')).json());
    expect(shop.data.find((g) => g.id === saved.data.id)?.images).toEqual(
      saved.data.images.map((name) => `/uploads/gallery/${name}`),
    );
    const served = await t.app.inject(`/uploads/gallery/${saved.data.images[0]}`);
    expect(served.statusCode).toBe(200);

    const [audit] = await auditOf(t, 'gallery', saved.data.id);
    expect(audit).toMatchObject({ action: 'gallery.created' });
    expect(audit?.details).toMatchObject({ title: valid.title, images: saved.data.images });
  });

  it('keeps an inactive gallery out of the shop, and a blank category is other', async () => {
    const saved = await createGallery({ title: 'Staff only', isActive: 'false', category: ' ' });
    expect(saved).toMatchObject({ isActive: false, category: 'other', description: '', tags: [] });
    const shop = galleryListResponseSchema.parse((await t.app.inject('/api/gallery')).json());
    expect(shop.data.map((g) => g.id)).not.toContain(saved.id);
  });

  it('refuses a gallery without a title, keeping nothing', async () => {
    const pictures = [await pngPicture()];
    await expectRefused(
      () => create({ ...valid, title: '  ' }, pictures),
      400,
      'Title is required',
    );
    const { title: _, ...untitled } = valid;
    await expectRefused(() => create(untitled, pictures), 400, 'Title is required');
  });

  it('refuses a gallery without a picture', async () => {
    await expectRefused(
      () => create(valid, []),
      400,
      'At least one image is required for new gallery',
    );
    await expectRefused(
      () =>
        t.app.inject({
          method: 'POST',
          url: '/api/gallery',
          headers: t.admin,
          payload: { title: 'JSON' },
        }),
      400,
      'At least one image is required for new gallery',
    );
  });

  it('refuses a category longer than 50 characters', async () => {
    const pictures = [await pngPicture()];
    await expectRefused(
      () => create({ ...valid, category: 'c'.repeat(51) }, pictures),
      400,
      'Maximum 50 characters',
    );
    expect((await createGallery({ ...valid, category: 'C'.repeat(50) })).category).toBe(
      'c'.repeat(50),
    );
  });

  it('refuses a file that is not a picture, keeping none of the pictures sent with it', async () => {
    const pictures = [await pngPicture('good.png'), textPretendingToBeJpeg];
    await expectRefused(() => create(valid, pictures), 400, 'menu.jpg is not a valid image file');
  });

  it('refuses more than 10 pictures, a bad isActive and too many tags', async () => {
    const picture = await pngPicture();
    await expectRefused(
      () =>
        create(
          valid,
          Array.from({ length: 11 }, () => picture),
        ),
      400,
      'You can upload maximum 10 images',
    );
    await expectRefused(
      () => create({ ...valid, isActive: 'yes' }, [picture]),
      400,
      'isActive must be true or false',
    );
    const tags = Array.from({ length: 21 }, (_, i) => `tag${i}`).join(',');
    await expectRefused(
      () => create({ ...valid, tags }, [picture]),
      400,
      'A gallery can have at most 20 tags',
    );
  });
});

describe('PUT /api/gallery/:id', () => {
  it('edits the fields and keeps the pictures when none are sent', async () => {
    const made = await createGallery();
    const res = await t.app.inject(
      await multipartRequest('PUT', `/api/gallery/${made.id}`, t.admin, {
        title: 'Dashain Feast Night 2025',
        category: 'food',
        isActive: 'false',
        tags: 'feast',
      }),
    );
    expect(res.statusCode, res.body).toBe(200);
    const saved = gallerySavedResponseSchema.parse(res.json());
    expect(saved.message).toBe('Gallery updated successfully!');
    expect(saved.data).toMatchObject({
      id: made.id,
      title: 'Dashain Feast Night 2025',
      description: made.description,
      category: 'food',
      isActive: false,
      tags: ['feast'],
      images: made.images,
    });
    const [audit] = await auditOf(t, 'gallery', made.id);
    expect(audit).toMatchObject({ action: 'gallery.updated' });
    expect(audit?.details).toMatchObject({
      from: { title: valid.title, isActive: true },
      to: { title: 'Dashain Feast Night 2025', isActive: false },
    });
  });

  it('replaces the pictures with those sent and removes the old files', async () => {
    const made = await createGallery();
    const res = await t.app.inject(
      await multipartRequest('PUT', `/api/gallery/${made.id}`, t.admin, { title: made.title }, [
        await pngPicture('new.png', 64, 64),
      ]),
    );
    expect(res.statusCode, res.body).toBe(200);
    const saved = gallerySavedResponseSchema.parse(res.json()).data;
    expect(saved.images).toHaveLength(1);
    expect(saved.images[0]).not.toBe(made.images[0]);
    const files = await filesIn(t, 'gallery');
    expect(files).toContain(saved.images[0]);
    for (const old of made.images) expect(files).not.toContain(old);
  });

  it('takes a JSON body too', async () => {
    const made = await createGallery();
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/gallery/${made.id}`,
      headers: t.admin,
      payload: { title: 'Renamed', tags: ['a', 'b'], isActive: true },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(gallerySavedResponseSchema.parse(res.json()).data).toMatchObject({
      title: 'Renamed',
      tags: ['a', 'b'],
      images: made.images,
    });
  });

  it('answers 404 for an unknown gallery and keeps none of the pictures sent', async () => {
    await expectRefused(
      async () =>
        t.app.inject(
          await multipartRequest('PUT', '/api/gallery/987654', t.admin, valid, [
            await pngPicture(),
          ]),
        ),
      404,
      'Gallery not found',
    );
  });

  it('refuses a bad id, a blank title, a long category and a non-picture', async () => {
    const made = await createGallery();
    const put =
      (fields: Record<string, string>, files: Parameters<typeof multipartRequest>[4] = []) =>
      async () =>
        t.app.inject(
          await multipartRequest('PUT', `/api/gallery/${made.id}`, t.admin, fields, files),
        );
    await expectRefused(
      async () => t.app.inject(await multipartRequest('PUT', '/api/gallery/abc', t.admin, valid)),
      400,
      'Gallery id must be a positive whole number',
    );
    await expectRefused(put({ title: '' }), 400, 'Title is required');
    await expectRefused(put({ ...valid, category: 'x'.repeat(51) }), 400, 'Maximum 50 characters');
    await expectRefused(
      put(valid, [textPretendingToBeJpeg]),
      400,
      'menu.jpg is not a valid image file',
    );
    const unchanged = adminGalleryListResponseSchema
      .parse((await list(`?search=${encodeURIComponent(made.title)}&limit=50`)).json())
      .data.find((g) => g.id === made.id);
    expect(unchanged?.images).toEqual(made.images);
  });
});

describe('DELETE /api/gallery/:id', () => {
  it('deletes the gallery, its pictures and their files, and logs it', async () => {
    const made = await createGallery();
    const res = await t.app.inject({
      method: 'DELETE',
      url: `/api/gallery/${made.id}`,
      headers: t.admin,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, message: 'Gallery deleted successfully' });
    expect(
      await t.db.select().from(galleryImages).where(eq(galleryImages.galleryId, made.id)),
    ).toEqual([]);
    for (const name of made.images) {
      expect(existsSync(path.join(t.uploadsDir, 'gallery', name))).toBe(false);
    }
    const [audit] = await auditOf(t, 'gallery', made.id);
    expect(audit).toMatchObject({ action: 'gallery.deleted' });
    expect(audit?.details).toMatchObject({ title: valid.title, images: made.images });

    const again = await t.app.inject({
      method: 'DELETE',
      url: `/api/gallery/${made.id}`,
      headers: t.admin,
    });
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({ error: 'NOT_FOUND', message: 'Gallery not found' });
  });

  it('refuses an id that is not a number', async () => {
    const res = await t.app.inject({ method: 'DELETE', url: '/api/gallery/0', headers: t.admin });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Gallery id must be a positive whole number');
  });
});
