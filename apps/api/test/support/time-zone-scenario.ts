import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { prepareDatabase } from '@shop/db';
import { localFileStore } from '@shop/storage';
import { buildApp } from '../../src/app.ts';

/*
 * What the server answers about a restaurant's day at fixed instants, in whatever time zone the
 * process runs (time-zones.test.ts runs it under several): the status at the edges of the
 * demo's hours, and a day's slots for later. 2026-12-02 is a Wednesday: 11:00–22:00 there.
 */

const INSTANTS = [
  '2026-12-02T05:14:00Z', // 10:59 in Kathmandu: one minute before opening
  '2026-12-02T05:15:00Z', // 11:00: open
  '2026-12-02T16:14:00Z', // 21:59: open, closes at 22:00
  '2026-12-02T16:15:00Z', // 22:00: closed until Thursday 11:00
  '2026-12-02T18:30:00Z', // 00:15 on Thursday: closed
];

export async function timeZoneAnswers() {
  const dir = await mkdtemp(path.join(tmpdir(), 'shop-tz-'));
  const database = await prepareDatabase(
    { kind: 'pglite' },
    { files: localFileStore(dir), includeDemoAdmin: false },
  );
  let now = new Date(INSTANTS[0] ?? 0);
  const app = await buildApp({
    files: localFileStore(dir),
    config: { webDistDir: '/nonexistent-web-build', trustProxy: false },
    database,
    clock: () => now,
  });
  try {
    const statuses = [];
    for (const instant of INSTANTS) {
      now = new Date(instant);
      statuses.push((await app.inject({ url: '/api/ordering/status' })).json());
    }
    now = new Date('2026-12-02T06:15:00Z');
    const slots = (
      await app.inject({ url: '/api/ordering/slots?type=pickup&date=2026-12-02' })
    ).json();
    return { statuses, slots };
  } finally {
    await app.close();
    await database.close();
  }
}
