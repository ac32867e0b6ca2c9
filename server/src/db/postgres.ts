import { CamelCasePlugin, Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { pgTypes } from './pgTypes.js';
import { BulkCopyPlugin } from './copy.js';
import { preparedPool } from './prepared.js';
import type { Database, DatabaseHandle } from './types.js';
import { log } from '../log.js';

export function openPostgres(connectionString: string, max = 10): DatabaseHandle {
  const pool = new pg.Pool({ connectionString, max, types: pgTypes });
  // An idle connection the server ends (a restart, an administrator) is dropped by the pool and
  // replaced on the next query; without a listener its error would end the process.
  pool.on('error', (error) => log.warn(`PostgreSQL connection lost: ${error.message}`));
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool: preparedPool(pool) }), plugins: [new CamelCasePlugin(), new BulkCopyPlugin()] });
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
