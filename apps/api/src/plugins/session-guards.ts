import { MESSAGES, STAFF_MESSAGES, type StaffRole } from '@shop/shared';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../lib/app-error.ts';
import { findSession, type SessionRealm } from '../services/sessions/session-store.ts';

/** Who is calling, as the scope's guard found it: the record's id and the session's. */
export interface SessionCaller {
  id: string;
  sessionId: string;
}

/** A staff member calling the back office, with the role their account has now. */
export interface StaffCaller extends SessionCaller {
  role: StaffRole;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the customer scope's guard: every customer route may rely on it. */
    customer?: SessionCaller;
    /** Set by the admin scope's guard: every admin route may rely on it. */
    admin?: StaffCaller;
  }
  interface FastifyContextConfig {
    /**
     * The roles that may call an admin route (docs/product-rules.md#staff-and-roles): given to
     * every route of an area where the area is registered (routes/admin/index.ts), which a route
     * may narrow or widen in its own config.
     */
    roles?: readonly StaffRole[];
  }
}

/** The token of `Authorization: Bearer <token>`, or null. */
export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+([A-Za-z0-9_-]{16,128})\s*$/i.exec(header);
  return match?.[1] ?? null;
}

async function sessionOf(request: FastifyRequest, realm: SessionRealm) {
  const token = bearerToken(request);
  const session = token ? await findSession(request.server.db, realm, token) : null;
  if (!session) throw new AppError('UNAUTHORIZED', MESSAGES.signInRequired);
  return session;
}

export async function requireCustomerSession(request: FastifyRequest): Promise<void> {
  const session = await sessionOf(request, 'customer');
  request.customer = { id: session.ownerId, sessionId: session.sessionId };
}

/**
 * The admin scope's guard: a live session of an active staff member whose role the route lets
 * in. A route without roles lets nobody in (a route the areas' registration missed is closed,
 * not open); the route-role test lists every route's roles.
 */
export async function requireStaffSession(request: FastifyRequest): Promise<void> {
  const session = await sessionOf(request, 'admin');
  if (!session.role) throw new AppError('UNAUTHORIZED', MESSAGES.signInRequired);
  request.admin = { id: session.ownerId, sessionId: session.sessionId, role: session.role };
  const roles = request.routeOptions.config.roles ?? [];
  if (!roles.includes(session.role)) throw new AppError('FORBIDDEN', STAFF_MESSAGES.roleRefused);
}

/** The caller of a customer route; the guard has already refused anyone else. */
export function customerOf(request: FastifyRequest): SessionCaller {
  if (!request.customer) throw new AppError('UNAUTHORIZED', MESSAGES.signInRequired);
  return request.customer;
}

/** The caller of an admin route; the guard has already refused anyone else. */
export function adminOf(request: FastifyRequest): StaffCaller {
  if (!request.admin) throw new AppError('UNAUTHORIZED', MESSAGES.signInRequired);
  return request.admin;
}
