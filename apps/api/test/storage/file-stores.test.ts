import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buffer } from 'node:stream/consumers';
import {
  type FileStore,
  InvalidStorageKeyError,
  localFileStore,
  RangeNotSatisfiableError,
  s3FileStore,
} from '@shop/storage';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { s3StoreOf, startS3Server, type TestS3Server } from '../support/s3-server.ts';

/*
 * Both drivers keep one contract: the server's code cannot tell a folder from a bucket. The
 * S3 driver runs against a real S3-compatible server (s3rver) through the AWS SDK.
 */

let s3: TestS3Server;
let folder: string;

beforeAll(async () => {
  s3 = await startS3Server();
  folder = await mkdtemp(path.join(tmpdir(), 'shop-local-store-'));
});

afterAll(async () => {
  await s3?.close();
  await rm(folder, { recursive: true, force: true });
});

const drivers: [string, () => FileStore][] = [
  ['the local folder', () => localFileStore(folder)],
  ['S3-compatible storage', () => s3StoreOf(s3)],
];

const text = async (store: FileStore, key: string, range?: Parameters<FileStore['get']>[1]) => {
  const file = await store.get(key, range);
  return file ? { ...file, body: (await buffer(file.body)).toString() } : null;
};

describe.each(drivers)('%s', (_name, storeOf) => {
  it('stores a file and serves it back whole, with its size and type', async () => {
    const store = storeOf();
    await store.put('meals/one.webp', Buffer.from('0123456789'), 'image/webp');
    expect(await store.has('meals/one.webp')).toBe(true);
    expect(await text(store, 'meals/one.webp')).toEqual({
      body: '0123456789',
      size: 10,
      contentType: 'image/webp',
    });
  });

  it('serves byte ranges: closed, open-ended, the last bytes, and none past the end', async () => {
    const store = storeOf();
    await store.put('meals/clip.mp4', Buffer.from('abcdefghij'), 'video/mp4');
    expect(await text(store, 'meals/clip.mp4', { start: 2, end: 4 })).toMatchObject({
      body: 'cde',
      size: 10,
      contentType: 'video/mp4',
      range: { start: 2, end: 4 },
    });
    expect(await text(store, 'meals/clip.mp4', { start: 7 })).toMatchObject({
      body: 'hij',
      range: { start: 7, end: 9 },
    });
    expect(await text(store, 'meals/clip.mp4', { suffix: 3 })).toMatchObject({
      body: 'hij',
      range: { start: 7, end: 9 },
    });
    expect(await text(store, 'meals/clip.mp4', { start: 5, end: 500 })).toMatchObject({
      body: 'fghij',
      range: { start: 5, end: 9 },
    });
    const pastTheEnd = store.get('meals/clip.mp4', { start: 10 });
    await expect(pastTheEnd).rejects.toBeInstanceOf(RangeNotSatisfiableError);
    await expect(pastTheEnd).rejects.toMatchObject({ size: 10 });
  });

  it('answers null for a file it does not have, and removes files, missing ones too', async () => {
    const store = storeOf();
    expect(await store.get('gallery/none.webp')).toBeNull();
    expect(await store.has('gallery/none.webp')).toBe(false);
    await store.put('gallery/a.webp', Buffer.from('a'), 'image/webp');
    await store.put('gallery/b.webp', Buffer.from('b'), 'image/webp');
    await store.remove(['gallery/a.webp', 'gallery/none.webp']);
    expect(await store.has('gallery/a.webp')).toBe(false);
    expect(await store.has('gallery/b.webp')).toBe(true);
  });

  it('lists the keys under a folder, and every key', async () => {
    const store = storeOf();
    await store.put('events/x.webp', Buffer.from('x'), 'image/webp');
    await store.put('events/y.webp', Buffer.from('y'), 'image/webp');
    const listed: string[] = [];
    for await (const key of store.list('events/')) listed.push(key);
    expect(listed.sort()).toEqual(['events/x.webp', 'events/y.webp']);
    const all: string[] = [];
    for await (const key of store.list()) all.push(key);
    expect(all).toEqual(expect.arrayContaining(['events/x.webp', 'meals/one.webp']));
  });

  it('refuses a key no upload could have made, before touching any file', async () => {
    const store = storeOf();
    for (const key of [
      '../etc/passwd',
      'meals/../../x.webp',
      '/meals/a.webp',
      'a.webp',
      'meals/',
    ]) {
      await expect(store.put(key, Buffer.from('x'), 'image/webp')).rejects.toBeInstanceOf(
        InvalidStorageKeyError,
      );
      await expect(store.get(key)).rejects.toBeInstanceOf(InvalidStorageKeyError);
    }
  });

  it('is writable, and leaves no probe file behind', async () => {
    const store = storeOf();
    await store.checkWritable();
    const left: string[] = [];
    for await (const key of store.list('readiness-probes/')) left.push(key);
    expect(left).toEqual([]);
  });
});

describe('a store that cannot take files', () => {
  it('fails the check: a folder whose place is taken by a file', async () => {
    const blocked = path.join(folder, 'blocked');
    await writeFile(blocked, 'not a folder');
    await expect(localFileStore(blocked).checkWritable()).rejects.toThrow();
  });

  it('fails the check: a bucket that does not exist, or a service that does not answer', async () => {
    await expect(
      s3FileStore({ ...s3.config, bucket: 'no-such-bucket' }).checkWritable(),
    ).rejects.toThrow();
    await expect(
      s3FileStore({ ...s3.config, endpoint: 'http://127.0.0.1:9' }).checkWritable(),
    ).rejects.toThrow();
  });
});
