import type { DatabaseHandle } from '@shop/db';
import Fastify, { type FastifyServerOptions } from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { type Config, DEFAULT_FORM_POSTS_PER_MINUTE } from './config.ts';
import { databasePlugin } from './plugins/database.ts';
import { registerErrorHandler } from './plugins/error-handler.ts';
import { menuCachePlugin } from './plugins/menu-cache.ts';
import { openApiPlugin } from './plugins/openapi.ts';
import { rateLimitPlugin } from './plugins/rate-limit.ts';
import { requestBodiesPlugin } from './plugins/request-bodies.ts';
import { securityPlugin } from './plugins/security.ts';
import { uploadsPlugin } from './plugins/uploads.ts';
import { webAppPlugin } from './plugins/web-app.ts';
import { contactRoutes } from './routes/contact/index.ts';
import { eventRoutes } from './routes/events/index.ts';
import { feedbackRoutes } from './routes/feedback/index.ts';
import { galleryRoutes } from './routes/gallery/index.ts';
import { healthRoutes } from './routes/health.ts';
import { menuRoutes } from './routes/menu/index.ts';
import { newsletterRoutes } from './routes/newsletter/index.ts';

export interface AppDependencies {
  config: Pick<Config, 'uploadsDir' | 'webDistDir' | 'trustProxy'> &
    Partial<Pick<Config, 'formPostsPerMinute'>>;
  database: DatabaseHandle;
  logger?: FastifyServerOptions['logger'];
}

/** Builds the whole app on an open database; the server and the tests both call this. */
export async function buildApp({ config, database, logger = false }: AppDependencies) {
  const app = Fastify({
    logger,
    trustProxy: config.trustProxy,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);

  await app.register(databasePlugin, { database });
  await app.register(requestBodiesPlugin);
  await app.register(securityPlugin);
  await app.register(openApiPlugin);
  await app.register(menuCachePlugin);
  await app.register(rateLimitPlugin, {
    formPostsPerMinute: config.formPostsPerMinute ?? DEFAULT_FORM_POSTS_PER_MINUTE,
  });
  await app.register(uploadsPlugin, { uploadsDir: config.uploadsDir });
  await app.register(webAppPlugin, { distDir: config.webDistDir });

  await app.register(healthRoutes);
  await app.register(menuRoutes);
  await app.register(galleryRoutes);
  await app.register(eventRoutes);
  await app.register(contactRoutes);
  await app.register(feedbackRoutes);
  await app.register(newsletterRoutes);

  await app.ready();
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
