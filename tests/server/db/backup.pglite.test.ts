import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { gzipSync } from 'node:zlib';
import pino from 'pino';
import { backupCommand, restoreCommand } from '../../../server/src/db/backup/command.js';
import { copyBackup } from '../../../server/src/db/backup/make.js';
import { checkBackupFile, restoreBackup } from '../../../server/src/db/backup/restore.js';
import { BACKUPS_DIR, BackupError, SIGNAL_FILE } from '../../../server/src/db/backup/shared.js';
import { installBackupSignal } from '../../../server/src/db/backup/signal.js';
import { openDatabase } from '../../../server/src/db/index.js';
import type { DatabaseHandle, Db } from '../../../server/src/db/types.js';
import { openTemplateFolder } from '../helpers.js';

/**
 * Issue 34 §6: `npm run backup` and `npm run restore` for the embedded database (server/src/db/backup/). A backup of
 * a database with data, restored into an empty folder, has the same rows; the running server writes one on SIGUSR2,
 * one at a time; the command-line tools work against a running server and a stopped folder, and refuse what would
 * lose something (the command line against a running server: tests/server/lifecycle.test.ts). Only PGlite has these (PostgreSQL has pg_dump): named *.pglite.test.ts, the file is left out of the run against
 * PostgreSQL (vitest.config.ts).
 */
let work: string;
/** The folder of the database the first tests fill and back up, and its backup. */
let source: string;
let backup: string;
let before: Awaited<ReturnType<typeof rowsOf>>;

/** An admin, a building with a draft holding a POI, and usage events: rows the demo does not have. */
async function addData(db: Db): Promise<void> {
  const company = await db.selectFrom('company').select('id').orderBy('id').executeTakeFirstOrThrow();
  await db
    .insertInto('admin')
    .values({ email: 'backup@demo.local', name: 'Backup Operator', passwordHash: 'x', adminType: 'COMPANY_ADMINISTRATOR', companyId: company.id })
    .execute();
  const building = await db
    .insertInto('building')
    .values({ companyId: company.id, name: 'Backup Tower', address: 'Backup Road 1' })
    .returning('id')
    .executeTakeFirstOrThrow();
  const draft = await db.insertInto('buildingVersion').values({ buildingId: building.id, status: 'draft' }).returning('id').executeTakeFirstOrThrow();
  await db
    .insertInto('mapFeature')
    .values({
      versionId: draft.id,
      id: 'backup-poi',
      featureType: 'poi',
      levelId: null,
      properties: JSON.stringify({ name: { en: 'Backup kiosk' } }),
      geometry: JSON.stringify({ type: 'Point', coordinates: [121.5, 31.2] }),
    })
    .execute();
  const app = await db.selectFrom('app').select('id').orderBy('id').executeTakeFirstOrThrow();
  const dims = { platform: 'ios', appVersion: '1.0', brand: 'b', model: 'm', os: 'iOS', osVersion: '17', network: 'wifi', gender: '', ageBand: '' };
  await db
    .insertInto('usageEvent')
    .values(
      [0, 1, 2].map((i) => ({
        ...dims,
        province: '',
        language: 'en',
        appId: app.id,
        buildingId: building.id,
        clientId: `backup-client-${i}`,
        userId: 'backup-user',
        sessionId: 'backup-session',
        type: 'locate',
        occurredAt: new Date(Date.UTC(2026, 11, 1, 10, i)),
        lat: 31.2,
        lng: 121.5,
        levelId: null,
      })),
    )
    .execute();
}

/** The rows a restore must give back: admins, buildings, drafts with their features, usage events. */
async function rowsOf(db: Db) {
  const drafts = await db.selectFrom('buildingVersion').selectAll().where('status', '=', 'draft').orderBy('id').execute();
  return {
    admins: await db.selectFrom('admin').selectAll().orderBy('id').execute(),
    buildings: await db.selectFrom('building').selectAll().orderBy('id').execute(),
    drafts,
    draftFeatures: await db
      .selectFrom('mapFeature')
      .selectAll()
      .where(
        'versionId',
        'in',
        drafts.map((d) => d.id),
      )
      .orderBy('versionId')
      .orderBy('id')
      .execute(),
    events: await db.selectFrom('usageEvent').selectAll().orderBy('occurredAt').orderBy('clientId').execute(),
  };
}

/** A pino logger whose lines are kept. */
function capturingLog() {
  const lines: { level: number; msg: string; time: number; path?: string }[] = [];
  const log = pino({ level: 'info' }, { write: (line: string) => void lines.push(JSON.parse(line)) });
  return { log, lines };
}

async function until(check: () => boolean, what: string, timeoutMs = 20_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

const backupFiles = (dataDir: string): string[] => readdirSync(join(dataDir, BACKUPS_DIR)).filter((name) => name.endsWith('.tar.gz'));

/** Start times of the backups in DATA_DIR/backups, from their names. */
const startTimes = (dataDir: string) =>
  backupFiles(dataDir)
    .sort()
    .map((name) => Date.parse(name.slice('backup-'.length, -'.tar.gz'.length).replace(/T(\d\d)-(\d\d)-(\d\d)-/, 'T$1:$2:$3.')));

describe('issue 34 §6 backups of the embedded database', () => {
  const signalled = capturingLog();
  let listeners: number;
  let signalFileWhileInstalled: string;

  // The demo with rows of its own, backed up by the server's signal handler: three requests, the last two while the
  // first backup is being written.
  beforeAll(async () => {
    work = mkdtempSync(join(tmpdir(), 'backup-'));
    source = join(work, 'source');
    const database = await openTemplateFolder(source);
    listeners = process.listenerCount('SIGUSR2');
    const remove = installBackupSignal({ database, dataDir: source, log: signalled.log });
    try {
      signalFileWhileInstalled = readFileSync(join(source, BACKUPS_DIR, SIGNAL_FILE), 'utf8');
      await addData(database.db);
      before = await rowsOf(database.db);
      process.emit('SIGUSR2');
      await new Promise((resolve) => setImmediate(resolve));
      process.emit('SIGUSR2');
      process.emit('SIGUSR2');
      await until(() => signalled.lines.filter((line) => /^backup (written|failed)/.test(line.msg)).length === 2, 'two backups');
    } finally {
      remove();
      await database.close();
    }
    backup = join(source, BACKUPS_DIR, backupFiles(source).sort()[0]!);
  });
  afterAll(() => rmSync(work, { recursive: true, force: true }));

  it('issue 34 §6: on SIGUSR2 the server writes a backup, one at a time, and logs where', () => {
    expect(signalFileWhileInstalled).toBe(`${process.pid}\n`);
    const written = signalled.lines.filter((line) => line.msg.startsWith('backup written to '));
    expect(written.map((line) => line.level)).toEqual([30, 30]);
    expect(written.map((line) => line.path)).toEqual(
      backupFiles(source)
        .sort()
        .map((name) => join(source, BACKUPS_DIR, name)),
    );
    expect(backup).toMatch(/[/\\]backups[/\\]backup-\d{4}-\d\d-\d\dT\d\d-\d\d-\d\d-\d{3}Z\.tar\.gz$/);
    expect(readFileSync(backup).subarray(0, 2)).toEqual(Buffer.from([0x1f, 0x8b]));
    // The second started once the first was written; the third request shared it.
    const [, second] = startTimes(source);
    expect(second).toBeGreaterThanOrEqual(written[0]!.time);
    // Removed: no handler, no signal file, nothing half-written.
    expect(process.listenerCount('SIGUSR2')).toBe(listeners);
    expect(readdirSync(join(source, BACKUPS_DIR)).filter((name) => !name.endsWith('.tar.gz'))).toEqual([]);
  });

  it('issue 34 §6: a backup restored into an empty folder has the same admins, buildings, drafts and events', async () => {
    const target = join(work, 'restored');
    const restored = await restoreBackup(backup, target);
    expect(restored).toEqual({ dataDir: target, admins: before.admins.length, buildings: before.buildings.length });
    expect(before.admins.map((a) => a.email)).toContain('backup@demo.local');
    expect(before.draftFeatures.map((f) => f.id)).toContain('backup-poi');
    expect(before.events).toHaveLength(3);
    // As `npm start` opens it: migrations and the seed find everything done.
    const database = await openDatabase({ dataDir: target });
    try {
      expect(await rowsOf(database.db)).toEqual(before);
    } finally {
      await database.close();
    }
  });

  it('issue 34 §6: a folder that holds a database is refused and left as it was', async () => {
    const target = join(work, 'occupied');
    mkdirSync(join(target, 'pglite'), { recursive: true });
    writeFileSync(join(target, 'pglite', 'PG_VERSION'), '17\n');
    await expect(restoreBackup(backup, target)).rejects.toThrow(/already holds a database .*nothing was restored or overwritten/);
    expect(readdirSync(target)).toEqual(['pglite']);
    expect(readdirSync(join(target, 'pglite'))).toEqual(['PG_VERSION']);
    await expect(restoreBackup(backup, source)).rejects.toThrow(/already holds a database/);
  });

  it('issue 34 §6: a missing, empty, random, truncated or foreign file is refused before anything is written', async () => {
    const target = join(work, 'never');
    const file = (name: string, bytes: Uint8Array) => {
      const path = join(work, name);
      writeFileSync(path, bytes);
      return path;
    };
    const good = readFileSync(backup);
    const cases: [string, RegExp][] = [
      [join(work, 'missing.tar.gz'), /cannot read the backup .*missing\.tar\.gz: no such file/],
      [work, /cannot read the backup .*: it is a folder/],
      [file('empty.tar.gz', new Uint8Array()), /not a backup of the embedded database: it is empty/],
      [
        file('random.bin', Buffer.from('this is not a backup at all, only some text '.repeat(40))),
        /not a backup of the embedded database: it is not a tar archive/,
      ],
      [file('cut.tar.gz', good.subarray(0, Math.floor(good.length / 2))), /is damaged: its gzip data does not unpack/],
      [file('garbage.tar.gz', Buffer.concat([good.subarray(0, 10), Buffer.alloc(5000, 7)])), /is damaged: its gzip data does not unpack/],
      [file('text.tar.gz', gzipSync('hello')), /not a backup of the embedded database: it is not a tar archive/],
    ];
    for (const [path, message] of cases) {
      await expect(checkBackupFile(path), path).rejects.toThrow(message);
      await expect(restoreBackup(path, target), path).rejects.toThrow(message);
    }
    expect(existsSync(target)).toBe(false);
  });

  it('issue 34 §6: on PostgreSQL the signal is not taken and nothing is written', () => {
    const dataDir = join(work, 'postgresql');
    const { log, lines } = capturingLog();
    const remove = installBackupSignal({ database: { kind: 'postgresql' } as DatabaseHandle, dataDir, log });
    expect(process.listenerCount('SIGUSR2')).toBe(listeners);
    remove();
    expect(existsSync(dataDir)).toBe(false);
    expect(lines).toEqual([]);
  });

  it('issue 34 §6: the command lines refuse PostgreSQL, a folder without a database, and wrong arguments, in one line', async () => {
    const env = { DATA_DIR: source };
    const refusals: [Promise<string>, RegExp][] = [
      [
        backupCommand([], { env: { ...env, DATABASE_URL: 'postgres://db/x' } }),
        /^DATABASE_URL is set: .* back it up with pg_dump \(see the README, operations\)$/,
      ],
      [restoreCommand([backup], { env: { ...env, DATABASE_URL: 'postgres://db/x' } }), /^DATABASE_URL is set: .* restore it with pg_restore/],
      [backupCommand([], { env: { DATA_DIR: join(work, 'nothing-here') } }), /nothing-here holds no embedded database .*nothing to back up/],
      [backupCommand(['--timeout', 'soon'], { env }), /^--timeout must be a positive number of seconds, got soon \(usage: npm run backup/],
      [backupCommand(['--outt', 'x'], { env }), /Unknown option '--outt'.*\(usage: npm run backup/],
      [restoreCommand([], { env }), /^which backup file\? \(usage: npm run restore -- FILE \[--data-dir DIR\]\)$/],
      [restoreCommand([backup, backup], { env }), /^one backup file, not several/],
    ];
    for (const [run, message] of refusals) {
      const error = await run.then(
        () => null,
        (e: unknown) => e as Error,
      );
      expect(error).toBeInstanceOf(BackupError);
      expect(error!.message).toMatch(message);
      expect(error!.message).not.toContain('\n');
    }
    expect(existsSync(join(work, 'nothing-here'))).toBe(false);
  });

  it('issue 34 §6: with no server running, npm run backup opens the folder itself; --out copies the backup', async () => {
    const count = backupFiles(source).length;
    const outDir = join(work, 'elsewhere');
    mkdirSync(outDir);
    const line = await backupCommand(['--out', 'elsewhere'], { env: { DATA_DIR: source, INIT_CWD: work } });
    expect(backupFiles(source)).toHaveLength(count + 1);
    const made = join(source, BACKUPS_DIR, backupFiles(source).sort().at(-1)!);
    expect(line).toBe(join(outDir, basename(made)));
    expect(readFileSync(line).equals(readFileSync(made))).toBe(true);
    await checkBackupFile(line);
    expect(existsSync(join(source, 'server.lock'))).toBe(false);
    // An --out that exists is not overwritten.
    await expect(copyBackup(made, line)).rejects.toThrow(/already exists: nothing was overwritten/);
  });
});
