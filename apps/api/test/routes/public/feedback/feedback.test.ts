import { existsSync } from 'node:fs';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { feedback, feedbackImages } from '@shop/db';
import { count, desc, eq } from '@shop/db/orm';
import { FEEDBACK_MESSAGES, successResponseSchema } from '@shop/shared';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { submitFeedback } from '../../../../src/services/feedback/submit-feedback.ts';
import { type FilePart, multipartPost } from '../../../form-data.ts';
import { signInAdmin } from '../../../support/sessions.ts';
import { startTestApp, type TestApp } from '../../../test-app.ts';

let t: TestApp;
let uploadsDir: string;
let feedbackDir: string;

beforeAll(async () => {
  // A folder of its own, so that counting stored files is not disturbed by other test files.
  uploadsDir = await mkdtemp(path.join(tmpdir(), 'shop-feedback-test-'));
  feedbackDir = path.join(uploadsDir, 'feedback');
  t = await startTestApp({ uploadsDir });
});
afterAll(async () => {
  await t.close();
  await rm(uploadsDir, { recursive: true, force: true });
});

const URL = '/api/feedback';

const valid = {
  name: 'Sita Sharma',
  email: 'sita@example.com',
  rating: 4,
  category: 'food',
  message: 'The jhol momo were excellent, thank you!',
};

function formFields(overrides: Record<string, string> = {}): Record<string, string> {
  return { ...valid, rating: String(valid.rating), category: 'food_quality', ...overrides };
}

async function pngPicture(width = 300, height = 200): Promise<FilePart> {
  const data = await sharp({
    create: { width, height, channels: 3, background: { r: 200, g: 60, b: 20 } },
  })
    .png()
    .toBuffer();
  return { data, name: 'momo.png', type: 'image/png' };
}

/** A landscape JPEG whose EXIF says "rotate 90°" and names its author and camera. */
async function jpegWithExif(): Promise<FilePart> {
  const data = await sharp({
    create: { width: 2400, height: 1200, channels: 3, background: { r: 30, g: 120, b: 200 } },
  })
    .jpeg()
    .withMetadata({ orientation: 6 })
    .withExif({ IFD0: { Artist: 'Secret Photographer', Make: 'PhoneCo' } })
    .toBuffer();
  return { data, name: 'IMG_0042.jpg', type: 'image/jpeg' };
}

const textAsJpeg: FilePart = {
  data: new TextEncoder().encode('This is not a picture, just text pretending to be one.'),
  name: 'photo.jpg',
  type: 'image/jpeg',
};

async function storedState() {
  const [rows] = await t.db.select({ n: count() }).from(feedback);
  const [images] = await t.db.select({ n: count() }).from(feedbackImages);
  const files = existsSync(feedbackDir) ? await readdir(feedbackDir) : [];
  return { feedback: rows?.n ?? 0, images: images?.n ?? 0, files: files.length };
}

async function latestFeedback() {
  const [row] = await t.db.select().from(feedback).orderBy(desc(feedback.id)).limit(1);
  if (!row) throw new Error('no feedback stored');
  const images = await t.db
    .select()
    .from(feedbackImages)
    .where(eq(feedbackImages.feedbackId, row.id))
    .orderBy(feedbackImages.position);
  return { row, images };
}

async function expectRefused(
  send: () => Promise<{ statusCode: number; json: () => unknown }>,
  status: number,
  body: { error: string; message: string },
) {
  const before = await storedState();
  const res = await send();
  expect(res.statusCode).toBe(status);
  expect(res.json()).toEqual(body);
  expect(await storedState()).toEqual(before);
}

describe('POST /api/feedback as JSON (the floating form)', () => {
  it('stores pending feedback and thanks the sender', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: URL,
      payload: { ...valid, email: '  Sita@Example.COM ' },
    });
    expect(res.statusCode).toBe(201);
    expect(successResponseSchema.parse(res.json())).toEqual({
      success: true,
      message: 'Thank you for your feedback!',
    });
    const { row, images } = await latestFeedback();
    expect(row).toMatchObject({ ...valid, email: 'sita@example.com', status: 'pending' });
    expect(images).toEqual([]);
  });

  it.each([
    'food_quality',
    'service',
    'delivery',
    'website',
    'general',
    'complaint',
    'suggestion',
    'food',
    'other',
  ])('accepts the category %s', async (category) => {
    const res = await t.app.inject({ method: 'POST', url: URL, payload: { ...valid, category } });
    expect(res.statusCode).toBe(201);
    expect((await latestFeedback()).row.category).toBe(category);
  });

  it.each([
    ['rating 0', { rating: 0 }, FEEDBACK_MESSAGES.ratingInvalid],
    ['rating 6', { rating: 6 }, FEEDBACK_MESSAGES.ratingInvalid],
    ['rating abc', { rating: 'abc' }, FEEDBACK_MESSAGES.ratingInvalid],
    ['rating 4.5', { rating: 4.5 }, FEEDBACK_MESSAGES.ratingInvalid],
    ['rating true', { rating: true }, FEEDBACK_MESSAGES.ratingInvalid],
    ['rating [3]', { rating: [3] }, FEEDBACK_MESSAGES.ratingInvalid],
    [
      'a NUL in the message',
      { message: 'Great momo\u0000!!' },
      'Text must not contain NUL characters',
    ],
    ['no rating', { rating: undefined }, FEEDBACK_MESSAGES.ratingInvalid],
    ['an unknown category', { category: 'pizza' }, FEEDBACK_MESSAGES.categoryInvalid],
    ['no category', { category: undefined }, FEEDBACK_MESSAGES.categoryInvalid],
    ['a one-letter name', { name: 'S' }, 'Name must be at least 2 characters long'],
    ['a blank name', { name: '   ' }, 'Name is required'],
    ['a malformed email', { email: 'sita@' }, 'Please enter a valid email address'],
    ['a short message', { message: 'meh' }, 'Message must be at least 10 characters long'],
    [
      'an over-long message',
      { message: 'x'.repeat(5001) },
      'Message must be at most 5000 characters long',
    ],
  ])('refuses %s', async (_label, change, message) => {
    await expectRefused(
      () => t.app.inject({ method: 'POST', url: URL, payload: { ...valid, ...change } }),
      400,
      { error: 'VALIDATION_FAILED', message },
    );
  });

  it('stores HTML in the message as the text it is', async () => {
    const message = '<script>alert("hi")</script><img src=x onerror=alert(1)> Great wings!';
    const res = await t.app.inject({ method: 'POST', url: URL, payload: { ...valid, message } });
    expect(res.statusCode).toBe(201);
    expect(res.body).not.toContain('<script');
    expect((await latestFeedback()).row.message).toBe(message);
  });

  it('refuses an empty body, a text body and malformed JSON with clear 4xx replies', async () => {
    await expectRefused(() => t.app.inject({ method: 'POST', url: URL }), 400, {
      error: 'VALIDATION_FAILED',
      message: 'Name is required',
    });
    await expectRefused(
      () =>
        t.app.inject({
          method: 'POST',
          url: URL,
          headers: { 'content-type': 'text/plain' },
          payload: 'Great food!',
        }),
      415,
      {
        error: 'VALIDATION_FAILED',
        message:
          'Unsupported content type text/plain: send application/json or multipart/form-data',
      },
    );
    const broken = await t.app.inject({
      method: 'POST',
      url: URL,
      headers: { 'content-type': 'application/json' },
      payload: '{"name": ',
    });
    expect(broken.statusCode).toBe(400);
    expect(broken.json().error).toBe('VALIDATION_FAILED');
  });
});

describe('POST /api/feedback as a multipart form (the feedback page)', () => {
  it('stores the feedback with its pictures re-encoded as WebP under new names', async () => {
    const before = await storedState();
    const jpeg = await jpegWithExif();
    const sent = await sharp(jpeg.data).metadata();
    expect(sent.orientation).toBe(6);
    expect(sent.exif?.includes('Secret Photographer')).toBe(true);
    const png = await pngPicture(300, 200);
    const res = await t.app.inject(await multipartPost(URL, formFields(), [jpeg, png]));
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toEqual({ success: true, message: 'Thank you for your feedback!' });

    const { row, images } = await latestFeedback();
    expect(row).toMatchObject({ ...valid, category: 'food_quality', status: 'pending' });
    expect(images.map((image) => image.position)).toEqual([0, 1]);
    const after = await storedState();
    expect(after.files).toBe(before.files + 2);

    const [stored0, stored1] = await Promise.all(
      images.map(async (image) => {
        expect(image.fileName).toMatch(/^[0-9a-f-]{36}\.webp$/);
        const file = path.join(feedbackDir, image.fileName);
        expect(existsSync(file)).toBe(true);
        return sharp(file).metadata();
      }),
    );
    // The rotated 2400×1200 photo stands upright and fits 1600 px; the small one keeps its size.
    expect(stored0).toMatchObject({ format: 'webp', width: 800, height: 1600 });
    expect(stored1).toMatchObject({ format: 'webp', width: 300, height: 200 });
    for (const meta of [stored0, stored1]) {
      expect(meta?.exif).toBeUndefined();
      expect(meta?.orientation).toBeUndefined();
    }

    // A customer's photo is theirs and the restaurant's: only an admin session opens it.
    const photoUrl = `/uploads/feedback/${images[0]?.fileName}`;
    expect((await t.app.inject(photoUrl)).statusCode).toBe(401);
    const admin = await signInAdmin(t);
    const served = await t.app.inject({ url: photoUrl, headers: admin.headers });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.rawPayload.includes(Buffer.from('Secret Photographer'))).toBe(false);
  });

  it('accepts a form without pictures, and ignores an empty file input', async () => {
    const res = await t.app.inject(
      await multipartPost(URL, formFields({ rating: '5' }), [{ data: new Uint8Array(), name: '' }]),
    );
    expect(res.statusCode, res.body).toBe(201);
    const { row, images } = await latestFeedback();
    expect(row.rating).toBe(5);
    expect(images).toEqual([]);

    // What a browser sends for a file input left empty: a part with an empty file name.
    const fields = Object.entries(formFields({ rating: '2' })).map(
      ([name, value]) =>
        `--b\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
    );
    const emptyInput =
      '--b\r\nContent-Disposition: form-data; name="images"; filename=""\r\n' +
      'Content-Type: application/octet-stream\r\n\r\n\r\n--b--\r\n';
    const browser = await t.app.inject({
      method: 'POST',
      url: URL,
      headers: { 'content-type': 'multipart/form-data; boundary=b' },
      payload: fields.join('') + emptyInput,
    });
    expect(browser.statusCode, browser.body).toBe(201);
    expect((await latestFeedback()).row.rating).toBe(2);
  });

  it('refuses more than 5 pictures and keeps nothing', async () => {
    const png = await pngPicture();
    await expectRefused(
      async () => t.app.inject(await multipartPost(URL, formFields(), Array(6).fill(png))),
      400,
      { error: 'VALIDATION_FAILED', message: 'You can upload maximum 5 images' },
    );
  });

  it('accepts exactly 5 pictures', async () => {
    const png = await pngPicture();
    const res = await t.app.inject(await multipartPost(URL, formFields(), Array(5).fill(png)));
    expect(res.statusCode, res.body).toBe(201);
    expect((await latestFeedback()).images).toHaveLength(5);
  });

  it('refuses a picture over 5 MB by name and keeps nothing', async () => {
    const png = await pngPicture();
    const big = {
      data: new Uint8Array(6 * 1024 * 1024),
      name: 'huge-photo.png',
      type: 'image/png',
    };
    await expectRefused(
      async () => t.app.inject(await multipartPost(URL, formFields(), [png, big])),
      413,
      { error: 'PAYLOAD_TOO_LARGE', message: 'huge-photo.png is too large. Maximum size is 5MB' },
    );
  });

  it('refuses a text file named photo.jpg, deleting the pictures already stored for it', async () => {
    const png = await pngPicture();
    await expectRefused(
      async () => t.app.inject(await multipartPost(URL, formFields(), [png, png, textAsJpeg])),
      400,
      { error: 'VALIDATION_FAILED', message: 'photo.jpg is not a valid image file' },
    );
  });

  it.each([
    [
      'an SVG document',
      async (): Promise<FilePart> => ({
        data: new TextEncoder().encode(
          '<svg xmlns="http://www.w3.org/2000/svg" width="9" height="9"><rect width="9" height="9"/></svg>',
        ),
        name: 'drawing.svg',
        type: 'image/svg+xml',
      }),
    ],
    [
      'a JPEG cut off halfway',
      async (): Promise<FilePart> => {
        const { data } = await jpegWithExif();
        return { data: data.subarray(0, data.length / 2), name: 'cut.jpg', type: 'image/jpeg' };
      },
    ],
    [
      // 311 KB on the wire, 64 million pixels to decode: refused before it ties up the server.
      'a flat PNG of 64 megapixels',
      () => pngPicture(8000, 8000),
    ],
  ])('refuses %s as not an image', async (_label, makeFile) => {
    const file = await makeFile();
    await expectRefused(
      async () => t.app.inject(await multipartPost(URL, formFields(), [file])),
      400,
      { error: 'VALIDATION_FAILED', message: `${file.name} is not a valid image file` },
    );
  });

  it('checks the text fields before it touches any picture', async () => {
    const png = await pngPicture();
    await expectRefused(
      async () => t.app.inject(await multipartPost(URL, formFields({ rating: 'abc' }), [png])),
      400,
      { error: 'VALIDATION_FAILED', message: FEEDBACK_MESSAGES.ratingInvalid },
    );
    await expectRefused(
      async () => t.app.inject(await multipartPost(URL, formFields({ category: 'x' }), [png])),
      400,
      { error: 'VALIDATION_FAILED', message: FEEDBACK_MESSAGES.categoryInvalid },
    );
    await expectRefused(
      async () => t.app.inject(await multipartPost(URL, formFields({ rating: '0' }))),
      400,
      { error: 'VALIDATION_FAILED', message: FEEDBACK_MESSAGES.ratingInvalid },
    );
    await expectRefused(
      async () => t.app.inject(await multipartPost(URL, formFields({ rating: '6' }))),
      400,
      { error: 'VALIDATION_FAILED', message: FEEDBACK_MESSAGES.ratingInvalid },
    );
  });

  it('refuses a file sent in another field than images', async () => {
    const png = await pngPicture();
    await expectRefused(
      async () => t.app.inject(await multipartPost(URL, formFields(), [png], 'photo')),
      400,
      {
        error: 'VALIDATION_FAILED',
        message: 'Files are accepted in the images field only, not in photo.',
      },
    );
  });

  it('stores HTML in the message as the text it is', async () => {
    const message = '<b>Bold</b> claim: best <i>sekuwa</i> burger in town';
    const res = await t.app.inject(await multipartPost(URL, formFields({ message })));
    expect(res.statusCode).toBe(201);
    expect((await latestFeedback()).row.message).toBe(message);
  });

  it.each([
    ['no boundary', 'multipart/form-data', 'name=x'],
    ['a cut-off part', 'multipart/form-data; boundary=XyZ', '--XyZ\r\nContent-Disposition: form'],
    [
      'a part that never ends',
      'multipart/form-data; boundary=XyZ',
      '--XyZ\r\nContent-Disposition: form-data; name="name"\r\n\r\nSita',
    ],
  ])('answers a malformed form (%s) with 400', async (_label, contentType, payload) => {
    await expectRefused(
      () =>
        t.app.inject({
          method: 'POST',
          url: URL,
          headers: { 'content-type': contentType },
          payload,
        }),
      400,
      {
        error: 'VALIDATION_FAILED',
        message: 'The form could not be read: the multipart/form-data body is malformed.',
      },
    );
  });

  it('answers an empty form by naming the first missing field', async () => {
    await expectRefused(async () => t.app.inject(await multipartPost(URL, {})), 400, {
      error: 'VALIDATION_FAILED',
      message: 'Name is required',
    });
  });
});

describe('submitFeedback', () => {
  it('deletes the pictures it stored when the database refuses the feedback', async () => {
    const before = await storedState();
    const png = await pngPicture();
    const submit = submitFeedback(
      t.db,
      {
        ...valid,
        // Not a category the database knows: only a caller that skipped validation could send it.
        category: 'not-a-category' as 'food',
        images: [{ originalName: 'a.png', data: Buffer.from(png.data) }],
      },
      t.app.files,
    );
    await expect(submit).rejects.toThrow();
    expect(await storedState()).toEqual(before);
  });
});

describe('the OpenAPI document', () => {
  it('describes the JSON body and the multipart form with its pictures', async () => {
    const doc = (await t.app.inject('/api/docs/json')).json();
    const body = doc.paths['/api/feedback'].post.requestBody.content;
    expect(Object.keys(body)).toEqual(['application/json', 'multipart/form-data']);
    expect(body['multipart/form-data'].schema.properties.images).toMatchObject({
      type: 'array',
      maxItems: 5,
      items: { type: 'string', format: 'binary' },
    });
    expect(Object.keys(doc.paths['/api/feedback'].post.responses)).toEqual(
      expect.arrayContaining(['201', '400', '413', '415', '429']),
    );
  });
});
