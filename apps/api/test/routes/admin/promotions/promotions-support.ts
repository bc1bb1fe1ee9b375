import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { adminAuditLog, coupons } from '@shop/db';
import { and, desc, eq } from '@shop/db/orm';
import sharp from 'sharp';
import { type FilePart, multipartPost } from '../../../form-data.ts';
import { startTestApp, type TestApp } from '../../../test-app.ts';

/*
 * Calls and fixtures of the back office's events and coupons tests.
 */

export const DAY = 24 * 60 * 60 * 1000;
export const daysFromNow = (days: number) => new Date(Date.now() + days * DAY).toISOString();

/** The app on a private copy of the database and a private uploads folder (pictures get deleted). */
export async function startPromotionsApp(): Promise<TestApp> {
  const uploadsDir = path.join(await mkdtemp(path.join(tmpdir(), 'promotions-')), 'uploads');
  return startTestApp({ uploadsDir });
}

let serial = 0;
/** A code no seeded coupon has. */
export const freshCode = (prefix = 'EV') =>
  `${prefix}${Date.now().toString(36).toUpperCase()}${++serial}`;

/** An event form that passes every rule: running now for a week, no code. */
export function eventFields(fields: Record<string, string> = {}): Record<string, string> {
  return {
    title: 'Dashain Dumpling Days',
    description: 'Steamed, fried and jhol momo at festival prices.',
    start_date: daysFromNow(-1),
    end_date: daysFromNow(7),
    coupon_code: '',
    discount_percentage: '',
    is_active: '1',
    ...fields,
  };
}

export async function pngPicture(width = 640, height = 360): Promise<FilePart> {
  const data = await sharp({
    create: { width, height, channels: 3, background: { r: 220, g: 90, b: 30 } },
  })
    .png()
    .toBuffer();
  return { data, name: 'poster.png', type: 'image/png' };
}

/** A multipart event form, as the screen sends it. */
export async function eventForm(
  method: 'POST' | 'PUT',
  url: string,
  fields: Record<string, string>,
  files: readonly FilePart[] = [],
  headers: Record<string, string> = {},
) {
  const request = await multipartPost(url, fields, files, 'image');
  return { ...request, method, headers: { ...request.headers, ...headers } };
}

export async function couponRow(t: TestApp, code: string) {
  const [row] = await t.db.select().from(coupons).where(eq(coupons.code, code));
  return row;
}

/** The newest audit line about a record. */
export async function lastAudit(t: TestApp, entityType: string, entityId: number | string) {
  const [row] = await t.db
    .select()
    .from(adminAuditLog)
    .where(
      and(eq(adminAuditLog.entityType, entityType), eq(adminAuditLog.entityId, String(entityId))),
    )
    .orderBy(desc(adminAuditLog.createdAt))
    .limit(1);
  return row;
}

/** The actions of every audit line about a record, sorted (one change may write several). */
export async function auditActions(t: TestApp, entityType: string, entityId: number | string) {
  const rows = await t.db
    .select({ action: adminAuditLog.action })
    .from(adminAuditLog)
    .where(
      and(eq(adminAuditLog.entityType, entityType), eq(adminAuditLog.entityId, String(entityId))),
    );
  return rows.map((row) => row.action).sort();
}
