import type { onRequestAsyncHookHandler } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/**
 * Who may call a route: anyone, a signed-in customer, or an admin. Every API route is declared
 * in exactly one scope; a route-listing test keeps it so.
 */
export const ROUTE_SCOPES = ['public', 'customer', 'admin'] as const;
export type RouteScope = (typeof ROUTE_SCOPES)[number];

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The scope that declared the route: set by the scope, never by the route itself. */
    scope?: RouteScope;
  }
}

export interface ScopeOptions {
  name: RouteScope;
  /**
   * The scope's one check of who is calling, run before any hook or handler of its routes, so
   * that a route added to the scope cannot forget it.
   */
  guard?: onRequestAsyncHookHandler;
  /** The scope's areas, one plugin per folder. */
  areas: readonly FastifyPluginAsyncZod[];
}

/** A Fastify context holding one scope's areas behind the scope's guard. */
export function routeScope({ name, guard, areas }: ScopeOptions): FastifyPluginAsyncZod {
  return async function scope(app) {
    app.addHook('onRoute', (route) => {
      route.config = { ...route.config, scope: name };
    });
    if (guard) app.addHook('onRequest', guard);
    for (const area of areas) await app.register(area);
  };
}
