import { existsSync } from 'node:fs';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { adminAuditLog } from '@shop/db';
import { and, desc, eq } from '@shop/db/orm';
import sharp from 'sharp';
import { type FilePart, multipartPost } from '../../../form-data.ts';
import { signInAdmin, signInCustomer } from '../../../support/sessions.ts';
import { startTestApp, type TestApp } from '../../../test-app.ts';

/*
 * The content tests' app: a private database copy and a private uploads folder, so that the
 * files a test stores or removes can be counted without other test files in the way.
 */
export interface ContentTestApp extends TestApp {
  uploadsDir: string;
  admin: { authorization: string };
  customer: { authorization: string };
}

export async function startContentTestApp(): Promise<ContentTestApp> {
  const uploadsDir = await mkdtemp(path.join(tmpdir(), 'shop-admin-content-test-'));
  const t = await startTestApp({ uploadsDir });
  const admin = (await signInAdmin(t)).headers;
  const customer = (await signInCustomer(t)).headers;
  return {
    ...t,
    uploadsDir,
    admin,
    customer,
    async close() {
      await t.close();
      await rm(uploadsDir, { recursive: true, force: true });
    },
  };
}

/** The files stored in one folder of the uploads root. */
export async function filesIn(t: ContentTestApp, folder: string): Promise<string[]> {
  const dir = path.join(t.uploadsDir, folder);
  return existsSync(dir) ? (await readdir(dir)).sort() : [];
}

/** A real picture of the given size, as a phone would send it. */
export async function pngPicture(name = 'momo.png', width = 320, height = 200): Promise<FilePart> {
  const data = await sharp({
    create: { width, height, channels: 3, background: { r: 200, g: 60, b: 20 } },
  })
    .png()
    .toBuffer();
  return { data, name, type: 'image/png' };
}

export const textPretendingToBeJpeg: FilePart = {
  data: new TextEncoder().encode('This is not a picture, just text pretending to be one.'),
  name: 'menu.jpg',
  type: 'image/jpeg',
};

/** Inject options for a multipart/form-data request of any method, as a browser sends it. */
export async function multipartRequest(
  method: 'POST' | 'PUT',
  url: string,
  headers: Record<string, string>,
  fields: Record<string, string>,
  files: readonly FilePart[] = [],
) {
  const request = await multipartPost(url, fields, files);
  return { ...request, method, headers: { ...request.headers, ...headers } };
}

/** The audit lines written for one record, newest first. */
export function auditOf(t: TestApp, entityType: string, entityId: number) {
  return t.db
    .select()
    .from(adminAuditLog)
    .where(
      and(eq(adminAuditLog.entityType, entityType), eq(adminAuditLog.entityId, String(entityId))),
    )
    .orderBy(desc(adminAuditLog.createdAt));
}
