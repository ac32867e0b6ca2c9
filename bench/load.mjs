// `npm run bench`, issue 19: 50 admin sessions at once doing the console's mix for 30 s (closed loop, no think
// time): lists, the map JSON (brotli, half of them revalidating an ETag they hold), POI saves and route previews.
// The client runs in this process; its CPU time is measured and printed beside the figures.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { CONSOLE_HEADERS, findMall, signIn } from './server.mjs';

const SESSIONS = 50;
const SECONDS = 30;

/** A process's CPU seconds so far (Linux /proc), or null where that cannot be read. */
function processCpuSeconds(pid) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const ticks = Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }));
    return (Number(fields[11]) + Number(fields[12])) / ticks;
  } catch {
    return null;
  }
}

const percentile = (sorted, q) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;

/** One session's next request: what the console sends, by share of the mix. */
function actions({ buildingId, shops, pois }) {
  const list = (path) => ({ method: 'GET', path });
  return [
    {
      name: 'lists',
      weight: 4,
      next: (i) =>
        list(
          [
            `/api/location/building/page?page=1&size=20`,
            `/api/location/beacon/page?buildingId=${buildingId}&page=1&size=20`,
            `/api/location/poi/page?buildingId=${buildingId}&page=1&size=20`,
            `/api/location/qrcode/page?buildingId=${buildingId}&page=1&size=20`,
          ][i % 4],
        ),
    },
    { name: 'map JSON', weight: 2, next: () => ({ ...list(`/api/location/map/map-json/${buildingId}`), undecoded: true }), map: true },
    { name: 'POI save', weight: 1, poiSave: true, next: (i) => ({ poi: pois[i % pois.length] }) },
    {
      name: 'route preview',
      weight: 1,
      next: (i) => ({
        method: 'POST',
        path: '/api/location/road/route',
        body: { buildingId, from: { featureId: shops[i % shops.length].id }, to: { featureId: shops[(i * 7 + 3) % shops.length].id }, profile: 'default' },
      }),
    },
  ];
}

// The client must take as little of the machine's two cores as it can (the server shares them): plain HTTP/1.1
// on kept-alive sockets, and the map's body is read as sent but not decoded or parsed (a browser does that on its
// own machine): a 200 with an ETag is the map (server/src/plugins/etag.ts; an error's envelope has none). Other
// answers are small and decoded in full.
const agent = new Agent({ keepAlive: true, maxSockets: SESSIONS + 10 });

function exchange(url, { method, path, body, headers }) {
  return new Promise((resolve, reject) => {
    const payload = body ? JSON.stringify(body) : undefined;
    const req = request(
      `${url}${path}`,
      { method, agent, headers: { ...headers, ...(payload ? { 'content-length': Buffer.byteLength(payload) } : {}) } },
      (res) => {
        const chunks = [];
        res.on('data', (chunk) => chunks.push(chunk));
        res.on('end', () => resolve({ status: res.statusCode, headers: res.headers, body: Buffer.concat(chunks) }));
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

const decoders = { br: brotliDecompressSync, gzip: gunzipSync };

/** The answer's body decoded as its content-encoding says. */
function decoded({ headers, body }) {
  const decode = decoders[headers['content-encoding']];
  return (decode ? decode(body) : body).toString('utf8');
}

async function send(url, cookie, { method, path, body, undecoded = false }, headers = {}) {
  const res = await exchange(url, {
    method,
    path,
    body,
    headers: { cookie, 'accept-encoding': 'br, gzip', ...(body ? { 'content-type': 'application/json', ...CONSOLE_HEADERS } : {}), ...headers },
  });
  const etag = res.headers.etag ?? null;
  if (res.status === 304) return { status: 304, etag };
  if (undecoded) return { status: res.status, code: res.status === 200 && etag ? 0 : undefined, etag };
  const json = JSON.parse(decoded(res));
  return { status: res.status, code: json.code, data: json.data, etag };
}

/** `pid`: the server's process, whose CPU time is printed too (PostgreSQL's own processes are not in it). */
export async function benchLoad({ url, row, label, pid }) {
  const admin = await signIn(url, 'company@demo.local');
  const buildingId = (await findMall(url, admin)).id;
  const map = (await send(url, admin, { method: 'GET', path: `/api/location/map/map-json/${buildingId}?version=draft` })).data;
  const shops = map.features.filter((f) => f.properties.featureType === 'unit' && f.properties.name);
  const cookies = [];
  for (let i = 0; i < SESSIONS; i++) cookies.push(await signIn(url, 'company@demo.local'));
  const firstPois = (await send(url, cookies[0], { method: 'GET', path: `/api/location/poi/page?buildingId=${buildingId}&page=1&size=50` })).data.records;
  const mix = actions({ buildingId, shops, pois: firstPois });
  const deck = mix.flatMap((action) => Array(action.weight).fill(action));
  const times = new Map(mix.map((action) => [action.name, []]));
  let errors = 0;
  let conflicts = 0;
  const cpuBefore = process.cpuUsage();
  const serverCpuBefore = processCpuSeconds(pid);
  const started = performance.now();
  const until = started + SECONDS * 1000;
  await Promise.all(
    cookies.map(async (cookie, s) => {
      let etag = null;
      for (let i = s; performance.now() < until; i++) {
        const action = deck[i % deck.length];
        const t = performance.now();
        try {
          if (action.poiSave) {
            const { poi } = action.next(i);
            const page = await send(url, cookie, { method: 'GET', path: `/api/location/poi/page?buildingId=${buildingId}&page=1&size=20` });
            const saved = await send(url, cookie, {
              method: 'POST',
              path: '/api/location/map/poi/save',
              body: {
                buildingId,
                baseRevision: page.data.revision,
                changes: [{ op: 'update', id: poi.id, set: { name: `${poi.name.slice(0, 20)}·${i % 10}` } }],
              },
            });
            // Another session saved in between: the console tells the user (10006); not a failure of the server.
            if (saved.code === 10006) conflicts++;
            else if (saved.code !== 0) errors++;
          } else {
            const useEtag = action.map && etag && i % 2 === 0;
            const got = await send(url, cookie, action.next(i), useEtag ? { 'if-none-match': etag } : {});
            if (action.map && got.etag) etag = got.etag;
            if (got.status !== 304 && got.code !== 0) errors++;
          }
        } catch {
          errors++;
        }
        times.get(action.name).push(performance.now() - t);
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  const cpu = process.cpuUsage(cpuBefore);
  const serverCpuAfter = processCpuSeconds(pid);
  const all = [...times.values()].flat().sort((a, b) => a - b);
  const serverCpu =
    serverCpuBefore === null || serverCpuAfter === null
      ? ''
      : `; server CPU ${(((serverCpuAfter - serverCpuBefore) / elapsed) * 100).toFixed(0)}% of a core, ${(((serverCpuAfter - serverCpuBefore) / all.length) * 1000).toFixed(2)} ms a request`;
  row(
    `${SESSIONS} sessions, mixed, ${SECONDS} s (${label})`,
    `p99 ${percentile(all, 0.99).toFixed(0)} ms`,
    `p50 ${percentile(all, 0.5).toFixed(0)} ms, max ${all.at(-1).toFixed(0)} ms, ${all.length} requests (${(all.length / elapsed).toFixed(0)}/s), ${errors} errors, ${conflicts} POI save conflicts (10006); client CPU ${(((cpu.user + cpu.system) / 1e6 / elapsed) * 100).toFixed(0)}% of a core${serverCpu}`,
  );
  for (const [name, samples] of times) {
    const sorted = samples.sort((a, b) => a - b);
    row(`  ${name} (${label})`, `p99 ${percentile(sorted, 0.99).toFixed(0)} ms`, `p50 ${percentile(sorted, 0.5).toFixed(0)} ms, ${sorted.length} requests`);
  }
}
