// `npm start`: build the console when dist/ (DIST_DIR) is missing or older than its sources, then run the server in this process.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
// contract/: the calls and schemas the console imports (types and constants only).
const sources = ['src', 'public', 'index.html', 'vite.config.ts', 'scripts/precompress.ts', 'package-lock.json', 'contract'];

function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(path).reduce((max, name) => Math.max(max, newestMtime(join(path, name))), stat.mtimeMs);
}

const distDir = process.env.DIST_DIR ?? 'dist';
const builtAt = newestMtime(resolve(root, distDir, 'index.html'));
const changedAt = Math.max(...sources.map((s) => newestMtime(join(root, s))));
if (builtAt < changedAt) {
  console.log(builtAt ? `console sources changed: rebuilding ${distDir}/` : `${distDir}/ missing: building the console`);
  const vite = join(root, 'node_modules', '.bin', 'vite');
  const result = spawnSync(vite, ['build', '--logLevel', 'warn', '--outDir', distDir], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const { register } = await import('tsx/esm/api');
register();
await import(join(root, 'server', 'src', 'server.ts'));
