import { MESSAGES } from '@shop/shared';
import type { FastifyInstance, preValidationAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/app-error.ts';
import { isWellFormedText } from '../lib/well-formed-text.ts';

/** A missing body is checked as an empty one, so the reply names the first missing field. */
const missingBodyAsEmpty: preValidationAsyncHookHandler = async (request) => {
  if (request.body === undefined || request.body === null) request.body = {};
};

/**
 * Text that is not Unicode (a lone surrogate, which JSON can spell) is refused here, for every
 * route, before any schema or handler sees it. Multipart fields are decoded from UTF-8 and the
 * query string parser keeps undecodable escapes as they are, so neither can hold one; the
 * query is checked all the same.
 */
const refuseMalformedText: preValidationAsyncHookHandler = async (request) => {
  if (!isWellFormedText(request.body) || !isWellFormedText(request.query)) {
    throw new AppError('VALIDATION_FAILED', MESSAGES.malformedText);
  }
};

/**
 * The API reads JSON bodies (and multipart forms where a route registers them). Fastify's
 * text/plain parser is removed, so a text body is refused with 415 rather than being
 * validated as a string. Register before any route.
 */
export const requestBodiesPlugin = fp(async (app: FastifyInstance) => {
  app.removeContentTypeParser('text/plain');
  app.addHook('preValidation', refuseMalformedText);
  app.addHook('onRoute', (route) => {
    if (!route.schema?.body) return;
    const existing = route.preValidation;
    const hooks = existing === undefined ? [] : Array.isArray(existing) ? existing : [existing];
    route.preValidation = [...hooks, missingBodyAsEmpty];
  });
});
