// Issue 34 §8: Debian's nginx in front of the proxy suite's two servers (playwright.proxy.config.ts starts it), with the
// configuration the README shows (deploy/nginx.conf). Only its addresses, ports and certificate paths are replaced,
// each exactly once, so what runs here is what an operator copies. A self-signed certificate for localhost and
// 127.0.0.1 is made with openssl; nginx runs in the foreground until Playwright stops it.
//   npx tsx tests/e2e/proxy/nginx.ts <folder> <port> <upstream port> <upstream port>
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

const NGINX = process.env.NGINX_PATH ?? '/usr/sbin/nginx';

function fail(message: string): never {
  console.error(`proxy suite: ${message}`);
  process.exit(1);
}

/** `text` with `from` replaced by `to`, refused unless `from` occurs exactly once (the shipped file changed otherwise). */
function replaceOnce(text: string, from: string, to: string): string {
  const parts = text.split(from);
  if (parts.length !== 2) fail(`deploy/nginx.conf has ${parts.length - 1} × "${from}", expected exactly one`);
  return parts.join(to);
}

const [folderArg, portArg, ...upstreamArgs] = process.argv.slice(2);
if (!folderArg || !portArg || upstreamArgs.length !== 2) fail('usage: nginx.ts <folder> <port> <upstream port> <upstream port>');
if (!existsSync(NGINX)) fail(`${NGINX} is missing: install Debian's nginx (apt-get install nginx; .ci/run does)`);
const folder = resolve(folderArg);
rmSync(folder, { recursive: true, force: true });
mkdirSync(join(folder, 'temp'), { recursive: true });

const cert = join(folder, 'console.pem');
const key = join(folder, 'console.key');
const made = spawnSync(
  'openssl',
  [
    'req',
    '-x509',
    '-newkey',
    'rsa:2048',
    '-nodes',
    '-days',
    '2',
    '-subj',
    '/CN=localhost',
    '-addext',
    'subjectAltName=DNS:localhost,IP:127.0.0.1',
    '-keyout',
    key,
    '-out',
    cert,
  ],
  { encoding: 'utf8' },
);
if (made.status !== 0) fail(`openssl could not make the certificate: ${made.stderr}`);

let site = readFileSync('deploy/nginx.conf', 'utf8');
site = replaceOnce(site, 'server 127.0.0.1:8080;', `server 127.0.0.1:${upstreamArgs[0]};`);
site = replaceOnce(site, 'server 127.0.0.1:8081;', `server 127.0.0.1:${upstreamArgs[1]};`);
site = replaceOnce(site, 'listen 443 ssl http2;', `listen 127.0.0.1:${portArg} ssl http2;`);
site = replaceOnce(site, '/etc/ssl/certs/console.example.com.pem', cert);
site = replaceOnce(site, '/etc/ssl/private/console.example.com.key', key);
writeFileSync(join(folder, 'console.conf'), site);

// What /etc/nginx/nginx.conf gives the site on a server, in a folder of its own: no daemon, logs on stderr, and
// the upstream that answered in a header (the suite proves both servers take requests; the site file sets none of
// its own add_header, so it inherits this one).
const temp = join(folder, 'temp');
writeFileSync(
  join(folder, 'nginx.conf'),
  `daemon off;
worker_processes 1;
pid ${join(folder, 'nginx.pid')};
error_log stderr warn;
events { worker_connections 256; }
http {
  access_log off;
  client_body_temp_path ${temp}/body;
  proxy_temp_path ${temp}/proxy;
  fastcgi_temp_path ${temp}/fastcgi;
  uwsgi_temp_path ${temp}/uwsgi;
  scgi_temp_path ${temp}/scgi;
  add_header X-Upstream $upstream_addr always;
  include ${join(folder, 'console.conf')};
}
`,
);

const checked = spawnSync(NGINX, ['-t', '-q', '-p', folder, '-c', join(folder, 'nginx.conf')], { encoding: 'utf8' });
if (checked.status !== 0) fail(`nginx -t refused the configuration:\n${checked.stderr}`);

const nginx = spawn(NGINX, ['-p', folder, '-c', join(folder, 'nginx.conf')], { stdio: 'inherit' });
console.log(`nginx on https://127.0.0.1:${portArg} in front of 127.0.0.1:${upstreamArgs.join(' and 127.0.0.1:')}`);
// nginx stops gracefully on SIGQUIT (finishes open requests) and at once on SIGTERM; Playwright sends SIGTERM.
for (const signal of ['SIGTERM', 'SIGINT'] as const) process.on(signal, () => nginx.kill('SIGTERM'));
nginx.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
