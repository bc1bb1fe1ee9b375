import type { FastifyRequest } from 'fastify';

/**
 * A password-reset link is a key to the account for an hour: its token must not reach the
 * access log, where the API call and the page that opens it would both write it.
 */
export function redactSecrets(url: string): string {
  return url.replace(/\/reset-password\/[^/?#]+/gi, '/reset-password/[redacted]');
}

/** Fastify's request fields, with secrets taken out of the URL. */
function serializeRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactSecrets(request.url),
    host: request.host,
    remoteAddress: request.ip,
  };
}

/** The server's logger settings: pino at the configured level, requests logged without secrets. */
export function loggerOptions(level: string, stream?: { write(line: string): void }) {
  return {
    level,
    serializers: { req: serializeRequest },
    ...(stream ? { stream } : {}),
  };
}
