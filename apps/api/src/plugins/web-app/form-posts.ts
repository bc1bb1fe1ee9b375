import type { IncomingMessage } from 'node:http';
import { MESSAGES } from '@shop/shared';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { passwordParameters } from '../../lib/logging.ts';

/**
 * The address to send a page request back to, without the query parameters that carry a
 * password. Built from the parsed path with its leading slashes collapsed to one: `//evil.com/x`
 * as a Location would be another site (an open redirect).
 */
function pageAddress(url: string): string {
  const parsed = new URL(sameSitePath(url), 'http://page');
  for (const name of passwordParameters(parsed.searchParams)) parsed.searchParams.delete(name);
  return `${sameSitePath(parsed.pathname)}${parsed.search}`;
}

/** Browsers read a backslash as a slash, so `/\evil.com` is another site as well. */
const sameSitePath = (path: string) => `/${path.replace(/^[/\\]+/, '')}`;

const hasPasswords = (url: string) =>
  passwordParameters(new URL(url, 'http://page').searchParams).length > 0;

/**
 * A form's body the server does not read, nor wait for: the 303 goes out at once with
 * `Connection: close`, so a body of any size is never taken in, parsed or logged.
 */
async function ignoreBody(_request: FastifyRequest, _body: IncomingMessage) {
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
      if (hasPasswords(request.url)) return reply.redirect(pageAddress(request.url), 303);
    });

    await app.register(async (scope) => {
      scope.addContentTypeParser('application/x-www-form-urlencoded', ignoreBody);
      scope.addContentTypeParser('multipart/form-data', ignoreBody);
      // A page's address, not an API call: left out of the API's documentation.
      scope.post(
        '/*',
        { schema: { hide: true } },
        (request: FastifyRequest, reply: FastifyReply) => {
          const pathname = request.url.split('?')[0] ?? '';
          if (!opts.isPagePath(pathname)) {
            return reply.status(404).send({ error: 'NOT_FOUND', message: MESSAGES.routeNotFound });
          }
          return reply.header('connection', 'close').redirect(pageAddress(request.url), 303);
        },
      );
    });
  },
);
