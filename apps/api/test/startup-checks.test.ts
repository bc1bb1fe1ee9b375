import { admins } from '@shop/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startupProblems } from '../src/startup-checks.ts';
import { startTestApp, type TestApp } from './test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

describe('starting in production', () => {
  it('is refused while the demo admin still has the default password', async () => {
    const problems = await startupProblems({ env: 'production' }, t.db);
    expect(problems).toEqual([
      'The admin account admin@burgerhouse.com.np still has the default password: change it before running with NODE_ENV=production.',
    ]);
  });

  it('is allowed in development with the demo admin', async () => {
    expect(await startupProblems({ env: 'development' }, t.db)).toEqual([]);
  });

  it('is allowed once the password has been changed', async () => {
    await t.db.update(admins).set({ passwordChangedAt: new Date() });
    expect(await startupProblems({ env: 'production' }, t.db)).toEqual([]);
  });
});
