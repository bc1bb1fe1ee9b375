import { execFileSync } from 'node:child_process';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { restaurantDayAnswers } from '../../test/restaurant-day-scenario.ts';

const repoRoot = fileURLToPath(new URL('../../../..', import.meta.url));
const scenario = pathToFileURL(
  fileURLToPath(new URL('../../test/restaurant-day-scenario.ts', import.meta.url)),
).href;

/** The scenario's answers from a Node process whose local time zone is `tz`. */
function answersIn(tz: string) {
  const script = `
    const { restaurantDayAnswers } = await import(${JSON.stringify(scenario)});
    process.stdout.write(JSON.stringify({
      offset: new Date('2026-03-07T12:00:00Z').getTimezoneOffset(),
      answers: restaurantDayAnswers(),
    }));
  `;
  const output = execFileSync(
    process.execPath,
    ['--import', 'tsx', '--input-type=module', '-e', script],
    // Only the zone: nothing else of this process's environment is handed on.
    { cwd: repoRoot, encoding: 'utf8', env: { TZ: tz } },
  );
  return JSON.parse(output) as { offset: number; answers: unknown };
}

describe('the restaurant’s time rules', () => {
  it('give the same answers whatever the process’s time zone', { timeout: 60_000 }, () => {
    const here = JSON.parse(JSON.stringify(restaurantDayAnswers()));
    const utc = answersIn('UTC');
    const losAngeles = answersIn('America/Los_Angeles');
    const kiritimati = answersIn('Pacific/Kiritimati');
    // The processes did run in those zones (7 March 2026 is still standard time there).
    expect(utc.offset).toBe(0);
    expect(losAngeles.offset).toBe(480);
    expect(kiritimati.offset).toBe(-840);
    expect(utc.answers).toEqual(here);
    expect(losAngeles.answers).toEqual(here);
    expect(kiritimati.answers).toEqual(here);
  });

  it('answers with opens, closes, pauses and slots (the scenario is not empty)', () => {
    const [demo, late, paused] = restaurantDayAnswers();
    const modes = (answers: typeof demo) => new Set(answers?.instants.map((i) => i.status.mode));
    expect(modes(demo)).toEqual(new Set(['open', 'closed']));
    expect(modes(paused)).toEqual(new Set(['open', 'closed', 'paused']));
    expect(late?.slots.some((day) => day.slots.length > 0)).toBe(true);
  });
});
