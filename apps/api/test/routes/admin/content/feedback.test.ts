import { existsSync } from 'node:fs';
import path from 'node:path';
import { feedback, feedbackImages } from '@shop/db';
import { avg, count, desc, eq, sql } from '@shop/db/orm';
import {
  FEEDBACK_CATEGORIES,
  feedbackListResponseSchema,
  feedbackUpdatedResponseSchema,
} from '@shop/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipartPost } from '../../../form-data.ts';
import {
  auditOf,
  type ContentTestApp,
  pngPicture,
  startContentTestApp,
} from './content-support.ts';

let t: ContentTestApp;
beforeAll(async () => {
  t = await startContentTestApp();
});
afterAll(() => t.close());

async function list(query = '') {
  const res = await t.app.inject({ method: 'GET', url: `/api/feedback${query}`, headers: t.admin });
  expect(res.statusCode, res.body).toBe(200);
  return feedbackListResponseSchema.parse(res.json()).data;
}

function setStatus(id: number | string, payload: unknown) {
  return t.app.inject({
    method: 'PUT',
    url: `/api/feedback/${id}`,
    headers: t.admin,
    payload: payload as object,
  });
}

/** Feedback sent through the feedback page (multipart, with pictures) by a visitor. */
async function sendFeedback(fields: Record<string, string> = {}, pictures = 0) {
  const files = await Promise.all(
    Array.from({ length: pictures }, (_, i) => pngPicture(`photo-${i}.png`)),
  );
  const res = await t.app.inject(
    await multipartPost(
      '/api/feedback',
      {
        name: 'Anjali Rai',
        email: 'anjali@example.com',
        rating: '4',
        category: 'delivery',
        message: 'The rider was quick and the fries were still crisp.',
        ...fields,
      },
      files,
    ),
  );
  expect(res.statusCode, res.body).toBe(201);
  const [row] = await t.db.select().from(feedback).orderBy(desc(feedback.id)).limit(1);
  if (!row) throw new Error('no feedback stored');
  const images = await t.db
    .select({ fileName: feedbackImages.fileName })
    .from(feedbackImages)
    .where(eq(feedbackImages.feedbackId, row.id))
    .orderBy(feedbackImages.position);
  return { ...row, images: images.map((image) => image.fileName) };
}

describe('the feedback calls without an admin session', () => {
  it.each([
    ['GET', '/api/feedback'],
    ['PUT', '/api/feedback/1'],
    ['DELETE', '/api/feedback/1'],
    ['GET', '/api/feedback/image/0b0e3c4e-8a55-4c0b-9a51-8a2b7c1d9e10.webp'],
  ] as const)('refuse %s %s to a visitor and to a customer', async (method, url) => {
    for (const headers of [{}, t.customer]) {
      const payload = method === 'PUT' ? { status: 'resolved' } : undefined;
      const res = await t.app.inject({ method, url, headers, payload });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ error: 'UNAUTHORIZED', message: 'Please sign in' });
    }
  });
});

describe('GET /api/feedback', () => {
  it('lists feedback newest first with its pictures, figures and categories', async () => {
    const sent = await sendFeedback({ category: 'food_quality', rating: '2' }, 2);
    const data = await list();
    expect(data.feedback[0]).toEqual({
      id: sent.id,
      name: 'Anjali Rai',
      email: 'anjali@example.com',
      category: 'food_quality',
      rating: 2,
      message: sent.message,
      images: sent.images,
      status: 'pending',
      created_at: sent.createdAt.toISOString(),
      updated_at: sent.updatedAt.toISOString(),
    });
    expect(sent.images).toHaveLength(2);

    const [figures] = await t.db
      .select({
        total: count(),
        pending: sql<number>`count(*) FILTER (WHERE ${feedback.status} = 'pending')`.mapWith(
          Number,
        ),
        week: sql<number>`count(*) FILTER (WHERE ${feedback.createdAt} > now() - interval '7 days')`.mapWith(
          Number,
        ),
        average: avg(feedback.rating).mapWith(Number),
      })
      .from(feedback);
    expect(data.stats).toEqual({
      total: figures?.total,
      pending: figures?.pending,
      averageRating: Math.round((figures?.average ?? 0) * 10) / 10,
      thisWeek: figures?.week,
    });
    expect(data.matches).toBe(figures?.total);

    const present = await t.db.selectDistinct({ category: feedback.category }).from(feedback);
    expect(data.categories).toEqual(present.map((row) => row.category).sort());
    expect(data.categories).toContain('food_quality');
    for (const category of data.categories) expect(FEEDBACK_CATEGORIES).toContain(category);
  });

  it('searches name, email and message in any case, and filters by category and rating', async () => {
    const sent = await sendFeedback({
      name: 'Prakash Gurung',
      email: 'p.gurung@mail.example',
      category: 'suggestion',
      rating: '3',
      message: 'Please add a buff burger with timur chutney, 100% would order.',
    });
    const ids = async (query: string) => (await list(query)).feedback.map((f) => f.id);
    expect(await ids('?search=PRAKASH')).toEqual([sent.id]);
    expect(await ids('?search=P.GURUNG%40MAIL')).toEqual([sent.id]);
    expect(await ids('?search=Timur%20CHUTNEY')).toEqual([sent.id]);
    expect(await ids('?search=100%25')).toEqual([sent.id]);
    expect(await ids('?search=prakash&category=suggestion&rating=3')).toEqual([sent.id]);
    expect(await ids('?search=prakash&category=complaint')).toEqual([]);
    expect(await ids('?search=prakash&rating=5')).toEqual([]);
    expect(await ids('?search=prakash&category=all&rating=all')).toEqual([sent.id]);

    const rated = await list('?rating=3');
    expect(rated.feedback.every((f) => f.rating === 3)).toBe(true);
    expect(rated.matches).toBe(rated.feedback.length);
    expect(rated.stats.total).toBeGreaterThan(rated.matches);
  });

  it.each([
    ['?category=pizza', `category must be one of all, ${FEEDBACK_CATEGORIES.join(', ')}`],
    ['?rating=0', 'rating must be all or a whole number from 1 to 5'],
    ['?rating=6', 'rating must be all or a whole number from 1 to 5'],
    ['?rating=four', 'rating must be all or a whole number from 1 to 5'],
    ['?limit=5000', 'limit must be a whole number between 1 and 1000'],
  ])('refuses %s', async (query, message) => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/feedback${query}`,
      headers: t.admin,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: 'VALIDATION_FAILED', message });
  });
});

describe('PUT /api/feedback/:id', () => {
  it('sets any status in any order, logs each change, and pending counts drop', async () => {
    const sent = await sendFeedback();
    const pendingBefore = (await list()).stats.pending;
    for (const status of ['resolved', 'pending', 'reviewed'] as const) {
      const res = await setStatus(sent.id, { status });
      expect(res.statusCode, res.body).toBe(200);
      const body = feedbackUpdatedResponseSchema.parse(res.json());
      expect(body.message).toBe('Feedback status updated successfully');
      expect(body.data.feedback).toMatchObject({ id: sent.id, status });
    }
    expect((await list()).stats.pending).toBe(pendingBefore - 1);
    const audit = await auditOf(t, 'feedback', sent.id);
    expect(audit.map((line) => line.details)).toEqual([
      expect.objectContaining({ from: 'pending', to: 'reviewed' }),
      expect.objectContaining({ from: 'resolved', to: 'pending' }),
      expect.objectContaining({ from: 'pending', to: 'resolved' }),
    ]);

    // The status it already has: answered, nothing logged.
    expect((await setStatus(sent.id, { status: 'reviewed' })).statusCode).toBe(200);
    expect(await auditOf(t, 'feedback', sent.id)).toHaveLength(3);
  });

  it.each([[{ status: 'done' }], [{ status: '' }], [{}], [{ status: 3 }]])(
    'refuses the body %j',
    async (payload) => {
      const sent = await sendFeedback();
      const res = await setStatus(sent.id, payload);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        error: 'VALIDATION_FAILED',
        message: 'Status must be one of pending, reviewed, resolved',
      });
    },
  );

  it('answers 404 for unknown feedback and 400 for a bad id', async () => {
    const missing = await setStatus(987654, { status: 'resolved' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ error: 'NOT_FOUND', message: 'Feedback not found' });
    expect((await setStatus('x', { status: 'resolved' })).statusCode).toBe(400);
  });
});

describe('DELETE /api/feedback/:id', () => {
  it('deletes the feedback and its picture files, and logs it', async () => {
    const sent = await sendFeedback({}, 2);
    const files = sent.images.map((name) => path.join(t.uploadsDir, 'feedback', name));
    for (const file of files) expect(existsSync(file)).toBe(true);

    const res = await t.app.inject({
      method: 'DELETE',
      url: `/api/feedback/${sent.id}`,
      headers: t.admin,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, message: 'Feedback deleted successfully' });
    for (const file of files) expect(existsSync(file)).toBe(false);
    expect(await t.db.select().from(feedback).where(eq(feedback.id, sent.id))).toEqual([]);
    const [audit] = await auditOf(t, 'feedback', sent.id);
    expect(audit).toMatchObject({ action: 'feedback.deleted' });
    expect(audit?.details).toMatchObject({ name: 'Anjali Rai', images: 2 });

    const again = await t.app.inject({
      method: 'DELETE',
      url: `/api/feedback/${sent.id}`,
      headers: t.admin,
    });
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({ error: 'NOT_FOUND', message: 'Feedback not found' });
  });
});

describe('a feedback picture', () => {
  it('is served to an admin by GET /api/feedback/image/:fileName, privately', async () => {
    const sent = await sendFeedback({}, 1);
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/feedback/image/${sent.images[0]}`,
      headers: t.admin,
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/webp');
    expect(res.headers['cache-control']).toBe('private, max-age=3600');
    expect(res.rawPayload.subarray(8, 12).toString()).toBe('WEBP');
  });

  it('is not served under /uploads to a visitor or a customer, only to an admin', async () => {
    const sent = await sendFeedback({}, 1);
    const url = `/uploads/feedback/${sent.images[0]}`;
    for (const headers of [{}, t.customer]) {
      const res = await t.app.inject({ method: 'GET', url, headers });
      expect(res.statusCode).toBe(401);
      expect(res.rawPayload.includes(Buffer.from('WEBP'))).toBe(false);
    }
    const head = await t.app.inject({ method: 'HEAD', url });
    expect(head.statusCode).toBe(401);
    const admin = await t.app.inject({ method: 'GET', url, headers: t.admin });
    expect(admin.statusCode).toBe(200);
    expect(admin.headers['content-type']).toBe('image/webp');
    // Gallery pictures stay public.
    const gallery = await t.app.inject({ method: 'GET', url: '/uploads/gallery/none.webp' });
    expect(gallery.statusCode).toBe(404);
  });

  it('answers 404 for a picture that does not exist and 400 for a name no upload has', async () => {
    const missing = await t.app.inject({
      method: 'GET',
      url: '/api/feedback/image/0b0e3c4e-8a55-4c0b-9a51-8a2b7c1d9e10.webp',
      headers: t.admin,
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ error: 'NOT_FOUND', message: 'Image not found' });
    for (const name of ['..%2F..%2Fpackage.json', 'notes.txt', '.webp', '%2Fetc%2Fpasswd']) {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/feedback/image/${name}`,
        headers: t.admin,
      });
      expect(res.statusCode, name).toBe(400);
      expect(res.json().message).toBe('fileName must be the name of a stored picture');
    }
  });
});
