import { mkdir } from 'node:fs/promises';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { UPLOADS_URL_PREFIX } from '../lib/uploads.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The folder served under /uploads; stored paths are relative to it. */
    uploadsDir: string;
  }
}

/** Serves stored uploads. Their names are server-generated, so they can be cached for long. */
export const uploadsPlugin = fp(async (app: FastifyInstance, opts: { uploadsDir: string }) => {
  await mkdir(opts.uploadsDir, { recursive: true });
  app.decorate('uploadsDir', opts.uploadsDir);
  await app.register(fastifyStatic, {
    root: opts.uploadsDir,
    prefix: `${UPLOADS_URL_PREFIX}/`,
    decorateReply: false,
    index: false,
    list: false,
    maxAge: '7d',
  });
});
