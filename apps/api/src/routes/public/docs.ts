import swaggerUi from '@fastify/swagger-ui';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** The OpenAPI document (/api/docs/json) and its browsable page (/api/docs). */
export const docsRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(swaggerUi, { routePrefix: '/api/docs' });
};
