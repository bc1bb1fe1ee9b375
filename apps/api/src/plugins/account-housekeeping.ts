import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { purgeStaleAccountRecords } from '../services/accounts/purge-stale-records.ts';

const HOURLY = 60 * 60 * 1000;

/**
 * Keeps the session, sign-in failure and reset link tables small. Each process runs it; the
 * deletes are idempotent, so several processes on one database do no harm.
 */
export const accountHousekeepingPlugin = fp(async (app: FastifyInstance) => {
  let running: Promise<void> | null = null;
  const timer = setInterval(() => {
    if (running) return;
    running = purgeStaleAccountRecords(app.db)
      .catch((error: unknown) => app.log.warn({ err: error }, 'account housekeeping failed'))
      .finally(() => {
        running = null;
      });
  }, HOURLY);
  timer.unref();
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await running;
  });
});
