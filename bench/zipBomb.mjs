// `npm run bench`, issue 10: refusing zip bombs through the running server's HTTP API (add-server-map):
// how long the refusal takes, how /api/status answers meanwhile, and the server's memory before and after.
import { readFileSync } from 'node:fs';
import { constants, deflateRawSync } from 'node:zlib';
import { CONSOLE_HEADERS, stats } from './server.mjs';

const MB = 1024 * 1024;
const BOMB_MB = 390;

/** `mb` MB of zeros as raw deflate (~1 KB per MB): one compressed MB, its blocks repeated. */
function zerosDeflated(mb) {
  const block = deflateRawSync(Buffer.alloc(MB), { level: 9, finishFlush: constants.Z_SYNC_FLUSH });
  return Buffer.concat([...Array(mb).fill(block), Buffer.from([0x03, 0x00])]);
}

/** A one-file zip whose headers declare `declared` bytes unzipped. */
function oneFileZip(name, deflated, declared) {
  const fileName = Buffer.from(name);
  const local = Buffer.alloc(30);
  local.writeUInt32LE(0x04034b50, 0);
  local.writeUInt16LE(20, 4);
  local.writeUInt16LE(8, 8);
  local.writeUInt32LE(deflated.length, 18);
  local.writeUInt32LE(declared, 22);
  local.writeUInt16LE(fileName.length, 26);
  const central = Buffer.alloc(46);
  central.writeUInt32LE(0x02014b50, 0);
  central.writeUInt16LE(20, 4);
  central.writeUInt16LE(20, 6);
  central.writeUInt16LE(8, 10);
  central.writeUInt32LE(deflated.length, 20);
  central.writeUInt32LE(declared, 24);
  central.writeUInt16LE(fileName.length, 28);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(1, 8);
  end.writeUInt16LE(1, 10);
  end.writeUInt32LE(central.length + fileName.length, 12);
  end.writeUInt32LE(local.length + fileName.length + deflated.length, 16);
  return Buffer.concat([local, fileName, deflated, central, fileName, end]);
}

const rssMb = (pid) => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))[1]) / 1024;

/** Uploads each bomb while asking /api/status over and over (5 ms apart) until the refusal arrives. */
export async function benchZipBomb({ url, cookie, pid, companyId, row }) {
  const zeros = zerosDeflated(BOMB_MB);
  const bombs = [
    [`zip bomb (${BOMB_MB} MB of zeros in ${(zeros.length / 1024).toFixed(0)} KB)`, oneFileZip('unit.geojson', zeros, BOMB_MB * MB)],
    ['zip whose headers declare 1 KB for the same data', oneFileZip('unit.geojson', zeros, 1024)],
  ];
  for (const [what, body] of bombs) {
    const before = rssMb(pid);
    let peak = before;
    let answered = false;
    const started = performance.now();
    const answer = fetch(`${url}/api/location/building/add-server-map?companyId=${companyId}`, {
      method: 'POST',
      headers: { cookie, 'content-type': 'application/zip', ...CONSOLE_HEADERS },
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
      `refusing a ${what}`,
      `${ms.toFixed(0)} ms`,
      `/api/status meanwhile: ${s.n} answers, median ${s.median.toFixed(1)} ms, max ${Math.max(...latencies).toFixed(1)} ms; server RSS ${before.toFixed(0)} MB, peak ${peak.toFixed(0)}, 2 s after ${rssMb(pid).toFixed(0)}`,
    );
  }
}
