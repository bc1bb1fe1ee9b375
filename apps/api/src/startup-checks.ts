import type { Db } from '@shop/db';
import type { Config } from './config.ts';
import { findDefaultPasswordAdmins } from './services/admin/find-default-password-admins.ts';

/** Reasons the server must not serve; empty when it may start. */
export async function startupProblems(config: Pick<Config, 'env'>, db: Db): Promise<string[]> {
  if (config.env !== 'production') return [];
  const defaults = await findDefaultPasswordAdmins(db);
  return defaults.map(
    (email) =>
      `The admin account ${email} still has the default password: change it before running with NODE_ENV=production.`,
  );
}
