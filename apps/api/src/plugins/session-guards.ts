import { MESSAGES } from '@shop/shared';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../lib/app-error.ts';
import { findSession, type SessionRealm } from '../services/sessions/session-store.ts';

/** Who is calling, as the scope's guard found it: the record's id and the session's. */
export interface SessionCaller {
  id: string;
  sessionId: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the customer scope's guard: every customer route may rely on it. */
    customer?: SessionCaller;
    /** Set by the admin scope's guard: every admin route may rely on it. */
    admin?: SessionCaller;
  }
}

/** The token of `Authorization: Bearer <token>`, or null. */
export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+([A-Za-z0-9_-]{16,128})\s*$/i.exec(header);
  return match?.[1] ?? null;
}

async function callerOf(request: FastifyRequest, realm: SessionRealm): Promise<SessionCaller> {
  const token = bearerToken(request);
  const session = token ? await findSession(request.server.db, realm, token) : null;
  if (!session) throw new AppError('UNAUTHORIZED', MESSAGES.signInRequired);
  return { id: session.ownerId, sessionId: session.sessionId };
}

export async function requireCustomerSession(request: FastifyRequest): Promise<void> {
  request.customer = await callerOf(request, 'customer');
}

export async function requireAdminSession(request: FastifyRequest): Promise<void> {
  request.admin = await callerOf(request, 'admin');
}

/** The caller of a customer route; the guard has already refused anyone else. */
export function customerOf(request: FastifyRequest): SessionCaller {
  if (!request.customer) throw new AppError('UNAUTHORIZED', MESSAGES.signInRequired);
  return request.customer;
}

/** The caller of an admin route; the guard has already refused anyone else. */
export function adminOf(request: FastifyRequest): SessionCaller {
  if (!request.admin) throw new AppError('UNAUTHORIZED', MESSAGES.signInRequired);
  return request.admin;
}
