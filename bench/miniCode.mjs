// `npm run bench`, issue 13: the time to produce a code's PNG through qrcode/mini-code (430 px), the plain
// provider (a standard QR code drawn locally) and the WeChat provider against the local stand-in, as a ratio to
// a baseline measured in the same run (GET qrcode?id of the same code). The server runs in-process
// (bench/miniCodeProbe.ts through tsx) so the stand-in's credentials can be saved; no request leaves the machine.
import { spawnSync } from 'node:child_process';

export function benchMiniCode({ row }) {
  const run = spawnSync(process.execPath, ['node_modules/.bin/tsx', 'bench/miniCodeProbe.ts'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] });
  if (run.status !== 0) throw new Error(`bench/miniCodeProbe.ts exited with ${run.status}`);
  const line = run.stdout.trim().split('\n').pop();
  const { n, baseline, plain, wechat } = JSON.parse(line);
  const ratio = (ms) => `${(ms / baseline).toFixed(1)}× GET qrcode?id (baseline ${baseline.toFixed(2)} ms, median of ${n})`;
  row('qrcode/mini-code PNG 430 px, plain QR code', `${plain.toFixed(1)} ms`, ratio(plain));
  row('qrcode/mini-code PNG 430 px, WeChat (local stand-in)', `${wechat.toFixed(1)} ms`, ratio(wechat));
}
