/**
 * The command lines of issue 34 §6 (scripts/backup.ts, scripts/restore.ts; see shared.ts): their arguments, and the
 * line each prints.
 */
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { loadEnvFile } from '../../config.js';
import { backupDataDir, copyBackup } from './make.js';
import { restoreBackup } from './restore.js';
import { BackupError, messageOf, REQUEST_TIMEOUT_MS } from './shared.js';

const BACKUP_USAGE = 'usage: npm run backup [-- --out FILE|FOLDER] [--data-dir DIR] [--timeout SECONDS]';
const RESTORE_USAGE = 'usage: npm run restore -- FILE [--data-dir DIR]';

interface CommandContext {
  env?: NodeJS.ProcessEnv;
  cwd?: string;
}

/**
 * The folder: --data-dir as the caller wrote it (npm runs scripts in the project's folder; INIT_CWD is where it was
 * called), else DATA_DIR as the server reads it (unset or empty: ./data).
 */
function commandPaths({ env = process.env, cwd = process.cwd() }: CommandContext) {
  const fromCaller = (path: string) => resolve(env.INIT_CWD ?? cwd, path);
  const dataDir = (option: string | undefined) => (option !== undefined ? fromCaller(option) : resolve(cwd, env.DATA_DIR || './data'));
  return { fromCaller, dataDir };
}

/** The arguments `parse` reads; its complaint (an unknown option, a missing value) as a refusal with the usage. */
function parseCommand<T>(parse: () => T, usage: string): T {
  try {
    return parse();
  } catch (error) {
    throw new BackupError(`${messageOf(error)} (${usage})`);
  }
}

/** `npm run backup`: the line it prints (the backup's path, or its copy's); a BackupError is a refusal. */
export async function backupCommand(argv: string[], context: CommandContext = {}): Promise<string> {
  const { values } = parseCommand(
    () => parseArgs({ args: argv, options: { out: { type: 'string' }, 'data-dir': { type: 'string' }, timeout: { type: 'string' } } }),
    BACKUP_USAGE,
  );
  if ((context.env ?? process.env).DATABASE_URL) {
    throw new BackupError('DATABASE_URL is set: the database is a PostgreSQL server, back it up with pg_dump (see the README, operations)');
  }
  const timeout = values.timeout === undefined ? REQUEST_TIMEOUT_MS / 1000 : Number(values.timeout);
  if (!Number.isFinite(timeout) || timeout <= 0)
    throw new BackupError(`--timeout must be a positive number of seconds, got ${values.timeout} (${BACKUP_USAGE})`);
  const paths = commandPaths(context);
  const path = await backupDataDir(paths.dataDir(values['data-dir']), { timeoutMs: timeout * 1000 });
  return values.out !== undefined ? copyBackup(path, paths.fromCaller(values.out)) : path;
}

/** `npm run restore`: the line it prints; a BackupError is a refusal. */
export async function restoreCommand(argv: string[], context: CommandContext = {}): Promise<string> {
  const { values, positionals } = parseCommand(
    () => parseArgs({ args: argv, options: { 'data-dir': { type: 'string' } }, allowPositionals: true }),
    RESTORE_USAGE,
  );
  if (positionals.length !== 1) throw new BackupError(`${positionals.length ? 'one backup file, not several' : 'which backup file?'} (${RESTORE_USAGE})`);
  if ((context.env ?? process.env).DATABASE_URL) {
    throw new BackupError('DATABASE_URL is set: the database is a PostgreSQL server, restore it with pg_restore (see the README, operations)');
  }
  const paths = commandPaths(context);
  const restored = await restoreBackup(paths.fromCaller(positionals[0]!), paths.dataDir(values['data-dir']));
  return `restored into ${restored.dataDir}: ${restored.admins} admins, ${restored.buildings} buildings; start the server with DATA_DIR=${restored.dataDir}`;
}

/**
 * A script's whole run: DATA_DIR and DATABASE_URL as the server reads them (the environment, and .env or ENV_FILE
 * beneath it), then the command with the process's arguments; its line on stdout, or `<name>: <why>` on stderr and
 * exit code 1.
 */
export function runCommand(name: string, command: (argv: string[]) => Promise<string>): Promise<void> {
  return Promise.resolve()
    .then(() => {
      loadEnvFile();
      return command(process.argv.slice(2));
    })
    .then(
      (line) => console.log(line),
      (error: unknown) => {
        console.error(`${name}: ${messageOf(error)}`);
        process.exit(1);
      },
    );
}
