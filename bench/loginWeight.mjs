// `npm run bench`, issue 19: the JavaScript a cold browser downloads to show the console's login page, against a
// bare react-admin app (bench/bareAdmin: <Admin>, one guessed resource, the English pack) built by the same Vite
// from the same installed packages and served the same way (its build's .br/.gz copies, @fastify/static).
import { spawnSync } from 'node:child_process';
import { resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import fastifyStatic from '@fastify/static';
import Fastify from 'fastify';

const BARE_DIR = '.tmp/bench-bare-admin';

async function serveBare(port) {
  spawnSync(process.execPath, ['node_modules/.bin/vite', 'build', '--config', 'bench/bareAdmin/vite.config.ts', '--logLevel', 'error'], { stdio: 'inherit' });
  const app = Fastify();
  await app.register(fastifyStatic, { root: resolve(BARE_DIR), preCompressed: true, wildcard: true });
  app.setNotFoundHandler((_request, reply) => reply.sendFile('index.html'));
  await app.listen({ port, host: '127.0.0.1' });
  return app;
}

/** Scripts a fresh browser context loads until the login form shows and the network is idle. */
async function loginPageScripts(browser, url) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const scripts = [];
  page.on('requestfinished', (request) => {
    if (request.resourceType() === 'script') scripts.push(request);
  });
  await page.goto(url);
  await page.locator('input[type=password]').waitFor();
  await page.waitForLoadState('networkidle');
  let gzip = 0;
  let wire = 0;
  const mapOrChart = [];
  for (const request of scripts) {
    const body = await (await request.response()).body();
    // gzip level 6 (zlib's default), the measure of the issue: the same function for both apps.
    gzip += gzipSync(body).length;
    const sizes = await request.sizes();
    wire += sizes.responseBodySize + sizes.responseHeadersSize;
    if (/maplibregl|recharts-wrapper/.test(body.toString('utf8'))) mapOrChart.push(new URL(request.url()).pathname);
  }
  await context.close();
  return { files: scripts.length, gzip, wire, mapOrChart };
}

const kib = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;

export async function benchLoginWeight({ browser, consoleUrl, port, row }) {
  const bare = await serveBare(port);
  try {
    const ours = await loginPageScripts(browser, `${consoleUrl}/login`);
    const base = await loginPageScripts(browser, `http://127.0.0.1:${port}/`);
    row('login page JavaScript (gzip): console', kib(ours.gzip), `${ours.files} files`);
    row('login page JavaScript (gzip): bare react-admin', kib(base.gzip), `${base.files} file(s), the baseline of the same run`);
    row('login page JavaScript (gzip), console / bare react-admin', `${(ours.gzip / base.gzip).toFixed(2)}×`, 'issue 19 target ≤ 1.00');
    row(
      'login page scripts on the wire: console / bare',
      `${kib(ours.wire)} / ${kib(base.wire)}`,
      `${(ours.wire / base.wire).toFixed(2)}× (bodies as sent, with headers)`,
    );
    row('map or chart code on the login page', ours.mapOrChart.length ? ours.mapOrChart.join(', ') : 'none', 'scripts holding maplibregl or recharts');
  } finally {
    await bare.close();
  }
}
