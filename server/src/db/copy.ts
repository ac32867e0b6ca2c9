/**
 * Issue 32, decision 2: rows written with COPY … FROM STDIN on a PostgreSQL server (pg-copy-streams), through
 * Kysely. A Db opened on a server carries `BulkCopyPlugin` (transactions inherit it), which is how a repository
 * knows it may copy; the pool's clients (prepared.ts) stream a `COPY … FROM STDIN` query's one parameter, the rows
 * in COPY's text format. PGlite (behind the wire protocol in its worker) is written with `unnest` instead: its COPY
 * from a blob measured no faster there (docs/operations.md, measurements).
 */
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  CompiledQuery,
  type KyselyPlugin,
  type PluginTransformQueryArgs,
  type PluginTransformResultArgs,
  type QueryResult,
  type RootOperationNode,
  type UnknownRow,
} from 'kysely';
import type pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import type { Db } from './types.js';

export class BulkCopyPlugin implements KyselyPlugin {
  transformQuery(args: PluginTransformQueryArgs): RootOperationNode {
    return args.node;
  }

  async transformResult(args: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    return args.result;
  }
}

/** Whether `db` (or a transaction of it) is on a PostgreSQL server that takes COPY … FROM STDIN. */
export const canCopy = (db: Db): boolean => db.getExecutor().plugins.some((p) => p instanceof BulkCopyPlugin);

const COPY_FROM_STDIN = /^COPY [a-z_]+ \([a-z_, ]+\) FROM STDIN$/;

/** A query the pool's client streams instead of sending: `COPY table (columns) FROM STDIN` with the rows as its one parameter. */
export const isCopyFromStdin = (text: string, parameters: readonly unknown[] | undefined): parameters is [string] =>
  parameters?.length === 1 && typeof parameters[0] === 'string' && COPY_FROM_STDIN.test(text);

export async function streamCopy(client: pg.PoolClient, text: string, rows: string): Promise<{ command: string; rowCount: number; rows: [] }> {
  const stream = client.query(copyFrom(text));
  await pipeline(Readable.from([rows]), stream);
  return { command: 'COPY', rowCount: Number(stream.rowCount), rows: [] };
}

/** COPY's text format: tab between fields, a row per line, \N for null, and backslash, tab, newline and return escaped. */
const field = (v: unknown): string =>
  v === null || v === undefined ? '\\N' : String(v).replace(/\\/g, '\\\\').replace(/\t/g, '\\t').replace(/\n/g, '\\n').replace(/\r/g, '\\r');

/** Writes `rows` (values in `columns`' order; Dates as ISO text) into `table` in one COPY. */
export async function copyRows(db: Db, table: string, columns: readonly string[], rows: ReadonlyArray<readonly unknown[]>): Promise<void> {
  const text = rows.map((row) => row.map((v) => field(v instanceof Date ? v.toISOString() : v)).join('\t')).join('\n') + '\n';
  await db.executeQuery(CompiledQuery.raw(`COPY ${table} (${columns.join(', ')}) FROM STDIN`, [text]));
}
