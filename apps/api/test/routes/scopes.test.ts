import { errorResponseSchema } from '@shop/shared';
import Fastify from 'fastify';
import {
  type FastifyPluginAsyncZod,
  serializerCompiler,
  validatorCompiler,
} from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { registerErrorHandler } from '../../src/plugins/error-handler.ts';
import { routeCatalogPlugin } from '../../src/plugins/route-catalog.ts';
import { adminScopeOptions } from '../../src/routes/admin/index.ts';
import { customerScopeOptions } from '../../src/routes/customer/index.ts';
import { routeScope } from '../../src/routes/scopes.ts';
import { startTestApp, type TestApp } from '../test-app.ts';
import { scopeViolations } from './scope-rules.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

describe('the routes of the app', () => {
  it('are each in a scope, with no write to shared data outside the admin scope', () => {
    const apiRoutes = t.app.routeCatalog().filter((route) => route.url.startsWith('/api/'));
    expect(apiRoutes.map((route) => `${route.method} ${route.url}`)).toEqual(
      expect.arrayContaining(['GET /api/meals', 'POST /api/contact', 'GET /api/docs/json']),
    );
    expect(scopeViolations(t.app.routeCatalog())).toEqual([]);
  });

  it('are checked by rules that catch a misplaced route', () => {
    expect(
      scopeViolations([
        { method: 'GET', url: '/api/orphan', scope: undefined },
        { method: 'GET', url: '/api/admin/orders', scope: 'customer' },
        { method: 'POST', url: '/api/meals', scope: 'public' },
        { method: 'PUT', url: '/api/orders/:id/status', scope: 'customer' },
        { method: 'POST', url: '/api/meals', scope: 'admin' },
        { method: 'GET', url: '/assets/app.js', scope: undefined },
      ]),
    ).toEqual([
      'GET /api/orphan is outside a scope',
      'GET /api/admin/orders is in the customer scope, not admin',
      'POST /api/meals is a write in the public scope',
      'POST /api/meals changes shared data outside the admin scope',
      'PUT /api/orders/:id/status changes shared data outside the admin scope',
    ]);
  });
});

/** A route added to a scope, as the next issues will add whole folders. */
const throwawayArea: FastifyPluginAsyncZod = async (app) => {
  app.post('/api/meals', { schema: { body: z.object({ name: z.string() }) } }, async (request) => ({
    created: request.body.name,
  }));
};

async function appWithScope(options: typeof adminScopeOptions) {
  const app = Fastify().withTypeProvider();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  await app.register(routeCatalogPlugin);
  await app.register(routeScope({ ...options, areas: [throwawayArea] }));
  await app.ready();
  return app;
}

describe.each([
  ['admin', adminScopeOptions],
  ['customer', customerScopeOptions],
])('a route in the %s scope', (scope, options) => {
  it('is refused with 401 before its body is even read, while nobody can sign in', async () => {
    const app = await appWithScope(options);
    try {
      const res = await app.inject({ method: 'POST', url: '/api/meals', payload: { name: 7 } });
      expect(res.statusCode).toBe(401);
      expect(errorResponseSchema.parse(res.json())).toEqual({
        error: 'UNAUTHORIZED',
        message: 'Please sign in',
      });
      expect(app.routeCatalog()).toContainEqual({ method: 'POST', url: '/api/meals', scope });
    } finally {
      await app.close();
    }
  });
});

describe('a route in the public scope', () => {
  it('answers without a session', async () => {
    const app = Fastify().withTypeProvider();
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    await app.register(routeScope({ name: 'public', areas: [throwawayArea] }));
    try {
      const res = await app.inject({
        method: 'POST',
        url: '/api/meals',
        payload: { name: 'Momo' },
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ created: 'Momo' });
    } finally {
      await app.close();
    }
  });
});
