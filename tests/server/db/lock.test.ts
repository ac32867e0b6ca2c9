import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase } from '../../../server/src/db/index.js';
import { LOCK_FILE, acquireDataDirLock } from '../../../server/src/db/lock.js';
import { openTemplateFolder } from '../helpers.js';

let dir: string;
// The folder's first open copies the run's template where there is one (PGlite): migrating an empty folder took 4 s.
const firstOpen = () => openTemplateFolder(dir);

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'lock-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('DESIGN §9 the PGlite data folder lock', () => {
  it('a second open of the same DATA_DIR refuses with a clear message; after close it opens again', async () => {
    const first = await firstOpen();
    try {
      expect(existsSync(join(dir, LOCK_FILE))).toBe(true);
      await expect(openDatabase({ dataDir: dir, seed: 'none' })).rejects.toThrow(/in use by another server \(pid \d+\)/);
    } finally {
      await first.close();
    }
    expect(existsSync(join(dir, LOCK_FILE))).toBe(false);
    const again = await openDatabase({ dataDir: dir, seed: 'none' });
    await again.close();
  });

  it('a lock held by another live process refuses', () => {
    const child = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 20000)']);
    try {
      writeFileSync(join(dir, LOCK_FILE), `${child.pid}\n`);
      expect(() => acquireDataDirLock(dir)).toThrow(new RegExp(`pid ${child.pid}`));
    } finally {
      child.kill();
    }
  });

  it('a stale lock of a dead process is taken over', async () => {
    const child = spawn(process.execPath, ['-e', '']);
    await new Promise((resolve) => child.once('exit', resolve));
    writeFileSync(join(dir, LOCK_FILE), `${child.pid}\n`);
    const release = acquireDataDirLock(dir);
    release();
    expect(existsSync(join(dir, LOCK_FILE))).toBe(false);
  });

  it('issue 34 §2: a lock naming this process that it did not take (an earlier PID 1 in a container) is stale: taken over', () => {
    writeFileSync(join(dir, LOCK_FILE), `${process.pid}\n`);
    const release = acquireDataDirLock(dir);
    expect(() => acquireDataDirLock(dir)).toThrow(new RegExp(`in use by another server \\(pid ${process.pid}\\)`));
    release();
    expect(existsSync(join(dir, LOCK_FILE))).toBe(false);
  });
});
