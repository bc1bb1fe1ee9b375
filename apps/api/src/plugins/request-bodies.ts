import type { FastifyInstance, preValidationAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';

/** A missing body is checked as an empty one, so the reply names the first missing field. */
const missingBodyAsEmpty: preValidationAsyncHookHandler = async (request) => {
  if (request.body === undefined || request.body === null) request.body = {};
};

/**
 * The API reads JSON bodies (and multipart forms where a route registers them). Fastify's
 * text/plain parser is removed, so a text body is refused with 415 rather than being
 * validated as a string. Register before any route.
 */
export const requestBodiesPlugin = fp(async (app: FastifyInstance) => {
  app.removeContentTypeParser('text/plain');
  app.addHook('onRoute', (route) => {
    if (!route.schema?.body) return;
    const existing = route.preValidation;
    const hooks = existing === undefined ? [] : Array.isArray(existing) ? existing : [existing];
    route.preValidation = [...hooks, missingBodyAsEmpty];
  });
});
