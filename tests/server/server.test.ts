import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inject } from 'vitest';
import { openDatabase } from '../../server/src/db/index.js';
import { RELATIVE_LINKS_NOTICE } from '../../server/src/mail/links.js';
import { databaseUrl, quoteIdent, randomName, withAdminClient } from './templateDb.js';

const START_TIMEOUT = 180_000;

async function freePort(): Promise<number> {
  const server = createServer().listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  server.close();
  await once(server, 'close');
  return port;
}

/** A database for `npm start` copied from the run's template: a PGlite DATA_DIR, or a PostgreSQL database. */
async function prepared(dataDir: string): Promise<{ env: Record<string, string>; drop(): Promise<void> }> {
  const template = inject('serverTemplate');
  if (template.kind === 'pglite') {
    await (await openDatabase({ dataDir, loadFrom: template.dumpPath, prepare: false })).close();
    return { env: {}, drop: async () => {} };
  }
  const name = randomName(template.prefix);
  await withAdminClient(template.url, (c) => c.query(`CREATE DATABASE ${quoteIdent(name)} TEMPLATE ${quoteIdent(template.template)}`));
  return {
    env: { DATABASE_URL: databaseUrl(template.url, name) },
    drop: () => withAdminClient(template.url, (c) => c.query(`DROP DATABASE IF EXISTS ${quoteIdent(name)} WITH (FORCE)`)).then(() => undefined),
  };
}

/** Runs the server as deployed (server.ts) until it listens, stops it with SIGTERM and answers all it wrote. */
async function startAndStop(extraEnv: Record<string, string>): Promise<string> {
  const dataDir = mkdtempSync(join(tmpdir(), 'server-start-'));
  const database = await prepared(dataDir);
  const env: Record<string, string | undefined> = { ...process.env };
  for (const name of ['DATABASE_URL', 'PUBLIC_URL', 'LOG_LEVEL', 'SMTP_URL']) delete env[name];
  Object.assign(env, { DATA_DIR: dataDir, DIST_DIR: join(dataDir, 'no-dist'), SEED: 'none', HOST: '127.0.0.1', PORT: String(await freePort()) });
  Object.assign(env, database.env, extraEnv);
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/src/server.ts'], { env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  try {
    await new Promise<void>((resolve, reject) => {
      const read = (chunk: Buffer) => {
        output += chunk.toString();
        if (output.includes('Server listening on')) resolve();
      };
      child.stdout.on('data', read);
      child.stderr.on('data', read);
      child.once('exit', () => reject(new Error(`the server stopped before listening:\n${output}`)));
    });
  } finally {
    if (child.exitCode === null) {
      child.kill('SIGTERM');
      await once(child, 'exit');
    }
    await database.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
  return output;
}

/** The pino (JSON) lines the server logged. */
const logged = (output: string) =>
  output
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as { level: number; msg: string });

// One real start (about 10 s of CPU): the notice's wording and its PUBLIC_URL case are in tests/server/mail/links.test.ts.
describe('issue 31 §3 the start-up says when mailed links cannot be complete', () => {
  it(
    'without PUBLIC_URL the server logs once, through its logger as a warning, that mailed links are paths only',
    async () => {
      const lines = logged(await startAndStop({})).filter((line) => line.msg === RELATIVE_LINKS_NOTICE);
      expect(lines).toEqual([expect.objectContaining({ level: 40, msg: RELATIVE_LINKS_NOTICE })]);
    },
    START_TIMEOUT,
  );
});
