import { randomUUID } from 'node:crypto';
import { buffer } from 'node:stream/consumers';
import type { FileStore } from './file-store.ts';

/** The folder of the probe files that readiness writes and deletes. */
export const PROBE_FOLDER = 'readiness-probes';

/** Writes a small file, reads it back and deletes it; throws when any step fails. */
export async function probeWrite(store: FileStore): Promise<void> {
  const key = `${PROBE_FOLDER}/${randomUUID()}.txt`;
  const written = Buffer.from(`probe ${key}`);
  await store.put(key, written, 'text/plain');
  try {
    const read = await store.get(key);
    if (!read || !written.equals(await buffer(read.body))) {
      throw new Error('a probe file read back differs from what was written');
    }
  } finally {
    await store.remove([key]);
  }
}
