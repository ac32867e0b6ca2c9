import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import type { DatabaseHandle } from '../db/types.js';

/** Decorates `app.db` / `app.dbKind`; the database's lifetime belongs to whoever opened it. */
export const dbPlugin = fp(
  async (app: FastifyInstance, opts: { database: DatabaseHandle }) => {
    app.decorate('db', opts.database.db);
    app.decorate('dbKind', opts.database.kind);
  },
  { name: 'db' },
);
