// Issue 32: the first start on an empty data folder, as a newcomer meets it. The server fills in the demo's usage
// history in the background (USAGE_SEED_DAYS, 90 by default); meanwhile /api/status and an admin list are called
// as the console would, and their answer times are kept. Prints how long the history took and those times.
import { rmSync } from 'node:fs';
import { signIn, startServer, stats } from './server.mjs';

const ms = (v) => `${v.toFixed(0)} ms`;

/** Calls `fn` again and again (one at a time) until `until()` is true; answers each call's duration. */
async function keepCalling(fn, until, pauseMs) {
  const times = [];
  while (!until()) {
    const t = performance.now();
    await fn();
    times.push(performance.now() - t);
    await new Promise((r) => setTimeout(r, pauseMs));
  }
  return times;
}

export async function benchFirstStart({ port, dataDir, days = 90, row }) {
  rmSync(dataDir, { recursive: true, force: true });
  const server = await startServer({ port, dataDir, env: { USAGE_SEED_DAYS: String(days) } });
  try {
    const started = performance.now();
    const cookie = await signIn(server.url);
    let history = { state: 'seeding' };
    const done = () => history.state !== 'seeding';
    const status = keepCalling(
      async () => {
        history = (await (await fetch(`${server.url}/api/status`)).json()).data.usageHistory;
      },
      done,
      100,
    );
    const list = keepCalling(() => fetch(`${server.url}/api/admin/company/page?page=1&size=20`, { headers: { cookie } }).then((r) => r.json()), done, 250);
    const [statusTimes, listTimes] = await Promise.all([status, list]);
    const seconds = (performance.now() - started + server.readyMs) / 1000;
    if (history.state !== 'done') throw new Error(`the usage history ended ${history.state}`);
    const st = stats(statusTimes);
    const lt = stats(listTimes);
    row(
      `first start: the demo's ${days}-day usage history`,
      `${seconds.toFixed(0)} s`,
      `${history.events.toLocaleString('en')} events, ${Math.round(history.events / seconds).toLocaleString('en')}/s from the start of the process`,
    );
    row('first start, while it seeds: GET /api/status', `${ms(st.median)} median`, `p99 ${ms(st.p99)}, max ${ms(st.max)}, ${st.n} calls`);
    row('first start, while it seeds: company list (admin)', `${ms(lt.median)} median`, `p99 ${ms(lt.p99)}, max ${ms(lt.max)}, ${lt.n} calls`);
  } finally {
    await server.stop();
  }
}

// Alone: node bench/firstStart.mjs [days]
if (import.meta.url === `file://${process.argv[1]}`) {
  const rows = [];
  await benchFirstStart({
    port: 8197,
    dataDir: '.tmp/bench-first-start',
    days: Number(process.argv[2] ?? 90),
    row: (what, value, note = '') => rows.push({ what, value, note }),
  });
  console.table(rows);
}
