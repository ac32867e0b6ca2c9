import type { PostgresPool, PostgresPoolClient } from 'kysely';
import type pg from 'pg';
import { isCopyFromStdin, streamCopy } from './copy.js';

/**
 * Named prepared statements for the queries the server sends again and again (issue 19).
 *
 * Profiled under 50 sessions on PGlite, planning was most of a small query's time: the session lookup took
 * 0.4 ms to plan and 0.08 ms to run, on every request. A statement prepared under a name is parsed once per
 * connection, and PostgreSQL keeps its plan (after five runs, a generic plan when that costs no more than
 * planning each time: `plan_cache_mode` auto). The same holds on a PostgreSQL server.
 *
 * Bounded: a text is named only once seen `PREPARE_AFTER` times, and at most `MAX_NAMED` texts are ever named
 * (each connection keeps its prepared statements until it closes, so names are never taken back). Queries
 * without parameters are never named: they include the migrations' scripts of many statements, which only the
 * simple protocol runs.
 */
export const PREPARE_AFTER = 2;
export const MAX_NAMED = 400;
const MAX_COUNTED = 5_000;

export class StatementNames {
  private readonly seen = new Map<string, number>();
  private readonly names = new Map<string, string>();

  constructor(
    private readonly prepareAfter = PREPARE_AFTER,
    private readonly maxNamed = MAX_NAMED,
  ) {}

  /** The name to prepare `text` under, or undefined to send it unnamed. */
  nameOf(text: string, parameterCount: number): string | undefined {
    if (parameterCount === 0) return undefined;
    const named = this.names.get(text);
    if (named !== undefined || this.names.size >= this.maxNamed) return named;
    const seen = (this.seen.get(text) ?? 0) + 1;
    if (seen < this.prepareAfter) {
      // Counting one-off texts must not grow without bound either: start counting afresh.
      if (this.seen.size >= MAX_COUNTED) this.seen.clear();
      this.seen.set(text, seen);
      return undefined;
    }
    this.seen.delete(text);
    const name = `q${this.names.size + 1}`;
    this.names.set(text, name);
    return name;
  }

  get size(): number {
    return this.names.size;
  }
}

/** Kysely's pool over node-postgres's, sending each query under the name `names` gives it. */
export function preparedPool(pool: pg.Pool, names = new StatementNames()): PostgresPool {
  // One wrapper per pooled client: kysely keeps its connection object per client it is handed.
  const wrappers = new WeakMap<pg.PoolClient, PostgresPoolClient>();
  const wrap = (client: pg.PoolClient): PostgresPoolClient => ({
    query: ((query: unknown, parameters?: readonly unknown[]) =>
      typeof query !== 'string'
        ? client.query(query as pg.Submittable)
        : isCopyFromStdin(query, parameters)
          ? streamCopy(client, query, parameters[0])
          : client.query({
              text: query,
              values: parameters ? [...parameters] : [],
              name: names.nameOf(query, parameters?.length ?? 0),
            })) as unknown as PostgresPoolClient['query'],
    release: () => client.release(),
  });
  return {
    async connect() {
      const client = await pool.connect();
      let wrapper = wrappers.get(client);
      if (!wrapper) {
        wrapper = wrap(client);
        wrappers.set(client, wrapper);
      }
      return wrapper;
    },
    end: () => pool.end(),
  };
}
