import type { DatabaseHandle } from '@shop/db';
import { type HealthResponse, MESSAGES } from '@shop/shared';
import { AppError } from '../../lib/app-error.ts';

/** Whether the database answers; a failure of any kind means the server cannot serve. */
export async function checkHealth(database: Pick<DatabaseHandle, 'ping'>): Promise<HealthResponse> {
  try {
    await database.ping();
  } catch (error) {
    throw new AppError('SERVICE_UNAVAILABLE', MESSAGES.databaseUnavailable, { cause: error });
  }
  return { status: 'ok', database: 'ok' };
}
