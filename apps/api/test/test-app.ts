import type { DatabaseHandle } from '@shop/db';
import { openCopy } from '@shop/db/testing';
import { type FileStore, localFileStore } from '@shop/storage';
import { inject } from 'vitest';
import { type AppDependencies, buildApp } from '../src/app.ts';
import type { WalletConfig } from '../src/config.ts';
import type { LiveFeedOptions } from '../src/plugins/live-feed/index.ts';

export interface TestAppOptions {
  /** Defaults to the run's shared uploads folder, which holds the seeded pictures. */
  uploadsDir?: string;
  /** Another store than the uploads folder (an S3 bucket); uploadsDir is then unused. */
  files?: FileStore;
  /** High by default so that tests never trip the form rate limits by accident. */
  formPostsPerMinute?: number;
  /** A built web app to serve; by default there is none and only the API answers. */
  webDistDir?: string;
  /** Shorter heartbeats and session checks for the live feed tests. */
  liveFeed?: LiveFeedOptions;
  /** Sees the database before the app opens on it (to watch what the app asks of it). */
  onDatabase?: (database: DatabaseHandle) => void;
  /** Mail delivery: none by default, so queued mail stays in the outbox table for tests to read. */
  mail?: { outboxDir?: string; smtpUrl?: string; publicUrl?: string };
  /** The instant the ordering rules read; a test of the hours moves it (app.clock). */
  clock?: () => Date;
  /** The wallets offered (none by default), e.g. pointed at the wallet fakes. */
  wallets?: WalletConfig;
  /** The wallets' time limit and the background checks' interval. */
  payments?: AppDependencies['payments'];
  /** Open on this database instead of a fresh copy (a restart of the server on its data). */
  database?: DatabaseHandle;
  /** The app's logger (none by default), e.g. loggerOptions('info', { write }) to read its lines. */
  logger?: AppDependencies['logger'];
  /** Where the app serves GET /metrics (none by default). */
  metrics?: AppDependencies['config']['metrics'];
}

/** The real app on a private copy of the seeded test database. */
export async function startTestApp(options: TestAppOptions = {}) {
  const database = options.database ?? (await openCopy(inject('template')));
  options.onDatabase?.(database);
  const app = await buildApp({
    config: {
      webDistDir: options.webDistDir ?? '/nonexistent-web-build',
      trustProxy: false,
      formPostsPerMinute: options.formPostsPerMinute ?? 10_000,
      ...options.mail,
      ...(options.wallets ? { wallets: options.wallets } : {}),
      ...(options.metrics ? { metrics: options.metrics } : {}),
    },
    database,
    files: options.files ?? localFileStore(options.uploadsDir ?? inject('uploadsDir')),
    liveFeed: options.liveFeed,
    ...(options.payments ? { payments: options.payments } : {}),
    ...(options.clock ? { clock: options.clock } : {}),
    ...(options.logger ? { logger: options.logger } : {}),
  });
  return {
    app,
    database,
    db: database.db,
    async close() {
      await app.close();
      await database.close();
    },
  };
}

export type TestApp = Awaited<ReturnType<typeof startTestApp>>;
