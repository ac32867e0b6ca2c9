// `npm start` and, in production, `node scripts/start.mjs` (no npm or shell between the process manager and node, so
// SIGTERM reaches the server): build the console when dist/ (DIST_DIR) is missing or older than its sources, then run
// the server in this process. Everything it says goes through the server's logger (pino, JSON lines).
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { register } from 'tsx/esm/api';

const root = fileURLToPath(new URL('..', import.meta.url));
register();
const { log } = await import(join(root, 'server', 'src', 'log.ts'));
const { loadEnvFile } = await import(join(root, 'server', 'src', 'config.ts'));
// The server reads it again and checks every variable; read here first for DIST_DIR.
try {
  loadEnvFile();
} catch (error) {
  for (const problem of error.problems ?? [error.message]) log.fatal(problem);
  process.exit(1);
}

// contract/: the calls and schemas the console imports (types and constants only).
const sources = ['src', 'public', 'index.html', 'vite.config.ts', 'scripts/precompress.ts', 'package-lock.json', 'contract'];

function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(path).reduce((max, name) => Math.max(max, newestMtime(join(path, name))), stat.mtimeMs);
}

const distDir = process.env.DIST_DIR || 'dist';
const builtAt = newestMtime(resolve(root, distDir, 'index.html'));
const changedAt = Math.max(...sources.map((s) => newestMtime(join(root, s))));
if (builtAt < changedAt) {
  log.info(builtAt ? `console sources changed: rebuilding ${distDir}/` : `${distDir}/ missing: building the console`);
  const vite = join(root, 'node_modules', '.bin', 'vite');
  const result = spawnSync(vite, ['build', '--logLevel', 'warn', '--outDir', distDir], { cwd: root, encoding: 'utf8', env: { ...process.env, NO_COLOR: '1' } });
  // Vite at level warn says only what is wrong: each of its lines becomes a log line of that level.
  for (const line of `${result.stdout ?? ''}${result.stderr ?? ''}`.split('\n').filter((l) => l.trim())) {
    log[result.status === 0 ? 'warn' : 'error']({ source: 'vite build' }, line);
  }
  if (result.status !== 0) {
    log.fatal(`building the console failed (vite exited with ${result.status ?? result.signal})`);
    process.exit(result.status ?? 1);
  }
  log.info(`console built into ${distDir}/`);
}

await import(join(root, 'server', 'src', 'server.ts'));
