import { type ErrorCode, MESSAGES } from '@shop/shared';
import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError, HTTP_STATUS } from '../lib/app-error.ts';

/** Driver errors that mean "the database is not reachable" rather than "the query is wrong". */
const UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'ENOTFOUND',
  '57P01',
  '57P03',
  '53300',
]);

/**
 * Text the database cannot store (a NUL character, an invalid byte sequence): the request's
 * fault, not the server's. Schemas refuse these first; this is the backstop for any field
 * that slips past them.
 */
const UNSTORABLE_TEXT_CODES = new Set(['22021', '22P05']);

function errorCodes(error: unknown): string[] {
  const codes: string[] = [];
  for (let current = error; current instanceof Error; current = current.cause) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string') codes.push(code);
  }
  return codes;
}

/** Drizzle wraps driver errors (DrizzleQueryError), so the whole cause chain is inspected. */
function isDatabaseUnavailable(error: unknown): boolean {
  for (let current = error; current instanceof Error; current = current.cause) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && UNAVAILABLE_CODES.has(code)) return true;
    if (
      /PGlite is closed|Connection terminated|ECONNREFUSED|Cannot use a pool after calling end/i.test(
        current.message,
      )
    )
      return true;
  }
  return false;
}

/** Names what was sent and what the route takes (its OpenAPI `consumes`, JSON by default). */
function unsupportedMediaTypeMessage(request: FastifyRequest): string {
  const sent = request.headers['content-type']?.split(';')[0]?.trim();
  const accepted = (request.routeOptions.schema?.consumes ?? ['application/json']).join(' or ');
  return sent
    ? `Unsupported content type ${sent}: send ${accepted}`
    : `The request body has no content type: send ${accepted}`;
}

function send(
  reply: import('fastify').FastifyReply,
  code: ErrorCode,
  message: string,
  details?: unknown,
) {
  const body = details === undefined ? { error: code, message } : { error: code, message, details };
  return reply.status(HTTP_STATUS[code]).send(body);
}

/** Maps every thrown error to `{ error, message }`; 5xx replies never carry internals. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const issue = error.validation[0];
      const message = issue?.message ?? 'The request is not valid';
      return send(reply, 'VALIDATION_FAILED', message);
    }
    if (error instanceof AppError) {
      if (HTTP_STATUS[error.code] >= 500) request.log.error({ err: error }, error.message);
      return send(reply, error.code, error.message, error.details);
    }
    if (errorCodes(error).some((code) => UNSTORABLE_TEXT_CODES.has(code))) {
      return send(reply, 'VALIDATION_FAILED', 'The request contains text that cannot be stored');
    }
    if (isDatabaseUnavailable(error)) {
      request.log.error({ err: error }, 'database unavailable');
      return send(reply, 'SERVICE_UNAVAILABLE', MESSAGES.databaseUnavailable);
    }
    const status = error.statusCode ?? 500;
    if (status === 429) return send(reply, 'RATE_LIMITED', MESSAGES.tooManyRequests);
    if (status === 413) return send(reply, 'PAYLOAD_TOO_LARGE', error.message);
    if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') {
      const message = unsupportedMediaTypeMessage(request);
      return reply.status(415).send({ error: 'VALIDATION_FAILED', message });
    }
    if (status >= 400 && status < 500) {
      // Fastify's own client errors (malformed JSON, bad content type, …) keep their message.
      return reply.status(status).send({ error: 'VALIDATION_FAILED', message: error.message });
    }
    request.log.error({ err: error }, 'unhandled error');
    return send(reply, 'INTERNAL', MESSAGES.internal);
  });
}
