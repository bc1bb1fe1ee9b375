import type { FastifyRequest } from 'fastify';

/** A query parameter that carries a password, whatever the form called it (password, new_password, …). */
const PASSWORD_PARAMETER = /password/i;

/** The names of the URL's query parameters that carry a password. */
export function passwordParameters(search: URLSearchParams): string[] {
  return [...new Set(search.keys())].filter((name) => PASSWORD_PARAMETER.test(name));
}

/**
 * A password-reset link is a key to the account for an hour: its token must not reach the
 * access log, where the API call and the page that opens it would both write it. Nor may a
 * password, should a form ever be sent as a GET (submitted before its script ran).
 */
export function redactSecrets(url: string): string {
  const redacted = url.replace(/\/reset-password\/[^/?#]+/gi, '/reset-password/[redacted]');
  const query = redacted.indexOf('?');
  if (query < 0) return redacted;
  const parameters = redacted.slice(query + 1).split('&');
  return `${redacted.slice(0, query)}?${parameters
    .map((parameter) => {
      const [rawName = '', ...value] = parameter.split('=');
      let name = rawName;
      try {
        name = decodeURIComponent(rawName.replace(/\+/g, ' '));
      } catch {
        // A malformed name is judged as it was sent.
      }
      return value.length > 0 && PASSWORD_PARAMETER.test(name)
        ? `${rawName}=[redacted]`
        : parameter;
    })
    .join('&')}`;
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
