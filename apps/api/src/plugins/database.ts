import type { DatabaseHandle, Db } from '@shop/db';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyInstance {
    database: DatabaseHandle;
    db: Db;
  }
}

/** Exposes an already opened, migrated database; whoever opened it closes it. */
export const databasePlugin = fp(
  async (app: FastifyInstance, opts: { database: DatabaseHandle }) => {
    app.decorate('database', opts.database);
    app.decorate('db', opts.database.db);
  },
);
