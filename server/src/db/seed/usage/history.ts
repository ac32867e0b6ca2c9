/**
 * Issue 14: the demo's usage history. Every building of the demo apps, day by day over the past `days` days
 * up to `now`, stored through the ingestion in time-ordered batches, yielding to the event loop between
 * batches so the server keeps answering while it runs. Issue 32: while the console is in use (`busy`), the
 * batches are short, so that a request waits for one short transaction at most (PGlite has one session).
 */
import { setImmediate as yieldToLoop } from 'node:timers/promises';
import type { Db } from '../../types.js';
import { ingestEvents, type IngestApp } from '../../../services/usage/ingest.js';
import { buildingSim, dayOf, planDay, sortByTime, visitEvents, type BuildingSim } from './day.js';
import type { SimEvent } from './events.js';
import { sourcesFromDb } from './sources.js';
import { buildWorld } from './world.js';

export const DEMO_APP_CODES = ['demo-malls', 'other-co'];
export const HISTORY_BATCH = 5_000;
/**
 * The batch while requests come in: about 80 ms of ingestion on this 2-core machine (PGlite), against about
 * 600 ms for HISTORY_BATCH; the history then goes in at half to two thirds of the idle rate (docs/operations.md, first start).
 */
export const BUSY_HISTORY_BATCH = 250;
const DAY = 86_400_000;
/** Generation runs at most this long before it lets the server answer a request. */
const SLICE_MS = 20;

interface HistoryProgress {
  /** Days done of `days`. */
  day: number;
  days: number;
  date: string;
  events: number;
  accepted: number;
}

export interface HistoryOptions {
  days: number;
  now?: Date;
  seed?: number;
  appCodes?: string[];
  onProgress?: (progress: HistoryProgress) => void;
  /** Whether requests are coming in now: the next batch is then BUSY_HISTORY_BATCH events, not HISTORY_BATCH. */
  busy?: () => boolean;
  /** Stops the history before its next batch (the server closing): the promise rejects with the signal's reason. */
  signal?: AbortSignal;
  /** The store (the ingestion by default; tests pass a recorder). */
  ingest?: (db: Db, app: IngestApp, events: SimEvent[]) => Promise<{ accepted: number }>;
}

export interface HistoryResult {
  events: number;
  accepted: number;
  /** Events per building id. */
  byBuilding: Record<number, number>;
}

interface AppSims {
  app: IngestApp;
  sims: BuildingSim[];
}

export async function loadApps(db: Db, appCodes: string[], seed: number): Promise<AppSims[]> {
  const apps: AppSims[] = [];
  for (const code of appCodes) {
    const found = await sourcesFromDb(db, code);
    if (found?.sources.length) apps.push({ app: found.app, sims: found.sources.map((s) => buildingSim(buildWorld(s), seed)) });
  }
  return apps;
}

/** A day's events like `dayEvents`, in slices of `SLICE_MS` with the event loop free in between. */
async function dayEventsYielding(sim: BuildingSim, at: number): Promise<SimEvent[]> {
  const { arrivals, closeAt } = planDay(sim, dayOf(sim, at));
  const events: SimEvent[] = [];
  let slice = performance.now();
  for (const arrival of arrivals) {
    visitEvents(sim, arrival, closeAt, events);
    if (performance.now() - slice > SLICE_MS) {
      await yieldToLoop();
      slice = performance.now();
    }
  }
  return sortByTime(events);
}

export async function seedUsageHistory(db: Db, options: HistoryOptions): Promise<HistoryResult> {
  const now = (options.now ?? new Date()).getTime();
  const seed = options.seed ?? 14;
  const ingest = options.ingest ?? ((d: Db, app: IngestApp, events: SimEvent[]) => ingestEvents(d, app, events, { history: true, now: new Date(now) }));
  const apps = await loadApps(db, options.appCodes ?? DEMO_APP_CODES, seed);
  const result: HistoryResult = { events: 0, accepted: 0, byBuilding: {} };
  for (let d = options.days - 1; d >= 0; d--) {
    const at = now - d * DAY;
    for (const { app, sims } of apps) {
      const events: SimEvent[] = [];
      for (const sim of sims) {
        const mine = (await dayEventsYielding(sim, at)).filter((e) => Date.parse(e.time) <= now);
        result.byBuilding[sim.world.buildingId] = (result.byBuilding[sim.world.buildingId] ?? 0) + mine.length;
        events.push(...mine);
      }
      sortByTime(events);
      for (let i = 0; i < events.length;) {
        options.signal?.throwIfAborted();
        const size = options.busy?.() ? BUSY_HISTORY_BATCH : HISTORY_BATCH;
        const { accepted } = await ingest(db, app, events.slice(i, i + size));
        result.accepted += accepted;
        i += size;
        await yieldToLoop();
      }
      result.events += events.length;
    }
    const date = apps[0] ? dayOf(apps[0].sims[0], at).date : new Date(at).toISOString().slice(0, 10);
    options.onProgress?.({ day: options.days - d, days: options.days, date, events: result.events, accepted: result.accepted });
  }
  return result;
}
