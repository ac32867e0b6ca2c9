// `npm run bench`, issue 6: the POI page on a building with 20,000 POIs and route computation across the
// mall's four levels, both through the running server's HTTP API (what the console waits for).
import { CONSOLE_HEADERS, stats } from './server.mjs';

const POIS = 20_000;
const BATCH = 2_000;

async function api(url, cookie, path, body) {
  const res = await fetch(`${url}${path}`, {
    method: body ? 'POST' : 'GET',
    headers: { cookie, ...(body ? { 'content-type': 'application/json', ...CONSOLE_HEADERS } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  const json = await res.json();
  if (json.code !== 0) throw new Error(`${path}: ${json.code} ${json.error}`);
  return json.data;
}

async function timed(times, fn) {
  const samples = [];
  for (let i = 0; i < times; i++) {
    const t = performance.now();
    await fn();
    samples.push(performance.now() - t);
  }
  return stats(samples);
}

const fmt = (s) => `${s.median.toFixed(1)} ms`;
const note = (s, extra = '') => `median of ${s.n}, p95 ${s.p95.toFixed(1)} ms${extra}`;

/** Adds POIs to the mall's draft (copies of its own POIs' places, new names) until it holds 20,000 more, then times its pages. */
export async function benchPoiPage({ url, cookie, buildingId, row }) {
  const first = await api(url, cookie, `/api/location/poi/list?buildingId=${buildingId}`);
  const seeds = first.records;
  let revision = first.revision;
  for (let done = 0; done < POIS; done += BATCH) {
    const changes = Array.from({ length: BATCH }, (_, i) => {
      const seed = seeds[(done + i) % seeds.length];
      return { op: 'add', poi: { levelId: seed.levelId, name: `压测点位 ${done + i}`, poiTypeId: seed.poiTypeId, point: seed.point } };
    });
    revision = (await api(url, cookie, '/api/location/map/poi/save', { buildingId, baseRevision: revision, changes })).revision;
  }
  const base = `/api/location/poi/page?buildingId=${buildingId}&size=20`;
  const firstPage = await timed(20, () => api(url, cookie, `${base}&page=1&sort=name&order=asc`));
  row(`POI page, ${(seeds.length + POIS).toLocaleString('en')} POIs, first page by name`, fmt(firstPage), note(firstPage));
  const deep = await timed(20, () => api(url, cookie, `${base}&page=500&sort=name&order=asc`));
  row('POI page, page 500 by name', fmt(deep), note(deep));
  const search = await timed(20, () => api(url, cookie, `${base}&page=1&name=${encodeURIComponent('点位 19')}`));
  row('POI page, name search', fmt(search), note(search, ' (a part of the name, any case)'));
}

/** Routes between shops of the lowest and highest levels (lifts, escalators or stairs between). */
export async function benchRoute({ url, cookie, buildingId, row }) {
  const map = await api(url, cookie, `/api/location/map/map-json/${buildingId}?version=draft`);
  const levels = [...map.levels].sort((a, b) => a.ordinal - b.ordinal);
  const shopOn = (level) => map.features.find((f) => f.properties.featureType === 'unit' && f.properties.levelId === level.id && f.properties.name);
  const from = shopOn(levels[0]);
  const to = shopOn(levels[levels.length - 1]);
  const route = (profile) => api(url, cookie, '/api/location/road/route', { buildingId, from: { featureId: from.id }, to: { featureId: to.id }, profile });
  const found = await route('default');
  for (const profile of ['default', 'step-free']) {
    const s = await timed(20, () => route(profile));
    row(
      `route ${levels[0].name} → ${levels[levels.length - 1].name} (${profile})`,
      fmt(s),
      note(s, `; ${found.found ? `${Math.round(found.length)} m` : 'not found'}, HTTP incl. loading the network`),
    );
  }
}
