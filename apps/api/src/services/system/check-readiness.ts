import { type DatabaseHandle, migrationsApplied } from '@shop/db';
import type { ReadinessResponse } from '@shop/shared';
import type { FileStore } from '@shop/storage';

/** Each check's limit: a hung dependency makes the server not ready, never the answer hang. */
export const READINESS_CHECK_MS = 2_000;

export type ReadinessCheck = 'database' | 'migrations' | 'storage';

export interface ReadinessDependencies {
  database: Pick<DatabaseHandle, 'ping' | 'db'>;
  storage: Pick<FileStore, 'checkWritable'>;
  /** Hears why a check failed: the answer itself says only that it did. */
  onFailure?: (check: ReadinessCheck, error: unknown) => void;
  timeoutMs?: number;
}

class CheckTimedOut extends Error {
  constructor(ms: number) {
    super(`no answer within ${ms} ms`);
    this.name = 'CheckTimedOut';
  }
}

/** The check's result, or a rejection when it throws, rejects or takes longer than `ms`. */
async function within<T>(ms: number, check: () => Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new CheckTimedOut(ms)), ms);
  });
  try {
    return await Promise.race([Promise.resolve().then(check), timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/** Whether this server can take traffic: the database answers, is migrated, and files can be stored. */
export async function checkReadiness({
  database,
  storage,
  onFailure = () => {},
  timeoutMs = READINESS_CHECK_MS,
}: ReadinessDependencies): Promise<ReadinessResponse> {
  const run = <T, Answer extends string>(
    check: ReadinessCheck,
    work: () => Promise<T>,
    answer: (result: T) => Answer,
  ): Promise<Answer | 'unavailable'> =>
    within(timeoutMs, work).then(answer, (error: unknown) => {
      onFailure(check, error);
      return 'unavailable' as const;
    });

  const [databaseState, migrations, storageState] = await Promise.all([
    run(
      'database',
      () => database.ping(),
      () => 'ok' as const,
    ),
    run(
      'migrations',
      () => migrationsApplied(database),
      (applied) => (applied ? ('ok' as const) : ('pending' as const)),
    ),
    run(
      'storage',
      () => storage.checkWritable(),
      () => 'ok' as const,
    ),
  ]);
  const ready = databaseState === 'ok' && migrations === 'ok' && storageState === 'ok';
  return {
    status: ready ? 'ready' : 'not_ready',
    database: databaseState,
    migrations,
    storage: storageState,
  };
}
