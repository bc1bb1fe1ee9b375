import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { MESSAGES } from '@shop/shared';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** Files under assets/ carry a hash of their content in their name: they never change. */
const HASHED_ASSET_CACHE = 'public, max-age=31536000, immutable';
/** Everything else (index.html first) may change on a deploy: revalidated on every use. */
const REVALIDATED_CACHE = 'no-cache';

function isHashedAsset(filePath: string, distDir: string): boolean {
  return path.relative(distDir, filePath).startsWith(`assets${path.sep}`);
}

/**
 * Serves the built single-page app: hashed assets cached for a year, index.html for every other
 * GET that is not an API or upload path (the client router decides what to show). The build
 * writes .br and .gz copies of the text files; the one the browser accepts is sent as it is.
 */
export const webAppPlugin = fp(async (app: FastifyInstance, opts: { distDir: string }) => {
  const hasBuild = existsSync(path.join(opts.distDir, 'index.html'));
  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: opts.distDir,
      wildcard: false,
      index: false,
      preCompressed: true,
      // The static plugin's own cache-control (max-age=0) would replace the one set below.
      cacheControl: false,
      setHeaders: (res, filePath) => {
        const hashed = isHashedAsset(filePath, opts.distDir);
        res.setHeader('cache-control', hashed ? HASHED_ASSET_CACHE : REVALIDATED_CACHE);
        res.setHeader('vary', 'accept-encoding');
      },
    });
  } else {
    app.log.warn({ distDir: opts.distDir }, 'web app not built: only the API is served');
  }

  app.setNotFoundHandler((request, reply) => {
    const isApi = request.url.startsWith('/api/') || request.url.startsWith('/uploads/');
    const wantsPage = request.method === 'GET' || request.method === 'HEAD';
    if (isApi || !wantsPage || !hasBuild) {
      return reply.status(404).send({ error: 'NOT_FOUND', message: MESSAGES.routeNotFound });
    }
    return reply.sendFile('index.html', opts.distDir);
  });
});
