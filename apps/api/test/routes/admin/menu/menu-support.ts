import { existsSync } from 'node:fs';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { adminAuditLog } from '@shop/db';
import { and, desc, eq } from '@shop/db/orm';
import sharp from 'sharp';
import { startTestApp, type TestApp } from '../../../test-app.ts';

/*
 * Fixtures for the back office's menu tests: an app with an uploads folder of its own (so the
 * files a test counts are its own), files of every kind a form may carry, multipart requests
 * with several file fields, and the audit lines a change leaves.
 */

export interface MenuTestApp extends TestApp {
  uploadsDir: string;
  /** The files stored under uploads/<folder>. */
  filesIn(folder: string): Promise<string[]>;
}

export async function startMenuTestApp(): Promise<MenuTestApp> {
  const uploadsDir = await mkdtemp(path.join(tmpdir(), 'shop-menu-test-'));
  const t = await startTestApp({ uploadsDir });
  return {
    ...t,
    uploadsDir,
    async filesIn(folder) {
      const dir = path.join(uploadsDir, folder);
      return existsSync(dir) ? (await readdir(dir)).sort() : [];
    },
    async close() {
      await t.close();
      await rm(uploadsDir, { recursive: true, force: true });
    },
  };
}

export interface FilePart {
  field: string;
  data: Uint8Array;
  name: string;
  type?: string;
}

/** Inject options for a multipart/form-data request, encoded by the platform's FormData. */
export async function multipart(
  method: 'POST' | 'PUT',
  url: string,
  fields: Record<string, string>,
  files: readonly FilePart[] = [],
  headers: Record<string, string> = {},
) {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.append(name, value);
  for (const file of files) {
    body.append(file.field, new Blob([file.data], { type: file.type ?? '' }), file.name);
  }
  const request = new Request('http://x', { method, body });
  return {
    method,
    url,
    headers: { ...Object.fromEntries(request.headers), ...headers },
    payload: Buffer.from(await request.arrayBuffer()),
  };
}

export async function pngPicture(field = 'images', name = 'burger.png'): Promise<FilePart> {
  const data = await sharp({
    create: { width: 320, height: 240, channels: 3, background: { r: 220, g: 90, b: 30 } },
  })
    .png()
    .toBuffer();
  return { field, data, name, type: 'image/png' };
}

export function textAsJpeg(field = 'images'): FilePart {
  return {
    field,
    data: new TextEncoder().encode('Just words, not a picture of a burger.'),
    name: 'photo.jpg',
    type: 'image/jpeg',
  };
}

const ascii = (text: string) => Array.from(text, (c) => c.charCodeAt(0));
const uint32 = (n: number) => [(n >>> 24) & 255, (n >>> 16) & 255, (n >>> 8) & 255, n & 255];

function box(type: string, content: readonly number[] = []): number[] {
  return [...uint32(8 + content.length), ...ascii(type), ...content];
}

/** The smallest MP4 the server accepts: a file type box, a movie box and a media data box. */
export function mp4Bytes(brand = 'isom', dataBytes = 16): Uint8Array {
  return new Uint8Array([
    ...box('ftyp', [...ascii(brand), 0, 0, 2, 0, ...ascii('isom'), ...ascii('mp41')]),
    ...box('moov', box('mvhd', new Array(100).fill(0))),
    ...box('mdat', new Array(dataBytes).fill(7)),
  ]);
}

/** The start of a WebM file: an EBML header naming the "webm" DocType, then a segment. */
export function webmBytes(docType = 'webm'): Uint8Array {
  const docTypeElement = [0x42, 0x82, 0x80 | docType.length, ...ascii(docType)];
  const header = [0x42, 0x86, 0x81, 0x01, ...docTypeElement];
  return new Uint8Array([
    0x1a,
    0x45,
    0xdf,
    0xa3,
    0x80 | header.length,
    ...header,
    0x18,
    0x53,
    0x80,
    0x67,
    0x81,
    0x00,
  ]);
}

export function mp4Video(name = 'sizzle.mp4'): FilePart {
  return { field: 'videos', data: mp4Bytes(), name, type: 'video/mp4' };
}

export function webmVideo(name = 'flip.webm'): FilePart {
  return { field: 'videos', data: webmBytes(), name, type: 'video/webm' };
}

/** An MP4 whose media data passes `bytes` in all. */
export function largeMp4(bytes: number, name = 'long.mp4'): FilePart {
  return { field: 'videos', data: mp4Bytes('isom', bytes), name, type: 'video/mp4' };
}

/** The audit lines written about one record, newest first. */
export function auditOf(t: TestApp, entityType: 'category' | 'meal', entityId: number) {
  return t.db
    .select()
    .from(adminAuditLog)
    .where(
      and(eq(adminAuditLog.entityType, entityType), eq(adminAuditLog.entityId, String(entityId))),
    )
    .orderBy(desc(adminAuditLog.createdAt));
}

let serial = 0;
/** A name no other test uses. */
export const uniqueName = (prefix: string) =>
  `${prefix} ${++serial}${Math.random().toString(36).slice(2, 6)}`;
