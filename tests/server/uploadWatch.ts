import { monitorEventLoopDelay } from 'node:perf_hooks';
import type { App } from '../../server/src/types.js';
import { systemApi } from '#contract/endpoints/system.js';

/**
 * Issues 10 and 31: sends an upload (`send`) while asking /api/status over and over until the upload is
 * answered; samples the main thread's memory and event-loop delay meanwhile. No wall-clock limits: callers
 * compare stalls with the upload's own duration.
 */
export async function uploadWatched<T>(app: App, send: () => Promise<T>) {
  const base = process.memoryUsage();
  const delay = monitorEventLoopDelay({ resolution: 5 });
  delay.enable();
  const started = performance.now();
  let answeredAt = 0;
  const answer = send().then((res) => {
    answeredAt = performance.now();
    return res;
  });
  const statuses: Array<{ code: number; at: number; beforeUpload: boolean }> = [];
  let peakArrayBuffers = base.arrayBuffers;
  // inject answers within microtasks: yield to the event loop between requests, as network requests do.
  for (let i = 0; !answeredAt && i < 100_000; i++) {
    await new Promise((resolve) => setTimeout(resolve, 2));
    const res = await app.inject({ method: 'GET', url: systemApi.status.path });
    statuses.push({ code: res.json<{ code: number }>().code, at: performance.now(), beforeUpload: !answeredAt });
    peakArrayBuffers = Math.max(peakArrayBuffers, process.memoryUsage().arrayBuffers);
  }
  const res = await answer;
  delay.disable();
  peakArrayBuffers = Math.max(peakArrayBuffers, process.memoryUsage().arrayBuffers);
  const uploadMs = answeredAt - started;
  // The longest stretch without a status answer while the upload was pending.
  const times = [started, ...statuses.filter((s) => s.beforeUpload).map((s) => s.at), answeredAt];
  const longestGapMs = Math.max(...times.slice(1).map((t, i) => t - times[i]!));
  return { res, base, statuses, uploadMs, longestGapMs, loopDelayMaxMs: delay.max / 1e6, arrayBuffersGrowth: peakArrayBuffers - base.arrayBuffers };
}

/**
 * The process's resident memory once it has come back within `slackBytes` of `before`, or after 10 s of waiting: the
 * claim is that the memory goes back, not how soon. On a loaded machine the reading worker's memory took longer than
 * the 1 s, then 5 s, once waited here (clean-clone runs read 106 MB a moment after the answer, and 118 MB after 5 s
 * with the console's suite beside it).
 */
export async function settledRss(before: number, slackBytes: number): Promise<number> {
  for (let i = 0; i < 500 && process.memoryUsage().rss - before > slackBytes; i++) await new Promise((r) => setTimeout(r, 20));
  return process.memoryUsage().rss;
}
