import type { Readable } from 'node:stream';
import type { ByteRange, RequestedRange } from './byte-range.ts';

/*
 * Every stored file (meal pictures and videos, category and event pictures, the gallery,
 * feedback photos) goes through a FileStore: a folder on this server's disk, or a bucket of
 * S3-compatible object storage that any number of servers share. A key is the file's path
 * relative to the store, e.g. `meals/3f2c….webp`; the database keeps keys, the API serves them
 * under /uploads/<key>.
 */

export interface StoredFile {
  body: Readable;
  /** The whole file's size in bytes. */
  size: number;
  contentType: string;
  /** The part of the file the body holds, when a range was asked for. */
  range?: ByteRange;
}

export interface FileStore {
  /** 'local' or 's3', for logs and readiness. */
  readonly kind: 'local' | 's3';
  /** Stores the file under the key; a reader never sees half of it. */
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  /** The file (or the range of it), null when there is none; RangeNotSatisfiableError past its end. */
  get(key: string, range?: RequestedRange): Promise<StoredFile | null>;
  /** A file's size and type without its bytes (a HEAD request), or null when there is none. */
  stat(key: string): Promise<{ size: number; contentType: string } | null>;
  /** Whether a file is stored under the key. */
  has(key: string): Promise<boolean>;
  /** Deletes the files; a key with no file is not an error. */
  remove(keys: readonly string[]): Promise<void>;
  /** Every key under the prefix (all when empty), for copying a store. */
  list(prefix?: string): AsyncIterable<string>;
  /** Writes, reads back and deletes a small probe file; throws when the store cannot take files. */
  checkWritable(): Promise<void>;
}

/** Folders of a key are lowercase words; the name is letters, digits, dots, dashes, underscores. */
const KEY_PATTERN = /^[a-z0-9-]+(\/[a-z0-9-]+)*\/[A-Za-z0-9_-][A-Za-z0-9._-]*$/;

/** Whether a key is one the server could have made: no `..`, no absolute path, no odd bytes. */
export function isStorageKey(key: string): boolean {
  return KEY_PATTERN.test(key) && !key.includes('..') && key.length <= 300;
}

export class InvalidStorageKeyError extends Error {
  constructor(key: string) {
    super(`not a storage key: ${JSON.stringify(key.slice(0, 80))}`);
    this.name = 'InvalidStorageKeyError';
  }
}

export function assertStorageKey(key: string): void {
  if (!isStorageKey(key)) throw new InvalidStorageKeyError(key);
}

const CONTENT_TYPES: Record<string, string> = {
  webp: 'image/webp',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  avif: 'image/avif',
  mp4: 'video/mp4',
  webm: 'video/webm',
  txt: 'text/plain; charset=utf-8',
};

/** The media type a stored file is served with, from its extension. */
export function contentTypeOf(key: string): string {
  const extension = key.slice(key.lastIndexOf('.') + 1).toLowerCase();
  return CONTENT_TYPES[extension] ?? 'application/octet-stream';
}
