import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const apiRoot = fileURLToPath(new URL('../../../..', import.meta.url));

describe('the audit log', () => {
  it('is written by recordActivity only, so every line has the same shape', () => {
    let hits = '';
    try {
      hits = execFileSync(
        'git',
        [
          'grep',
          '-n',
          'insert(adminAuditLog)',
          '--',
          'src',
          ':!src/services/activity/record-activity.ts',
        ],
        { cwd: apiRoot, encoding: 'utf8' },
      );
    } catch (error) {
      // git grep exits with 1 when nothing matches.
      if ((error as { status?: number }).status !== 1) throw error;
    }
    expect(hits).toBe('');
  });
});
