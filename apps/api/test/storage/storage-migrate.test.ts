import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buffer } from 'node:stream/consumers';
import { fileURLToPath } from 'node:url';
import { localFileStore } from '@shop/storage';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { s3StoreOf, startS3Server, type TestS3Server } from '../support/s3-server.ts';

/* `npm run storage:migrate` as an owner moving to a bucket runs it: the real command. */

const repoRoot = fileURLToPath(new URL('../../../../', import.meta.url));

let s3: TestS3Server;
let uploadsDir: string;

beforeAll(async () => {
  s3 = await startS3Server();
  uploadsDir = await mkdtemp(path.join(tmpdir(), 'shop-migrate-'));
});

afterAll(async () => {
  await s3?.close();
  await rm(uploadsDir, { recursive: true, force: true });
});

async function migrate(env: Record<string, string>) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/storage-migrate.ts'], {
    cwd: repoRoot,
    env: { PATH: process.env.PATH ?? '', UPLOADS_DIR: uploadsDir, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output: string[] = [];
  child.stdout.on('data', (chunk) => output.push(String(chunk)));
  child.stderr.on('data', (chunk) => output.push(String(chunk)));
  const [code] = await once(child, 'exit');
  return { code, output: output.join('') };
}

describe('npm run storage:migrate', () => {
  it('copies every local file into the bucket under the same path, then skips them', async () => {
    const local = localFileStore(uploadsDir);
    await local.put('meals/burger.webp', Buffer.from('burger'), 'image/webp');
    await local.put('meals/clip.mp4', Buffer.from('clip'), 'video/mp4');
    await local.put('feedback/photo.webp', Buffer.from('photo'), 'image/webp');

    const first = await migrate(s3.env);
    expect(first.code, first.output).toBe(0);
    expect(first.output).toContain('Done: 3 copied, 0 already there.');
    const bucket = s3StoreOf(s3);
    const copied = await bucket.get('meals/clip.mp4');
    if (!copied) throw new Error('the video was not copied');
    expect(copied.contentType).toBe('video/mp4');
    expect((await buffer(copied.body)).toString()).toBe('clip');
    expect(await bucket.has('feedback/photo.webp')).toBe(true);

    await local.put('gallery/new.webp', Buffer.from('new'), 'image/webp');
    const again = await migrate(s3.env);
    expect(again.code, again.output).toBe(0);
    expect(again.output).toContain('Done: 1 copied, 3 already there.');
    // The local files stay: nothing is deleted by the copy.
    expect(await local.has('meals/burger.webp')).toBe(true);
  });

  it('says what to set when no bucket is configured, and copies nothing', async () => {
    const result = await migrate({});
    expect(result.code).toBe(1);
    expect(result.output).toMatch(
      /Set S3_BUCKET, S3_REGION, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY/,
    );
  });

  it('stops with the reason when the bucket cannot take files', async () => {
    const result = await migrate({ ...s3.env, S3_BUCKET: 'no-such-bucket' });
    expect(result.code).toBe(1);
    expect(result.output).toMatch(/The copy stopped: /);
    expect(result.output).not.toContain(s3.env.S3_SECRET_ACCESS_KEY ?? 'S3RVER-secret');
  });
});
