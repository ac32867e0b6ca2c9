// `npm run bench`, issue 19: 50 admin sessions at once doing the console's mix for 30 s (closed loop, no think
// time): lists, the map JSON (brotli, half of them revalidating an ETag they hold), POI saves and route previews.
// The client runs in this process; its CPU time is measured and printed beside the figures.
import { CONSOLE_HEADERS, findMall, signIn } from './server.mjs';

const SESSIONS = 50;
const SECONDS = 30;

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
    { name: 'map JSON', weight: 2, next: () => list(`/api/location/map/map-json/${buildingId}`), map: true },
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

async function send(url, cookie, { method, path, body }, headers = {}) {
  const res = await fetch(`${url}${path}`, {
    method,
    headers: { cookie, 'accept-encoding': 'br, gzip', ...(body ? { 'content-type': 'application/json', ...CONSOLE_HEADERS } : {}), ...headers },
    body: body ? JSON.stringify(body) : undefined,
  });
  if (res.status === 304) return { status: 304, etag: res.headers.get('etag') };
  const json = await res.json();
  return { status: res.status, code: json.code, data: json.data, etag: res.headers.get('etag') };
}

export async function benchLoad({ url, row, label }) {
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
  const all = [...times.values()].flat().sort((a, b) => a - b);
  row(
    `${SESSIONS} sessions, mixed, ${SECONDS} s (${label})`,
    `p99 ${percentile(all, 0.99).toFixed(0)} ms`,
    `p50 ${percentile(all, 0.5).toFixed(0)} ms, max ${all.at(-1).toFixed(0)} ms, ${all.length} requests (${(all.length / elapsed).toFixed(0)}/s), ${errors} errors, ${conflicts} POI save conflicts (10006); client CPU ${(((cpu.user + cpu.system) / 1e6 / elapsed) * 100).toFixed(0)}% of a core`,
  );
  for (const [name, samples] of times) {
    const sorted = samples.sort((a, b) => a - b);
    row(`  ${name} (${label})`, `p99 ${percentile(sorted, 0.99).toFixed(0)} ms`, `p50 ${percentile(sorted, 0.5).toFixed(0)} ms, ${sorted.length} requests`);
  }
}
