/**
 * `npm run simulate`: history into a database (`--days N [--data-dir ./data]`, or DATABASE_URL), or live
 * against a running server (`--live --url http://localhost:8080 [--key <app key>] [--rate 50] [--minutes N]`).
 */
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { openDatabase } from '../../server/src/db/index.js';
import { DEMO_APP_KEYS } from '../../server/src/db/seed/appKeys.js';
import { DEMO_APP_CODES, seedUsageHistory } from '../../server/src/db/seed/usage/history.js';
import { runLive } from './live.js';
import { log } from '../../server/src/log.js';

const USAGE = `npm run simulate -- --days 30 [--data-dir ./data] [--seed 14] [--app demo-malls]   (DATABASE_URL: a PostgreSQL server)
npm run simulate -- --live [--url http://localhost:8080] [--app demo-malls] [--key <app key>] [--rate 50] [--minutes N] [--seed N]`;

function positive(name: string, raw: string | undefined, fallback: number): number {
  const value = raw === undefined ? fallback : Number(raw);
  if (!Number.isFinite(value) || value <= 0) throw new Error(`--${name} must be a positive number, got ${raw}`);
  return value;
}

export async function main(argv: string[]): Promise<void> {
  const { values } = parseArgs({
    args: argv,
    options: {
      live: { type: 'boolean', default: false },
      url: { type: 'string', default: 'http://localhost:8080' },
      key: { type: 'string' },
      app: { type: 'string', multiple: true },
      rate: { type: 'string' },
      minutes: { type: 'string' },
      days: { type: 'string' },
      'data-dir': { type: 'string' },
      seed: { type: 'string' },
      help: { type: 'boolean', default: false },
    },
  });
  if (values.help) return void log.info(USAGE);
  const seed = values.seed === undefined ? undefined : Math.floor(Number(values.seed));

  if (values.live) {
    const appCode = values.app?.[0] ?? 'demo-malls';
    const key = values.key ?? DEMO_APP_KEYS[appCode];
    if (!key) throw new Error(`no --key given and no demo key for app ${appCode}`);
    const controller = new AbortController();
    process.once('SIGINT', () => controller.abort());
    const totals = await runLive({
      url: values.url,
      key,
      appCode,
      rate: positive('rate', values.rate, 50),
      minutes: values.minutes === undefined ? undefined : positive('minutes', values.minutes, 1),
      seed,
      signal: controller.signal,
    });
    log.info(`done: ${totals.batches} batches, ${totals.sent} sent, ${totals.accepted} accepted, ${totals.duplicates} duplicates, ${totals.rejected} rejected`);
    return;
  }

  const days = positive('days', values.days, 30);
  const databaseUrl = process.env.DATABASE_URL || undefined;
  const handle = await openDatabase({ databaseUrl, dataDir: resolve(values['data-dir'] ?? process.env.DATA_DIR ?? './data') });
  try {
    const started = Date.now();
    const result = await seedUsageHistory(handle.db, {
      days,
      seed,
      appCodes: values.app ?? DEMO_APP_CODES,
      onProgress: (p) => log.info(`${p.date}: day ${p.day}/${p.days}, ${p.events} events, ${p.accepted} accepted`),
    });
    const seconds = (Date.now() - started) / 1000;
    log.info(`done: ${result.events} events (${result.accepted} accepted) in ${seconds.toFixed(1)} s; per building ${JSON.stringify(result.byBuilding)}`);
  } finally {
    await handle.close();
  }
}
