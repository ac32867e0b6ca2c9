import { mkdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase, prepareDatabase } from '../../server/src/db/index.js';
import { openPglite } from '../../server/src/db/pglite.js';
import { cheapenDemoPasswords, databaseUrl, failedMarker, quoteIdent, randomName, withAdminClient, type ServerTemplate } from './templateDb.js';

interface Built {
  template: ServerTemplate;
  remove: () => Promise<void>;
}

/**
 * The run's template, shared by the server suite's projects: each project runs its global setup, and building the
 * template once for each of the three cost the run twice 6–9 s on one core before any file started. The last
 * project's teardown removes it.
 */
const shared = globalThis as { __serverTemplate?: { template: Promise<ServerTemplate>; built: Promise<Built>; users: number } };

/**
 * Migrates and seeds one template database per run, so each test file starts from a copy in well
 * under a second instead of a four-second fresh PGlite (DESIGN §9). On PGlite it is not waited for here: the files
 * are told where its dump will be and wait for it (helpers.ts runTemplate), so the console's files, which run first,
 * use the 7 s it takes (one core; Vitest's global setups hold every file back until they end).
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const entry = (shared.__serverTemplate ??= startTemplate());
  entry.users += 1;
  project.provide('serverTemplate', await entry.template);
  return async () => {
    entry.users -= 1;
    if (entry.users > 0) return;
    shared.__serverTemplate = undefined;
    await (await entry.built).remove();
  };
}

function startTemplate(): { template: Promise<ServerTemplate>; built: Promise<Built>; users: number } {
  const url = process.env.DATABASE_URL;
  if (url) {
    const built = buildPostgresTemplate(url);
    return { template: built.then((b) => b.template), built, users: 0 };
  }
  const dir = resolve('.tmp');
  mkdirSync(dir, { recursive: true });
  const template: ServerTemplate = { kind: 'pglite', dumpPath: join(dir, `server-template-${process.pid}.tar`) };
  return { template: Promise.resolve(template), built: buildPgliteTemplate(template), users: 0 };
}

async function buildPostgresTemplate(url: string): Promise<Built> {
  const prefix = randomName('indoor_test_') + '_';
  const template = `${prefix}tmpl`;
  await withAdminClient(url, (c) => c.query(`CREATE DATABASE ${quoteIdent(template)}`));
  const handle = await openDatabase({ databaseUrl: databaseUrl(url, template), seed: 'demo' });
  try {
    await cheapenDemoPasswords(handle.db);
  } finally {
    await handle.close();
  }
  return {
    template: { kind: 'postgresql', url, template, prefix },
    remove: async () => {
      await withAdminClient(url, async (c) => {
        const { rows } = await c.query<{ datname: string }>('SELECT datname FROM pg_database WHERE starts_with(datname, $1) ORDER BY datname = $2', [
          prefix,
          template,
        ]);
        for (const { datname } of rows) await c.query(`DROP DATABASE IF EXISTS ${quoteIdent(datname)} WITH (FORCE)`);
      });
    },
  };
}

/**
 * The PGlite template's dump, written whole under its name (a part file renamed), or, failing, the reason in the file
 * beside it that the waiting files report. Never rejects.
 */
async function buildPgliteTemplate(template: ServerTemplate & { kind: 'pglite' }): Promise<Built> {
  const { dumpPath } = template;
  const remove = async () => {
    for (const path of [dumpPath, failedMarker(dumpPath), `${dumpPath}.part`]) rmSync(path, { force: true });
  };
  try {
    const handle = await openPglite();
    try {
      await prepareDatabase(handle, 'demo');
      await cheapenDemoPasswords(handle.db);
      const dump = await handle.pglite.dumpDataDir('none');
      writeFileSync(`${dumpPath}.part`, Buffer.from(await dump.arrayBuffer()));
      renameSync(`${dumpPath}.part`, dumpPath);
    } finally {
      await handle.close();
    }
  } catch (error) {
    writeFileSync(failedMarker(dumpPath), error instanceof Error ? (error.stack ?? error.message) : String(error));
  }
  return { template, remove };
}
