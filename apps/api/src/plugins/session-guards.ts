import { MESSAGES } from '@shop/shared';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../lib/app-error.ts';

/*
 * The guards of the customer and admin scopes. Sessions do not exist yet, so nobody can pass:
 * every call in these scopes is refused with 401 until sign-in arrives and these check the
 * session instead.
 */

export async function requireCustomerSession(_request: FastifyRequest): Promise<void> {
  throw new AppError('UNAUTHORIZED', MESSAGES.signInRequired);
}

export async function requireAdminSession(_request: FastifyRequest): Promise<void> {
  throw new AppError('UNAUTHORIZED', MESSAGES.signInRequired);
}
