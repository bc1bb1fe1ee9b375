import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { compressionPlugin } from '../plugins/compression.ts';
import { adminScope } from './admin/index.ts';
import { customerScope } from './customer/index.ts';
import { publicScope } from './public/index.ts';

/**
 * Every API route, each in its scope. Compression is registered here, not for the whole app:
 * the web app's files are compressed at build time and served as they are.
 */
export const apiRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(compressionPlugin);
  await app.register(publicScope);
  await app.register(customerScope);
  await app.register(adminScope);
};
