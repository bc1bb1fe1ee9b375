import { events } from '@shop/db';
import { eq } from '@shop/db/orm';
import {
  adminEventListResponseSchema,
  adminEventResponseSchema,
  adminEventSavedSchema,
  EVENT_FORM_MESSAGES,
  PROMOTION_MESSAGES,
} from '@shop/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FilePart } from '../../../form-data.ts';
import { type SignedIn, signInAdmin } from '../../../support/sessions.ts';
import type { TestApp } from '../../../test-app.ts';
import {
  auditActions,
  daysFromNow,
  eventFields,
  eventForm,
  lastAudit,
  pngPicture,
  startPromotionsApp,
} from './promotions-support.ts';

let t: TestApp;
let admin: SignedIn;
beforeAll(async () => {
  t = await startPromotionsApp();
  admin = await signInAdmin(t);
});
afterAll(() => t.close());

const URL = '/api/admin/events';

async function createEvent(fields: Record<string, string> = {}, files: readonly FilePart[] = []) {
  const res = await t.app.inject(
    await eventForm('POST', URL, eventFields(fields), files, admin.headers),
  );
  expect(res.statusCode, res.body).toBe(201);
  return adminEventSavedSchema.parse(res.json()).data;
}

function list(query: Record<string, string | number> = {}) {
  return t.app.inject({ method: 'GET', url: URL, query: stringify(query), headers: admin.headers });
}

const stringify = (query: Record<string, string | number>) =>
  Object.fromEntries(Object.entries(query).map(([key, value]) => [key, String(value)]));

describe('POST /api/admin/events', () => {
  it('creates an event from the multipart form, with its picture re-encoded under a new name', async () => {
    const res = await t.app.inject(
      await eventForm(
        'POST',
        URL,
        eventFields({ title: 'Tihar Lights' }),
        [await pngPicture()],
        admin.headers,
      ),
    );
    expect(res.statusCode, res.body).toBe(201);
    const saved = adminEventSavedSchema.parse(res.json());
    expect(saved.message).toBe('Event created successfully');
    expect(saved.data).toMatchObject({
      title: 'Tihar Lights',
      coupon_code: null,
      discount_percentage: null,
      is_active: true,
      status: 'active',
    });
    expect(saved.data.image_url).toMatch(/^\/uploads\/events\/[0-9a-f-]{36}\.webp$/);
    const served = await t.app.inject({ method: 'GET', url: saved.data.image_url ?? '' });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(await auditActions(t, 'event', saved.data.id)).toEqual(['event.created']);
  });

  it('reads a date-time without an offset as Kathmandu time, and is_active 0 as switched off', async () => {
    const event = await createEvent({
      start_date: '2031-05-01T10:00',
      end_date: '2031-05-03',
      is_active: '0',
    });
    expect(event.start_date).toBe('2031-05-01T04:15:00.000Z');
    expect(event.end_date).toBe('2031-05-02T18:15:00.000Z');
    expect(event.status).toBe('inactive');
  });

  it('accepts JSON too', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: URL,
      headers: admin.headers,
      payload: { ...eventFields(), is_active: true, discount_percentage: 12 },
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data.discount_percentage).toBe(12);
  });

  it.each([
    [{ title: '  ' }, EVENT_FORM_MESSAGES.titleRequired],
    [{ description: '' }, EVENT_FORM_MESSAGES.descriptionRequired],
    [{ start_date: '' }, EVENT_FORM_MESSAGES.startRequired],
    [{ end_date: '' }, EVENT_FORM_MESSAGES.endRequired],
    [{ start_date: '2031-02-30T10:00' }, 'Start date must be a valid date and time'],
    [{ start_date: daysFromNow(3), end_date: daysFromNow(2) }, 'End date must be after start date'],
    [{ coupon_code: 'MOMO15' }, 'Discount percentage is required when coupon code is provided'],
    [{ discount_percentage: '0' }, 'Discount percentage must be between 1 and 100'],
    [{ discount_percentage: '101' }, 'Discount percentage must be between 1 and 100'],
    [
      { discount_percentage: '12.5' },
      'Discount percentage must be a whole number, without decimals',
    ],
    [{ coupon_code: 'ab', discount_percentage: '10' }, 'Coupon code must be at least 3 characters'],
    [
      { coupon_code: 'MOMO-15', discount_percentage: '10' },
      'Coupon code must contain only uppercase letters and numbers',
    ],
    [{ is_active: 'yes' }, 'is_active must be 1 or 0'],
  ])('refuses %j with the form message', async (fields, message) => {
    const before = await t.db.$count(events);
    const res = await t.app.inject(
      await eventForm('POST', URL, eventFields(fields), [], admin.headers),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: 'VALIDATION_FAILED', message });
    expect(await t.db.$count(events)).toBe(before);
  });

  it('refuses a file that is not a picture, and a second picture, keeping nothing', async () => {
    const before = await t.db.$count(events);
    const fake = { data: Buffer.from('not a picture'), name: 'poster.png', type: 'image/png' };
    const notImage = await t.app.inject(
      await eventForm('POST', URL, eventFields(), [fake], admin.headers),
    );
    expect(notImage.statusCode).toBe(400);
    expect(notImage.json().message).toBe('poster.png is not a valid image file');
    const png = await pngPicture();
    const two = await t.app.inject(
      await eventForm('POST', URL, eventFields(), [png, png], admin.headers),
    );
    expect(two.statusCode).toBe(400);
    expect(two.json().message).toBe(PROMOTION_MESSAGES.oneImage);
    expect(await t.db.$count(events)).toBe(before);
  });
});

describe('GET /api/admin/events', () => {
  it('lists newest first with pagination and the stat cards over every event', async () => {
    const res = await list({ limit: 2 });
    expect(res.statusCode).toBe(200);
    const body = adminEventListResponseSchema.parse(res.json());
    expect(body.data).toHaveLength(2);
    const total = await t.db.$count(events);
    expect(body.pagination).toEqual({ page: 1, limit: 2, total, pages: Math.ceil(total / 2) });
    expect(body.stats.total).toBe(total);
    const created = body.data.map((event) => event.created_at);
    expect(created).toEqual([...created].sort().reverse());
    const page2 = adminEventListResponseSchema.parse((await list({ limit: 2, page: 2 })).json());
    expect(page2.data.map((e) => e.id)).not.toContain(body.data[0]?.id);
  });

  it('filters by derived status: the seeded running, past and coming events', async () => {
    const statuses = ['active', 'upcoming', 'expired', 'inactive'] as const;
    for (const status of statuses) {
      const body = adminEventListResponseSchema.parse((await list({ status, limit: 100 })).json());
      expect(body.data.every((event) => event.status === status)).toBe(true);
      if (status !== 'inactive') expect(body.data.length).toBeGreaterThan(0);
    }
    const active = adminEventListResponseSchema.parse(
      (await list({ status: 'active', limit: 100 })).json(),
    );
    expect(active.stats.active).toBe(active.pagination.total);
    const titles = active.data.map((event) => event.title);
    expect(titles).toEqual(expect.arrayContaining(['Momo Mania Week', 'Himalayan Feast Festival']));
  });

  it('searches title, description and coupon code, case-insensitively', async () => {
    const byTitle = adminEventListResponseSchema.parse(
      (await list({ search: 'momo mania' })).json(),
    );
    expect(byTitle.data.map((event) => event.title)).toEqual(['Momo Mania Week']);
    const byCode = adminEventListResponseSchema.parse((await list({ search: 'feast25' })).json());
    expect(byCode.data.map((event) => event.coupon_code)).toEqual(['FEAST25']);
    const none = adminEventListResponseSchema.parse((await list({ search: '100%_' })).json());
    expect(none.data).toEqual([]);
  });

  it.each([
    [{ status: 'running' }, 'status must be one of all, active, upcoming, expired, inactive'],
    [{ page: 0 }, 'page must be a whole number between 1 and 100000'],
    [{ limit: 101 }, 'limit must be a whole number between 1 and 100'],
  ])('refuses %j', async (query, message) => {
    const res = await list(query);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
  });
});

describe('GET /api/admin/events/:id', () => {
  it('answers one event, and 404 for an unknown one', async () => {
    const event = await createEvent({ title: 'Holi Colours' });
    const res = await t.app.inject({
      method: 'GET',
      url: `${URL}/${event.id}`,
      headers: admin.headers,
    });
    expect(res.statusCode).toBe(200);
    expect(adminEventResponseSchema.parse(res.json()).data).toEqual(event);
    const missing = await t.app.inject({
      method: 'GET',
      url: `${URL}/999999`,
      headers: admin.headers,
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ error: 'NOT_FOUND', message: 'Event not found' });
    const bad = await t.app.inject({ method: 'GET', url: `${URL}/abc`, headers: admin.headers });
    expect(bad.statusCode).toBe(400);
  });
});

describe('PUT /api/admin/events/:id', () => {
  it('changes the fields, keeps the picture unless a new one is sent, then replaces it', async () => {
    const event = await createEvent({}, [await pngPicture()]);
    const oldFile = (event.image_url ?? '').replace('/uploads/', '');
    expect(await t.app.files.has(oldFile)).toBe(true);
    const kept = await t.app.inject(
      await eventForm(
        'PUT',
        `${URL}/${event.id}`,
        eventFields({ title: 'Renamed' }),
        [],
        admin.headers,
      ),
    );
    expect(kept.statusCode, kept.body).toBe(200);
    const keptEvent = adminEventSavedSchema.parse(kept.json());
    expect(keptEvent.message).toBe('Event updated successfully');
    expect(keptEvent.data).toMatchObject({ title: 'Renamed', image_url: event.image_url });

    const replaced = await t.app.inject(
      await eventForm(
        'PUT',
        `${URL}/${event.id}`,
        eventFields(),
        [await pngPicture(300, 300)],
        admin.headers,
      ),
    );
    expect(replaced.statusCode).toBe(200);
    expect(replaced.json().data.image_url).not.toBe(event.image_url);
    expect(await t.app.files.has(oldFile)).toBe(false);
    const audit = await lastAudit(t, 'event', event.id);
    expect(audit?.action).toBe('event.updated');
    expect(audit?.adminId).toBe(admin.id);
  });

  it('answers 404 for an unknown event and 400 for a broken form', async () => {
    const missing = await t.app.inject(
      await eventForm('PUT', `${URL}/999999`, eventFields(), [], admin.headers),
    );
    expect(missing.statusCode).toBe(404);
    const event = await createEvent();
    const bad = await t.app.inject(
      await eventForm('PUT', `${URL}/${event.id}`, eventFields({ title: '' }), [], admin.headers),
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Event title is required');
  });
});

describe('DELETE /api/admin/events/:id', () => {
  it('deletes the event and its picture, and logs it; then 404', async () => {
    const event = await createEvent({}, [await pngPicture()]);
    const file = (event.image_url ?? '').replace('/uploads/', '');
    expect(await t.app.files.has(file)).toBe(true);
    const res = await t.app.inject({
      method: 'DELETE',
      url: `${URL}/${event.id}`,
      headers: admin.headers,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, message: 'Event deleted successfully' });
    expect(await t.db.select().from(events).where(eq(events.id, event.id))).toEqual([]);
    expect(await t.app.files.has(file)).toBe(false);
    expect(await auditActions(t, 'event', event.id)).toEqual(['event.created', 'event.deleted']);
    const again = await t.app.inject({
      method: 'DELETE',
      url: `${URL}/${event.id}`,
      headers: admin.headers,
    });
    expect(again.statusCode).toBe(404);
  });
});
