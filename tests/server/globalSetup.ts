import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase, prepareDatabase } from '../../server/src/db/index.js';
import { openPglite } from '../../server/src/db/pglite.js';
import { cheapenDemoPasswords, databaseUrl, quoteIdent, randomName, withAdminClient, type ServerTemplate } from './templateDb.js';

/**
 * Migrates and seeds one template database per run, so each test file starts from a copy in well
 * under a second instead of a four-second fresh PGlite (DESIGN §9).
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
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
    project.provide('serverTemplate', { kind: 'postgresql', url, template, prefix } satisfies ServerTemplate);
    return async () => {
      await withAdminClient(url, async (c) => {
        const { rows } = await c.query<{ datname: string }>('SELECT datname FROM pg_database WHERE starts_with(datname, $1) ORDER BY datname = $2', [
          prefix,
          template,
        ]);
        for (const { datname } of rows) await c.query(`DROP DATABASE IF EXISTS ${quoteIdent(datname)} WITH (FORCE)`);
      });
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
  project.provide('serverTemplate', { kind: 'pglite', dumpPath } satisfies ServerTemplate);
  return async () => rmSync(dumpPath, { force: true });
}
