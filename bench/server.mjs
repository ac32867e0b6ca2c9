// Starts `npm start`'s entry (scripts/start.mjs) on a port and waits until /api/status answers.
import { spawn } from 'node:child_process';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { get } from 'node:http';

/** The Node flags `npm start` gives (package.json), so that the bench runs the server as it runs. */
const startFlags = () => {
  const start = JSON.parse(readFileSync('package.json', 'utf8')).scripts.start;
  const flags = /^node((?: --[\w-]+(?:=\S+)?)*) scripts\/start\.mjs$/.exec(start);
  if (!flags) throw new Error(`package.json's start script is not "node [flags] scripts/start.mjs": ${start}`);
  return flags[1].split(' ').filter(Boolean);
};

export async function startServer({ port, dataDir, env = {} }) {
  const started = performance.now();
  const child = spawn(process.execPath, [...startFlags(), 'scripts/start.mjs'], {
    // No background usage history (issue 14): it would share the server's thread with every figure measured here;
    // the rate limit is lifted so that the ingestion bench measures the server, not the limit.
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      USAGE_SEED_DAYS: '0',
      USAGE_RATE_PER_MINUTE: '100000000',
      APP_KEY_RATE_PER_MINUTE: '100000000',
      APP_KEY_RATE_PER_ADDRESS_PER_MINUTE: '100000000',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      const res = await fetch(`${url}/api/status`);
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 25));
  }
  const readyMs = performance.now() - started;
  const stop = () =>
    new Promise((resolve) => {
      child.once('exit', resolve);
      child.kill('SIGTERM');
    });
  return { url, readyMs, stop, pid: child.pid };
}

/** A process's resident memory in MiB (Linux /proc). */
export const rssMb = (pid) => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))[1]) / 1024;

/** The bytes of the files below a folder. */
export function folderBytes(dir) {
  return readdirSync(dir, { withFileTypes: true }).reduce(
    (sum, entry) => sum + (entry.isDirectory() ? folderBytes(join(dir, entry.name)) : entry.isFile() ? statSync(join(dir, entry.name)).size : 0),
    0,
  );
}

export function stats(samples) {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
  return { median: at(0.5), p95: at(0.95), p99: at(0.99), max: sorted.at(-1), n: sorted.length };
}

/** The header every state-changing call needs (contract/schemas/csrfHeader.ts, issue 10). */
export const CONSOLE_HEADERS = { 'X-Requested-With': 'indoor-console' };

/** Signs a demo admin in; answers the session's cookie header (a refused login throws). */
export async function signIn(url, email = 'platform@demo.local') {
  const res = await fetch(`${url}/api/admin/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...CONSOLE_HEADERS },
    body: JSON.stringify({ email, password: 'demo1234' }),
  });
  const body = await res.json();
  if (body.code !== 0) throw new Error(`login of ${email}: HTTP ${res.status} ${body.code} ${body.error ?? ''}`);
  return res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}

/** The demo mall (the seed's 环球购物中心) as the building list answers it. */
export async function findMall(url, cookie) {
  const buildings = await (await fetch(`${url}/api/location/building/page?page=1&size=50`, { headers: { cookie } })).json();
  return buildings.data.records.find((b) => b.name === '环球购物中心');
}

/** The bytes of an answer's body as sent (not decoded), and its content-encoding. */
export const wireBytes = (url, headers) =>
  new Promise((resolve, reject) => {
    get(url, { headers }, (res) => {
      let bytes = 0;
      res.on('data', (chunk) => (bytes += chunk.length));
      res.on('end', () => resolve({ bytes, encoding: res.headers['content-encoding'] }));
    }).on('error', reject);
  });
