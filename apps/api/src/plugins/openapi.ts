import swagger from '@fastify/swagger';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import type { RouteScope } from '../routes/scopes.ts';

declare module 'fastify' {
  interface FastifySchema {
    /**
     * Documentation only, for a route that takes its body as JSON or as a multipart form with
     * files: the form's schema (the JSON body's fields plus the files). The route validates the
     * form's text fields with `body`; its files are checked by the route itself.
     */
    multipartBody?: unknown;
  }
}

type TransformInput = Parameters<typeof jsonSchemaTransform>[0] & {
  route?: { config?: { scope?: RouteScope } };
};

/** The session each guarded scope asks for (routes/scopes.ts), as the document names it. */
const SCOPE_SECURITY: Partial<Record<RouteScope, string>> = {
  customer: 'customerSession',
  admin: 'staffSession',
};

const SECURITY_SCHEMES = {
  customerSession: {
    type: 'http',
    scheme: 'bearer',
    description:
      'A customer’s session: the token of POST /api/customers/login or /api/customers/register, sent as `Authorization: Bearer <token>`.',
  },
  staffSession: {
    type: 'http',
    scheme: 'bearer',
    description:
      'A staff (admin) session: the token of POST /api/admin/login, sent as `Authorization: Bearer <token>`.',
  },
} as const;

/**
 * The zod transform; the session a guarded route's scope asks for; and a JSON and a
 * multipart/form-data request body where a route has both.
 */
function transform(document: TransformInput): ReturnType<typeof jsonSchemaTransform> {
  const transformed = jsonSchemaTransform(document);
  const scheme = SCOPE_SECURITY[document.route?.config?.scope ?? 'public'];
  const result =
    scheme && transformed.schema
      ? { ...transformed, schema: { ...transformed.schema, security: [{ [scheme]: [] }] } }
      : transformed;
  const multipartBody = document.schema?.multipartBody;
  if (!multipartBody || !result.schema) return result;
  const { multipartBody: _, body, ...schema } = result.schema as Record<string, unknown>;
  const form = jsonSchemaTransform({ ...document, schema: { body: multipartBody } }).schema?.body;
  return {
    ...result,
    schema: {
      ...schema,
      body: {
        content: {
          'application/json': { schema: body },
          'multipart/form-data': { schema: form },
        },
      },
    },
  };
}

/**
 * The OpenAPI document is generated from the same zod schemas that validate requests. Register
 * before any route; the public scope serves it (routes/public/docs.ts).
 */
export const openApiPlugin = fp(async (app: FastifyInstance) => {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Burger House shop API',
        description:
          'Menu, orders, customers and back office of the Burger House restaurant. Amounts are NRS.',
        version: '1.0.0',
      },
      tags: [
        { name: 'menu', description: 'The public menu' },
        { name: 'gallery', description: 'The photo gallery' },
        { name: 'events', description: 'Promotional events shown to visitors' },
        {
          name: 'messages',
          description:
            'What visitors send: contact messages, feedback and newsletter sign-ups (rate limited per IP)',
        },
        {
          name: 'ordering',
          description:
            'A restaurant’s day: opening hours, the busy pause, orders for later (docs/product-rules.md#opening-hours)',
        },
        { name: 'delivery areas', description: 'Where the shop delivers, with fees and minimums' },
        {
          name: 'staff',
          description:
            'The owner’s staff accounts and what each role may call (docs/product-rules.md#staff-and-roles)',
        },
        { name: 'system', description: 'Operations' },
      ],
      components: { securitySchemes: SECURITY_SCHEMES },
    },
    transform,
    transformObject: jsonSchemaTransformObject,
  });
});
