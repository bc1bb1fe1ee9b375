import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const repoRoot = fileURLToPath(new URL('../../..', import.meta.url));

/**
 * The specification documents the shop was first built from are not in the repository, so a
 * comment, test name or doc citing them points nowhere. Rules live in docs/product-rules.md and
 * the choices behind them in docs/decisions/. The patterns are spelled in pieces so that this
 * file does not match itself.
 */
const outsideCitations = [
  ['DECISIONS', ' ?§'],
  ['spec', ' ?§'],
  ['\\.\\./', 'shared/'],
  ['customer', '-side\\.md'],
  ['admin-back', '-office\\.md'],
].map((parts) => parts.join(''));
const searched = ['apps', 'packages', 'e2e', 'scripts', 'docs', 'README.md'];

describe('citations', () => {
  it('point only to documents in the repository', () => {
    let hits = '';
    try {
      hits = execFileSync('git', ['grep', '-niE', outsideCitations.join('|'), '--', ...searched], {
        cwd: repoRoot,
        encoding: 'utf8',
      });
    } catch (error) {
      // git grep exits with 1 when nothing matches.
      if ((error as { status?: number }).status !== 1) throw error;
    }
    expect(hits).toBe('');
  });
});
