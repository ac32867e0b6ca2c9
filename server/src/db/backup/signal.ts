/**
 * The server's side of `npm run backup` (issue 34 §6, see shared.ts): a backup of its open database on SIGUSR2.
 */
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { readPid } from '../lock.js';
import type { DatabaseHandle } from '../types.js';
import { backupOpenDatabase } from './make.js';
import { BACKUPS_DIR, backupName, messageOf, SIGNAL_FILE } from './shared.js';

export interface BackupSignalOptions {
  database: DatabaseHandle;
  dataDir: string;
  log: FastifyBaseLogger;
}

/**
 * Lets `npm run backup` ask the running server for a consistent backup of its embedded database: on SIGUSR2 it
 * writes DATA_DIR/backups/backup-<UTC start>.tar.gz (or, failing, backup-<UTC start>.failed with the reason), one
 * backup at a time: a signal that comes while one is being written gets the next one (signals waiting together share
 * it: it starts after each of them). Names itself in DATA_DIR/backups/signal.pid, the sign `npm run backup` waits
 * for before it signals. Returns the function that takes the handler away. On PostgreSQL it does nothing.
 */
export function installBackupSignal({ database, dataDir, log }: BackupSignalOptions): () => void {
  if (database.kind !== 'pglite') return () => undefined;
  const backupsDir = join(dataDir, BACKUPS_DIR);
  const signalFile = join(backupsDir, SIGNAL_FILE);
  let waiting = false;
  let queue = Promise.resolve();

  const run = async () => {
    waiting = false;
    const startedAt = new Date();
    try {
      const written = await backupOpenDatabase(database, dataDir, startedAt);
      log.info(written, `backup written to ${written.path}`);
    } catch (error) {
      log.error({ err: error }, `backup failed: ${messageOf(error)}`);
      await writeFile(join(backupsDir, backupName(startedAt, '.failed')), `${messageOf(error)}\n`).catch(() => undefined);
    }
  };
  const onSignal = () => {
    if (waiting) return;
    waiting = true;
    log.info('SIGUSR2: backup requested');
    queue = queue.then(run);
  };

  process.on('SIGUSR2', onSignal);
  try {
    mkdirSync(backupsDir, { recursive: true, mode: 0o700 });
    // This server holds the folder's lock: what a backup leaves while it is written is from a process that stopped.
    for (const name of readdirSync(backupsDir)) {
      if (name.endsWith('.partial') || name.endsWith('.snapshot')) rmSync(join(backupsDir, name), { recursive: true, force: true });
    }
    writeFileSync(signalFile, `${process.pid}\n`);
  } catch (error) {
    log.error({ err: error }, `backups: cannot prepare ${backupsDir}, npm run backup will not reach this server: ${messageOf(error)}`);
  }
  return () => {
    process.off('SIGUSR2', onSignal);
    if (readPid(signalFile) === process.pid) rmSync(signalFile, { force: true });
  };
}
