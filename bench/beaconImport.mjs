// `npm run bench`, issue 13: 10,000 beacons uploaded as one CSV (the dry run, then the import), with a
// baseline measured in the same run: beacons added one by one through beacon/add, per beacon.
import { CONSOLE_HEADERS } from './server.mjs';

const ROWS = 10_000;
const BASELINE = 100;
const UUID = '5a4bcfce-174e-4bac-a814-092e77f6b7e5';

async function json(res, what) {
  const body = await res.json();
  if (body.code !== 0) throw new Error(`${what}: ${body.code} ${body.error} ${JSON.stringify(body.errors?.slice(0, 3))}`);
  return body.data;
}

export async function benchBeaconImport({ url, cookie, buildingId, row }) {
  const page = await json(await fetch(`${url}/api/location/beacon/page?buildingId=${buildingId}&size=50`, { headers: { cookie } }), 'beacon/page');
  const places = page.records;

  let t = performance.now();
  for (let i = 0; i < BASELINE; i++) {
    const at = places[i % places.length];
    await json(
      await fetch(`${url}/api/location/beacon/add`, {
        method: 'POST',
        headers: { cookie, 'content-type': 'application/json', ...CONSOLE_HEADERS },
        body: JSON.stringify({ buildingId, levelId: at.levelId, uuid: UUID, major: 1, minor: i, name: `压测基线 ${i}`, lng: at.lng, lat: at.lat }),
      }),
      'beacon/add',
    );
  }
  const perAdd = (performance.now() - t) / BASELINE;

  const lines = ['level,uuid,major,minor,name,lng,lat,battery,lifecycle'];
  for (let i = 0; i < ROWS; i++) {
    const at = places[i % places.length];
    lines.push(`${at.levelName},${UUID},2,${i},压测信标 ${i},${at.lng},${at.lat},${50 + (i % 50)},deployed`);
  }
  const csv = Buffer.from(lines.join('\n'));
  const upload = (dryRun) =>
    fetch(`${url}/api/location/beacon/upload?buildingId=${buildingId}&dryRun=${dryRun}`, {
      method: 'POST',
      headers: { cookie, 'content-type': 'text/csv', ...CONSOLE_HEADERS },
      body: csv,
    });
  t = performance.now();
  const checked = await json(await upload(true), 'dry run');
  const dryMs = performance.now() - t;
  t = performance.now();
  const imported = await json(await upload(false), 'import');
  const importMs = performance.now() - t;
  if (checked.valid !== ROWS || imported.imported !== ROWS) throw new Error(`expected ${ROWS} rows, got ${checked.valid} / ${imported.imported}`);
  row(`beacon upload, ${ROWS} rows CSV (${(csv.length / 1024).toFixed(0)} KiB): dry run`, `${(dryMs / 1000).toFixed(2)} s`, '');
  row(
    `beacon upload, ${ROWS} rows: import (all or nothing)`,
    `${(importMs / 1000).toFixed(2)} s`,
    `${((importMs / ROWS / perAdd) * 100).toFixed(1)} % of the time per beacon of beacon/add one by one (baseline ${perAdd.toFixed(1)} ms, ${BASELINE} adds)`,
  );
}
