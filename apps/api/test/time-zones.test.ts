import { execFile } from 'node:child_process';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import type { OrderingSlotsResponse, OrderingStatusResponse } from '@shop/shared';
import { describe, expect, it } from 'vitest';

/*
 * Every time of a restaurant's day is Kathmandu's wherever the server runs
 * (docs/decisions/052-restaurant-time.md): the same server, under TZ=UTC and
 * TZ=America/Los_Angeles, answers the same status and slots.
 */

const run = promisify(execFile);
const repoRoot = fileURLToPath(new URL('../../..', import.meta.url));
const scenario = pathToFileURL(
  fileURLToPath(new URL('./support/time-zone-scenario.ts', import.meta.url)),
).href;

async function answersIn(tz: string) {
  const script = `
    const { timeZoneAnswers } = await import(${JSON.stringify(scenario)});
    process.stdout.write(JSON.stringify({
      offset: new Date('2026-12-02T12:00:00Z').getTimezoneOffset(),
      answers: await timeZoneAnswers(),
    }));
    process.exit(0);
  `;
  const { stdout } = await run(
    process.execPath,
    ['--import', 'tsx', '--input-type=module', '-e', script],
    // The zone, and the PATH the embedded database's start-up may need; no database URL.
    { cwd: repoRoot, encoding: 'utf8', env: { TZ: tz, PATH: process.env.PATH ?? '' } },
  );
  return JSON.parse(stdout) as {
    offset: number;
    answers: { statuses: OrderingStatusResponse[]; slots: OrderingSlotsResponse };
  };
}

describe('the server in another time zone', () => {
  it('answers the same hours and slots under UTC and Los Angeles time', {
    timeout: 120_000,
  }, async () => {
    const [utc, losAngeles] = await Promise.all([
      answersIn('UTC'),
      answersIn('America/Los_Angeles'),
    ]);
    expect(utc.offset).toBe(0);
    expect(losAngeles.offset).toBe(480);
    expect(losAngeles.answers).toEqual(utc.answers);
    const modes = utc.answers.statuses.map((status) => status.delivery.mode);
    expect(modes).toEqual(['closed', 'open', 'open', 'closed', 'closed']);
    expect(utc.answers.statuses[0]?.delivery.opensAt).toBe('2026-12-02T05:15:00.000Z');
    expect(utc.answers.statuses[2]?.delivery.closesAt).toBe('2026-12-02T16:15:00.000Z');
    expect(utc.answers.statuses[3]?.delivery.opensAt).toBe('2026-12-03T05:15:00.000Z');
    const { slots } = utc.answers.slots;
    expect(slots[0]?.startsAt).toBe('2026-12-02T06:45:00.000Z');
    expect(slots.at(-1)?.endsAt).toBe('2026-12-02T16:15:00.000Z');
  });
});
