import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const repoRoot = fileURLToPath(new URL('../../../..', import.meta.url));

/**
 * The restaurant's zone and offset are spelled in restaurant-time.ts only; code elsewhere imports
 * them. Tests, docs and the applied migrations (history, never edited) may spell them. The
 * patterns are written in pieces so that this file does not match itself.
 */
const spellings = [
  ['Asia', '/Kathmandu'],
  ['\\+05', ':45'],
  ['5 ?\\* ?(60|HOUR) ?', '\\+ ?45'],
].map((parts) => parts.join(''));
const allowed = [
  ':!packages/shared/src/domain/restaurant-time.ts',
  ':!**/*.test.ts',
  ':!**/*.test.tsx',
  ':!e2e/tests/**',
  ':!apps/api/test/**',
  ':!packages/db/migrations/**',
  ':!**/*.md',
];

describe('the restaurant time', () => {
  it('is defined in one module', () => {
    let hits = '';
    try {
      hits = execFileSync(
        'git',
        [
          'grep',
          '-nE',
          spellings.join('|'),
          '--',
          'apps',
          'packages',
          'e2e',
          'scripts',
          ...allowed,
        ],
        { cwd: repoRoot, encoding: 'utf8' },
      );
    } catch (error) {
      // git grep exits with 1 when nothing matches.
      if ((error as { status?: number }).status !== 1) throw error;
    }
    expect(hits).toBe('');
  });
});
