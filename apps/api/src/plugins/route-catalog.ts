import type { FastifyInstance, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import type { RouteScope } from '../routes/scopes.ts';

export interface CatalogedRoute {
  method: string;
  url: string;
  scope: RouteScope | undefined;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route the app serves, with the scope that declared it (none for files). */
    routeCatalog(): CatalogedRoute[];
  }
}

/**
 * Keeps the options of every route as it is declared. A scope stamps its name on the same
 * options in a later onRoute hook, so the scope is read when the catalog is asked for.
 * Register before any route.
 */
export const routeCatalogPlugin = fp(async (app: FastifyInstance) => {
  const declared: RouteOptions[] = [];
  app.addHook('onRoute', (route) => {
    declared.push(route);
  });
  app.decorate('routeCatalog', () =>
    declared.flatMap((route) =>
      [route.method].flat().map((method) => ({
        method,
        url: route.url,
        scope: route.config?.scope,
      })),
    ),
  );
});
