import { CamelCasePlugin, Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { pgTypes } from './pgTypes.js';
import type { Database, DatabaseHandle } from './types.js';

export function openPostgres(connectionString: string, max = 10): DatabaseHandle {
  const pool = new pg.Pool({ connectionString, max, types: pgTypes });
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }), plugins: [new CamelCasePlugin()] });
  let closed = false;
  return {
    db,
    kind: 'postgresql',
    async close() {
      if (closed) return;
      closed = true;
      await db.destroy();
    },
  };
}
