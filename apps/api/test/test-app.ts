import type { DatabaseHandle } from '@shop/db';
import { openCopy } from '@shop/db/testing';
import { inject } from 'vitest';
import { buildApp } from '../src/app.ts';
import type { LiveFeedOptions } from '../src/plugins/live-feed/index.ts';

export interface TestAppOptions {
  /** Defaults to the run's shared uploads folder, which holds the seeded pictures. */
  uploadsDir?: string;
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
}

/** The real app on a private copy of the seeded test database. */
export async function startTestApp(options: TestAppOptions = {}) {
  const database = await openCopy(inject('template'));
  options.onDatabase?.(database);
  const app = await buildApp({
    config: {
      uploadsDir: options.uploadsDir ?? inject('uploadsDir'),
      webDistDir: options.webDistDir ?? '/nonexistent-web-build',
      trustProxy: false,
      formPostsPerMinute: options.formPostsPerMinute ?? 10_000,
      ...options.mail,
    },
    database,
    liveFeed: options.liveFeed,
    ...(options.clock ? { clock: options.clock } : {}),
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
