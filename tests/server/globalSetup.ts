import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase, prepareDatabase } from '../../server/src/db/index.js';
import { openPglite } from '../../server/src/db/pglite.js';
import { cheapenDemoPasswords, databaseUrl, quoteIdent, randomName, withAdminClient, type ServerTemplate } from './templateDb.js';

interface Built {
  template: ServerTemplate;
  remove: () => Promise<void>;
}

/**
 * The run's template, shared by the server suite's projects: each project runs its global setup, and building the
 * template once for each of the three cost the run twice 6–9 s on one core before any file started. The last
 * project's teardown removes it.
 */
const shared = globalThis as { __serverTemplate?: { built: Promise<Built>; users: number } };

/**
 * Migrates and seeds one template database per run, so each test file starts from a copy in well
 * under a second instead of a four-second fresh PGlite (DESIGN §9).
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const entry = (shared.__serverTemplate ??= { built: buildTemplate(), users: 0 });
  entry.users += 1;
  const { template, remove } = await entry.built;
  project.provide('serverTemplate', template);
  return async () => {
    entry.users -= 1;
    if (entry.users > 0) return;
    shared.__serverTemplate = undefined;
    await remove();
  };
}

async function buildTemplate(): Promise<Built> {
  const url = process.env.DATABASE_URL;
  if (url) {
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

  const dir = resolve('.tmp');
  mkdirSync(dir, { recursive: true });
  const dumpPath = join(dir, `server-template-${process.pid}.tar`);
  const handle = await openPglite();
  try {
    await prepareDatabase(handle, 'demo');
    await cheapenDemoPasswords(handle.db);
    const dump = await handle.pglite.dumpDataDir('none');
    writeFileSync(dumpPath, Buffer.from(await dump.arrayBuffer()));
  } finally {
    await handle.close();
  }
  return { template: { kind: 'pglite', dumpPath }, remove: async () => rmSync(dumpPath, { force: true }) };
}
