/**
 * Live mode: people arrive now at the app's buildings (learnt from a running server's getConfig and map
 * files) and their events are posted to POST /api/collect as they happen, in batches of at most
 * USAGE_LIMITS.batch, with the app's key.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import { usageApi } from '#contract/endpoints/usage.js';
import { APP_KEY_HEADER, USAGE_LIMITS, type CollectResult } from '#contract/schemas/usage.js';
import { hourWeights, OPENING } from '../../server/src/db/seed/usage/calendar.js';
import { buildingSim, dayOf, type BuildingSim } from '../../server/src/db/seed/usage/day.js';
import type { SimEvent } from '../../server/src/db/seed/usage/events.js';
import { Rng, seedOf } from '../../server/src/db/seed/usage/random.js';
import { sourcesFromServer } from './remoteSources.js';
import { Visit } from '../../server/src/db/seed/usage/visit.js';
import { buildWorld } from '../../server/src/db/seed/usage/world.js';
import { log as logger } from '../../server/src/log.js';

export interface LiveOptions {
  url: string;
  key: string;
  appCode: string;
  /** Target events per second (approached within minutes: arrivals follow what went out). */
  rate: number;
  /** Stop after this many minutes (else on the signal). */
  minutes?: number;
  seed?: number;
  signal?: AbortSignal;
  log?: (line: string) => void;
}

export interface LiveTotals {
  batches: number;
  sent: number;
  accepted: number;
  duplicates: number;
  rejected: number;
}

const TICK_MS = 2_000;
const HOUR = 3_600_000;

/** Events waiting for their time, bucketed by second. */
class Due {
  private readonly buckets = new Map<number, SimEvent[]>();
  private next = Math.floor(Date.now() / 1000);

  add(events: SimEvent[]): void {
    for (const e of events) {
      const second = Math.max(this.next, Math.floor(Date.parse(e.time) / 1000));
      const list = this.buckets.get(second);
      if (list) list.push(e);
      else this.buckets.set(second, [e]);
    }
  }

  /** Everything due by `now`, oldest first. */
  take(now: number): SimEvent[] {
    const out: SimEvent[] = [];
    for (const end = Math.floor(now / 1000); this.next <= end; this.next++) {
      const list = this.buckets.get(this.next);
      if (list) out.push(...list.sort((a, b) => (a.time < b.time ? -1 : 1)));
      this.buckets.delete(this.next);
    }
    return out;
  }

  /** Puts events back (a failed post): they go out with the next tick. */
  retry(events: SimEvent[]): void {
    const list = this.buckets.get(this.next) ?? [];
    this.buckets.set(this.next, [...events, ...list]);
  }
}

async function post(options: LiveOptions, events: SimEvent[]): Promise<{ result?: CollectResult; retryAfter?: number; error?: string }> {
  const res = await fetch(`${options.url.replace(/\/+$/, '')}${usageApi.collect.path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', [APP_KEY_HEADER]: options.key },
    body: JSON.stringify({ events }),
  });
  const body = (await res.json().catch(() => ({}))) as { success?: boolean; code?: number; data?: CollectResult; error?: string };
  if (res.status === 429) return { retryAfter: Number(res.headers.get('retry-after') ?? 5) };
  if (!body.success || !body.data) return { error: `HTTP ${res.status} code ${body.code ?? '?'} ${body.error ?? ''}`.trim() };
  return { result: body.data };
}

/** Who arrives now: a building by its size and its hour's pull (closed buildings still get a trickle). */
function arrivals(sims: BuildingSim[], rng: Rng, now: number, count: number): Array<{ sim: BuildingSim; index: number }> {
  const pull = sims.map((sim) => {
    const day = dayOf(sim, now);
    const hour = Math.floor((now - day.midnight) / HOUR) - OPENING[sim.world.venue].open;
    const weights = hourWeights(sim.world.venue, day);
    return [sim, sim.weekdayVisitors * (weights[hour] ?? 0.05)] as const;
  });
  return Array.from({ length: count }, (_, index) => ({ sim: rng.weighted(pull), index }));
}

export async function runLive(options: LiveOptions): Promise<LiveTotals> {
  const log = options.log ?? ((line: string) => logger.info(line));
  const seed = options.seed ?? Date.now();
  const sources = await sourcesFromServer(options.url, options.appCode);
  if (!sources.length) throw new Error(`app ${options.appCode} has no building with a published map`);
  const sims = sources.map((s) => buildingSim(buildWorld(s), seed));
  log(`live: ${sims.map((s) => `${s.world.name} (${s.world.pois.length} POIs)`).join(', ')}; ~${options.rate} events/s to ${options.url}`);
  const rng = new Rng(seedOf(seed, 'live'));
  const due = new Due();
  const totals: LiveTotals = { batches: 0, sent: 0, accepted: 0, duplicates: 0, rejected: 0 };
  const stopAt = options.minutes ? Date.now() + options.minutes * 60_000 : Infinity;
  let perVisit = 15;
  let generated = 0;
  let visits = 0;
  let spawnCarry = 0;
  // Visits go on for hours, so arrivals are steered by the events that went out lately (boosted at the start).
  let boost = 1.3;
  const recent: number[] = [];
  while (!options.signal?.aborted && Date.now() < stopAt) {
    const now = Date.now();
    const lately = recent.reduce((a, b) => a + b, 0) / ((Math.max(1, recent.length) * TICK_MS) / 1000);
    if (recent.length >= 5) boost = Math.min(3, Math.max(0.2, boost * (options.rate / Math.max(lately, 1)) ** 0.1));
    spawnCarry += ((options.rate * TICK_MS) / 1000 / perVisit) * boost;
    const count = Math.floor(spawnCarry);
    spawnCarry -= count;
    for (const { sim, index } of arrivals(sims, rng, now, count)) {
      const person = sim.population.visitors(rng, 1)[0];
      const events: SimEvent[] = [];
      new Visit(sim.world, new Rng(seedOf(seed, now, index)), person, now + rng.float() * TICK_MS, now + 3 * HOUR, events).run();
      due.add(events);
      generated += events.length;
      visits += 1;
    }
    if (visits) perVisit = generated / visits;
    const ready = due.take(now);
    recent.push(ready.length);
    if (recent.length > 15) recent.shift();
    for (let i = 0; i < ready.length; i += USAGE_LIMITS.batch) {
      const batch = ready.slice(i, i + USAGE_LIMITS.batch);
      const answer = await post(options, batch).catch((error: unknown) => ({ error: String(error), result: undefined, retryAfter: undefined }));
      if (!answer.result) {
        due.retry(ready.slice(i));
        log(answer.retryAfter ? `rate limited: waiting ${answer.retryAfter} s` : `post failed: ${answer.error}`);
        await sleep((answer.retryAfter ?? 5) * 1000);
        break;
      }
      const { accepted, duplicates, rejected } = answer.result;
      totals.batches += 1;
      totals.sent += batch.length;
      totals.accepted += accepted;
      totals.duplicates += duplicates;
      totals.rejected += rejected.length;
      const first = rejected[0] ? ` (first: ${rejected[0].field} ${rejected[0].message})` : '';
      log(
        `${new Date().toISOString()} batch ${totals.batches}: ${batch.length} sent, ${accepted} accepted, ${duplicates} duplicates, ${rejected.length} rejected${first}; ~${Math.round(lately)} events/s lately`,
      );
    }
    await sleep(Math.max(0, TICK_MS - (Date.now() - now)), undefined, { signal: options.signal }).catch(() => undefined);
  }
  return totals;
}
