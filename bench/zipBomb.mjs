// `npm run bench`, issues 10 and 31: refusing zip bombs through the running server's HTTP API (add-server-map,
// and spreadsheet bombs on beacon/upload): how long the refusal takes, how /api/status answers meanwhile, and
// the server's memory before and after.
import { oneFileZip, repeatedDeflated, xlsxOf, zerosDeflated } from '../tests/support/zipCraft.mjs';
import { CONSOLE_HEADERS, rssMb, stats } from './server.mjs';

const MB = 1024 * 1024;
const BOMB_MB = 390;

/** Uploads each bomb while asking /api/status over and over (5 ms apart) until the refusal arrives. */
export async function benchZipBomb({ url, cookie, pid, companyId, buildingId, row }) {
  const zeros = zerosDeflated(BOMB_MB);
  const imdf = `${url}/api/location/building/add-server-map?companyId=${companyId}`;
  const beacons = [`${url}/api/location/beacon/upload?buildingId=${buildingId}`, 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'];
  const sheet = (xml) => xlsxOf({ 'xl/worksheets/sheet1.xml': xml });
  const bombs = [
    [`zip bomb (${BOMB_MB} MB of zeros in ${(zeros.length / 1024).toFixed(0)} KB)`, oneFileZip('unit.geojson', zeros, BOMB_MB * MB), imdf, 'application/zip'],
    ['zip whose headers declare 1 KB for the same data', oneFileZip('unit.geojson', zeros, 1024), imdf, 'application/zip'],
    ['beacon XLSX whose sheet inflates to 2 GiB', sheet(repeatedDeflated('<worksheet><sheetData>', ' ', 2048, '</sheetData></worksheet>')), ...beacons],
    [
      'beacon XLSX of 2.7 million rows',
      sheet(repeatedDeflated('<worksheet><sheetData>', '<row><c t="inlineStr"><is><t>x</t></is></c></row>', 128, '')),
      ...beacons,
    ],
    ['beacon XLSX nested a million levels deep', sheet(repeatedDeflated('<worksheet><sheetData>', '<a>', 8, '')), ...beacons],
  ];
  for (const [what, body, target, type] of bombs) {
    const before = rssMb(pid);
    let peak = before;
    let answered = false;
    const started = performance.now();
    const answer = fetch(target, {
      method: 'POST',
      headers: { cookie, 'content-type': type, ...CONSOLE_HEADERS },
      body,
    })
      .then((res) => res.json())
      .finally(() => (answered = true));
    const latencies = [];
    while (!answered) {
      const t = performance.now();
      await (await fetch(`${url}/api/status`)).json();
      latencies.push(performance.now() - t);
      peak = Math.max(peak, rssMb(pid));
      await new Promise((r) => setTimeout(r, 5));
    }
    const json = await answer;
    const ms = performance.now() - started;
    if (json.code !== 10005) throw new Error(`${what}: answered ${json.code}`);
    await new Promise((r) => setTimeout(r, 2000));
    const s = stats(latencies);
    row(
      `refusing a ${what} (${(body.length / MB).toFixed(1)} MB sent)`,
      `${ms.toFixed(0)} ms`,
      `/api/status meanwhile: ${s.n} answers, median ${s.median.toFixed(1)} ms, max ${Math.max(...latencies).toFixed(1)} ms; server RSS ${before.toFixed(0)} MB, peak ${peak.toFixed(0)}, 2 s after ${rssMb(pid).toFixed(0)}`,
    );
  }
}
