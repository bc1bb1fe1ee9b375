import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/* A server started with a wrong configuration says what is wrong, and nothing else. */

const repoRoot = fileURLToPath(new URL('../../../../', import.meta.url));

describe('starting with a wrong configuration', () => {
  it('lists what is wrong and exits 1, without a stack trace', async () => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/server.ts'], {
      cwd: repoRoot,
      env: { PATH: process.env.PATH ?? '', S3_BUCKET: 'shop-files', PORT: 'eighty' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const output: string[] = [];
    child.stdout.on('data', (chunk) => output.push(String(chunk)));
    child.stderr.on('data', (chunk) => output.push(String(chunk)));
    const [code] = await once(child, 'exit');
    const text = output.join('');
    expect(code).toBe(1);
    expect(text).toContain('Invalid configuration:');
    expect(text).toMatch(/PORT: /);
    expect(text).toContain(
      'S3_REGION, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY must be set to store files in S3-compatible storage',
    );
    expect(text).not.toMatch(/^\s+at /m);
  }, 30_000);
});
