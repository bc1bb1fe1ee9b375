import type { DatabaseHandle } from '@shop/db';
import type { FileStore } from '@shop/storage';
import Fastify, { type FastifyServerOptions } from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { type Config, DEFAULT_FORM_POSTS_PER_MINUTE } from './config.ts';
import { accountHousekeepingPlugin } from './plugins/account-housekeeping.ts';
import { clockPlugin } from './plugins/clock.ts';
import { databasePlugin } from './plugins/database.ts';
import { registerErrorHandler } from './plugins/error-handler.ts';
import { type LiveFeedOptions, liveFeedPlugin } from './plugins/live-feed/index.ts';
import { mailPlugin } from './plugins/mail.ts';
import { menuCachePlugin } from './plugins/menu-cache.ts';
import { metricsPlugin } from './plugins/metrics.ts';
import { openApiPlugin } from './plugins/openapi.ts';
import { type PaymentsPluginOptions, paymentsPlugin } from './plugins/payments.ts';
import { publicUrlPlugin } from './plugins/public-url.ts';
import { rateLimitPlugin } from './plugins/rate-limit.ts';
import { requestBodiesPlugin } from './plugins/request-bodies.ts';
import { routeCatalogPlugin } from './plugins/route-catalog.ts';
import { securityPlugin } from './plugins/security.ts';
import { storedFilesPlugin } from './plugins/stored-files.ts';
import { webAppPlugin } from './plugins/web-app/index.ts';
import { apiRoutes } from './routes/index.ts';

export interface AppDependencies {
  config: Pick<Config, 'webDistDir' | 'trustProxy'> &
    Partial<Pick<Config, 'formPostsPerMinute'>> &
    /** Mail: SMTP, else .eml files in outboxDir; with neither it stays in the outbox table. */
    Partial<Pick<Config, 'smtpUrl' | 'outboxDir' | 'mailFrom' | 'publicUrl' | 'wallets'>> &
    /** Where GET /metrics is served; none when absent (the app counts all the same). */
    Partial<Pick<Config, 'metrics'>>;
  database: DatabaseHandle;
  /** Where uploaded files are stored (@shop/storage): a folder, or a bucket. */
  files: FileStore;
  logger?: FastifyServerOptions['logger'];
  /** Timings of the live order feed's streams; the defaults suit production. */
  liveFeed?: LiveFeedOptions;
  /** The instant the rules of a restaurant's day read (app.clock); the real time by default. */
  clock?: () => Date;
  /** The wallets' time limit and the background checks' interval; the defaults suit production. */
  payments?: Pick<PaymentsPluginOptions, 'timeoutMs' | 'intervalMs' | 'firstCheckMs'>;
}

/** Where links point when no public address is configured (tests; the server always has one). */
const DEFAULT_PUBLIC_URL = 'http://localhost';

/** Builds the whole app on an open database; the server and the tests both call this. */
export async function buildApp({
  config,
  database,
  files,
  logger = false,
  liveFeed = {},
  clock = () => new Date(),
  payments = {},
}: AppDependencies) {
  const app = Fastify({
    logger,
    trustProxy: config.trustProxy,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);

  await app.register(routeCatalogPlugin);
  await app.register(clockPlugin, { clock });
  await app.register(publicUrlPlugin, { publicUrl: config.publicUrl ?? DEFAULT_PUBLIC_URL });
  await app.register(databasePlugin, { database });
  await app.register(metricsPlugin, { listener: config.metrics });
  await app.register(requestBodiesPlugin);
  const esewaForm = config.wallets?.esewa?.formUrl;
  await app.register(securityPlugin, { formOrigins: esewaForm ? [new URL(esewaForm).origin] : [] });
  await app.register(openApiPlugin);
  await app.register(menuCachePlugin);
  await app.register(accountHousekeepingPlugin);
  await app.register(mailPlugin, {
    smtpUrl: config.smtpUrl,
    outboxDir: config.outboxDir,
    from: config.mailFrom,
    publicUrl: config.publicUrl,
  });
  await app.register(liveFeedPlugin, liveFeed);
  await app.register(paymentsPlugin, {
    ...payments,
    wallets: config.wallets ?? {},
    publicUrl: config.publicUrl ?? DEFAULT_PUBLIC_URL,
  });
  await app.register(rateLimitPlugin, {
    formPostsPerMinute: config.formPostsPerMinute ?? DEFAULT_FORM_POSTS_PER_MINUTE,
  });
  await app.register(storedFilesPlugin, { files });
  await app.register(webAppPlugin, { distDir: config.webDistDir });

  await app.register(apiRoutes);

  await app.ready();
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
