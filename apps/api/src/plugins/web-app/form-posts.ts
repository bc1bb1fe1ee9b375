import type { IncomingMessage } from 'node:http';
import { MESSAGES } from '@shop/shared';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { passwordParameters } from '../../lib/logging.ts';

/** The address without the query parameters that carry a password. */
function withoutPasswords(url: string): string | undefined {
  const parsed = new URL(url, 'http://page');
  const names = passwordParameters(parsed.searchParams);
  if (names.length === 0) return undefined;
  for (const name of names) parsed.searchParams.delete(name);
  return `${parsed.pathname}${parsed.search}`;
}

/** A form's body the server does not read: drained, never parsed, never logged. */
async function drainBody(_request: FastifyRequest, body: IncomingMessage) {
  for await (const _chunk of body) {
    // dropped
  }
  return undefined;
}

/**
 * A page's form sent before its script ran (a slow phone, or no JavaScript). Every form that
 * holds a password is `method="post"`, so the browser posts it to the page's own address, and
 * the password stays in the body. The server reads no body here: it answers 303 back to the
 * page, which the browser opens with GET and where the script, loaded by then, signs in.
 * Should a form ever arrive as a GET with a password in its query, that request is sent on at
 * once to the address without it (the access log redacts it: lib/logging.ts).
 */
export const pageFormPostsPlugin = fp(
  async (app: FastifyInstance, opts: { isPagePath: (pathname: string) => boolean }) => {
    app.addHook('onRequest', async (request, reply) => {
      if (request.method !== 'GET' && request.method !== 'HEAD') return;
      if (!opts.isPagePath(request.url.split('?')[0] ?? '')) return;
      const cleaned = withoutPasswords(request.url);
      if (cleaned !== undefined) return reply.redirect(cleaned, 303);
    });

    await app.register(async (scope) => {
      scope.addContentTypeParser('application/x-www-form-urlencoded', drainBody);
      scope.addContentTypeParser('multipart/form-data', drainBody);
      // A page's address, not an API call: left out of the API's documentation.
      scope.post(
        '/*',
        { schema: { hide: true } },
        (request: FastifyRequest, reply: FastifyReply) => {
          const pathname = request.url.split('?')[0] ?? '';
          if (!opts.isPagePath(pathname)) {
            return reply.status(404).send({ error: 'NOT_FOUND', message: MESSAGES.routeNotFound });
          }
          return reply.redirect(withoutPasswords(request.url) ?? request.url, 303);
        },
      );
    });
  },
);
