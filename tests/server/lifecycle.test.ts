import { once } from 'node:events';
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { BACKUPS_DIR, SIGNAL_FILE } from '../../server/src/db/backup/shared.js';
import { openDatabase } from '../../server/src/db/index.js';
import { LOCK_FILE } from '../../server/src/db/lock.js';
import { stopper } from '../../server/src/lifecycle.js';
import { RELATIVE_LINKS_NOTICE } from '../../server/src/mail/links.js';
import { CONSOLE_HEADERS, DEMO, DEMO_PASSWORD, buildTestApp, openTemplateFolder, runTemplate } from './helpers.js';
import { START_TIMEOUT, freePort, logged, runToEnd, serverEnv, startServer, type Started } from './spawnServer.js';
import { accountApi } from '#contract/endpoints/account.js';
import { buildingApi } from '#contract/endpoints/building.js';
import { healthApi } from '#contract/endpoints/health.js';

// The server as an operator runs it: `npm start` (or node scripts/start.mjs) on a PGlite folder, stopped by a signal.
// Always the embedded database: the folder's lock and its state after a stop are what is proven.

/** Whether something accepts connections on the port. */
async function listening(port: number): Promise<boolean> {
  const socket = connect(port, '127.0.0.1');
  try {
    await once(socket, 'connect');
    return true;
  } catch {
    return false;
  } finally {
    socket.destroy();
  }
}

/** A PGlite folder copied from the run's template (on the PostgreSQL suite, an empty one the server migrates and seeds). */
async function preparedFolder(dataDir: string): Promise<string> {
  if ((await runTemplate()).kind === 'pglite') await (await openTemplateFolder(dataDir)).close();
  return dataDir;
}

// One real start through npm (about 10 s of CPU) serves the tests below, in order; the last one stops it.
describe('the server as deployed: `npm start` on a PGlite folder', () => {
  let dir: string;
  let dataDir: string;
  let env: NodeJS.ProcessEnv;
  let npm: Started;
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'lifecycle-'));
    dataDir = await preparedFolder(join(dir, 'data'));
    // On the PostgreSQL suite the folder starts empty: the server seeds the demo itself (its admins sign in below).
    env = await serverEnv(dataDir, (await runTemplate()).kind === 'pglite' ? {} : { SEED: 'demo' });
    npm = await startServer('npm', ['start', '--silent'], env);
  }, START_TIMEOUT);
  afterAll(() => {
    if (npm?.child.exitCode === null) npm.child.kill('SIGKILL');
    rmSync(dir, { recursive: true, force: true });
  });

  // The notice's wording and its PUBLIC_URL case are in tests/server/mail/links.test.ts.
  it('issue 31 §3 without PUBLIC_URL the server logs once, through its logger as a warning, that mailed links are paths only', () => {
    const lines = logged(npm.output()).filter((line) => line.msg === RELATIVE_LINKS_NOTICE);
    expect(lines).toEqual([expect.objectContaining({ level: 40, msg: RELATIVE_LINKS_NOTICE })]);
  });

  it(
    'issue 34 §2 a second server on the folder a live one holds is refused, naming that server; the first keeps serving',
    async () => {
      const second = await runToEnd(process.execPath, ['scripts/start.mjs'], { ...(await serverEnv(dataDir)), PORT: String(await freePort()) });
      expect(second.code).toBe(1);
      // The lock names the server: node, which the shell npm started replaced itself with (exec).
      const holder = Number(readFileSync(join(dataDir, LOCK_FILE), 'utf8'));
      expect(readFileSync(`/proc/${holder}/cmdline`, 'utf8')).toMatch(/^node\0.*scripts\/start\.mjs/);
      const refusal = logged(second.output).find((l) => l.level === 60)?.msg;
      expect(refusal).toMatch(new RegExp(`^DATA_DIR ${dataDir} is in use by another server \\(pid ${holder}\\)`));
      expect((await fetch(`http://127.0.0.1:${env.PORT}${healthApi.live.path}`)).status).toBe(200);
    },
    START_TIMEOUT,
  );

  it(
    'issue 34 §6 npm run backup backs the running server up without stopping it; the backup restores with its changes',
    async () => {
      const base = `http://127.0.0.1:${env.PORT}`;
      const login = await fetch(base + accountApi.login.path, {
        method: 'POST',
        headers: { ...CONSOLE_HEADERS, 'content-type': 'application/json' },
        body: JSON.stringify({ email: DEMO.company, password: DEMO_PASSWORD }),
      });
      const cookie = login.headers
        .getSetCookie()
        .map((c) => c.split(';')[0])
        .join('; ');
      // A change through the API, committed before the backup is asked for.
      const added = await fetch(base + buildingApi.add.path, {
        method: 'POST',
        headers: { ...CONSOLE_HEADERS, 'content-type': 'application/json', cookie },
        body: JSON.stringify({ name: 'Backed-up Hall', address: 'Backup Road 2', appId: null, anchor: null, levels: [{ ordinal: 0, name: '1F' }] }),
      });
      expect(((await added.json()) as { code: number }).code).toBe(0);

      const out = join(dir, 'copy.tar.gz');
      const tool = (name: string, args: string[]) => runToEnd(process.execPath, ['--import', 'tsx', `scripts/${name}.ts`, ...args], { ...env, INIT_CWD: '' });
      const backedUp = await tool('backup', ['--out', out]);
      expect(backedUp, npm.output()).toMatchObject({ code: 0, stdout: `${out}\n`, stderr: '' });
      const made = readdirSync(join(dataDir, BACKUPS_DIR)).filter((name) => name.endsWith('.tar.gz'));
      expect(made).toHaveLength(1);
      expect(readFileSync(out).equals(readFileSync(join(dataDir, BACKUPS_DIR, made[0]!)))).toBe(true);
      await vi.waitFor(() => expect(npm.output()).toMatch(/"msg":"backup written to [^"]+backup-[^"]+\.tar\.gz"/), { timeout: 5_000 });
      // The signal did not stop it.
      expect((await fetch(base + healthApi.live.path)).status).toBe(200);

      // Its folder is not restored into (one line on stderr, exit 1); an empty one is.
      const target = join(dir, 'restored');
      const [restored, refused] = await Promise.all([tool('restore', [out, '--data-dir', target]), tool('restore', [out, '--data-dir', dataDir])]);
      expect(refused).toMatchObject({ code: 1, stdout: '' });
      expect(refused.stderr).toMatch(/^restore: [^\n]* already holds a database [^\n]*\n$/);
      expect(restored).toMatchObject({ code: 0, stderr: '' });
      expect(restored.stdout).toMatch(new RegExp(`^restored into ${target}: \\d+ admins, \\d+ buildings; start the server with DATA_DIR=`));
      const database = await openDatabase({ dataDir: target, prepare: false });
      try {
        const buildings = await database.db.selectFrom('building').select('name').execute();
        expect(buildings.map((b) => b.name)).toContain('Backed-up Hall');
      } finally {
        await database.close();
      }
    },
    START_TIMEOUT,
  );

  it('issue 34 §1 SIGTERM to `npm start` reaches the server: it stops, the port is free, the folder unlocked and whole', async () => {
    expect((await fetch(`http://127.0.0.1:${env.PORT}${healthApi.ready.path}`)).status).toBe(200);
    npm.child.kill('SIGTERM');
    await once(npm.child, 'exit');
    await vi.waitFor(async () => expect(await listening(Number(env.PORT))).toBe(false), { timeout: 15_000, interval: 100 });
    await vi.waitFor(() => expect(existsSync(join(dataDir, LOCK_FILE))).toBe(false), { timeout: 15_000, interval: 100 });
    const lines = logged(npm.output());
    expect(lines.map((l) => l.msg)).toEqual(expect.arrayContaining(['SIGTERM: shutting down', 'stopped']));
    expect(lines.find((l) => l.msg === 'SIGTERM: shutting down')).toMatchObject({ level: 30, deadlineMs: 10_000 });
    // Stopped, it takes away the file that told npm run backup it takes the signal.
    expect(existsSync(join(dataDir, BACKUPS_DIR, SIGNAL_FILE))).toBe(false);

    const again = await openDatabase({ dataDir, prepare: false });
    try {
      const migrations = await again.db
        .selectFrom('schemaMigration')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow();
      expect(Number(migrations.n)).toBeGreaterThan(0);
    } finally {
      await again.close();
    }
  });
});

describe('issue 34 §1 the stop has a deadline', () => {
  it('past SHUTDOWN_TIMEOUT_MS a close that never ends does not hold the process: it exits 1 and says so; a second signal changes nothing', async () => {
    const app = await buildTestApp();
    let release = () => undefined as void;
    app.addHook('onClose', () => new Promise<void>((resolve) => (release = resolve)));
    const errors: unknown[] = [];
    const error = app.log.error.bind(app.log);
    app.log.error = ((...args: unknown[]) => {
      errors.push(args.find((a) => typeof a === 'string'));
      return (error as (...a: unknown[]) => void)(...args);
    }) as typeof app.log.error;
    const exits: number[] = [];
    const closed = vi.fn(async () => undefined);
    const stop = stopper({ app, database: { close: closed }, timeoutMs: 200, exit: (code) => void exits.push(code) });
    const stopping = stop('SIGTERM');
    void stop('SIGINT');
    await vi.waitFor(() => expect(exits).toEqual([1]), { timeout: 5_000, interval: 20 });
    expect(errors).toEqual(['shutdown did not finish within SHUTDOWN_TIMEOUT_MS (200 ms): exiting anyway']);
    release();
    await stopping;
    expect(closed).toHaveBeenCalledTimes(1);
  });
});

describe('issue 34 §3 a refused configuration stops the server before anything opens', () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'lifecycle-config-'));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('PORT=99999: one fatal line naming it, exit 1, no data folder made', async () => {
    const dataDir = join(dir, 'never-made');
    const env = await serverEnv(join(dir, 'elsewhere'), { DATA_DIR: dataDir, PORT: '99999' });
    const { code, output } = await runToEnd(process.execPath, ['scripts/start.mjs'], env);
    expect(code).toBe(1);
    expect(logged(output).filter((l) => l.level === 60)).toEqual([
      expect.objectContaining({ msg: 'PORT="99999": must be <= 65535; expected a port number from 1 to 65535' }),
    ]);
    expect(existsSync(dataDir)).toBe(false);
  });
});
