import { vi } from 'vitest';

/** The last minute (in minutes since the epoch) a sequence ran in, in this process. */
let lastMinute = 0;

/**
 * Runs `sequence` with the clock standing a second into a minute no earlier sequence of this process stood in (the
 * next one, or later), only Date faked (timers run as usual), so calls counted per clock minute (the rate windows)
 * all fall in one window, and two sequences on one database never share one. Waiting for a fresh minute instead left
 * a worker idle for up to a quarter of a minute, and a boundary between two calls once let one through in CI.
 */
export async function inOneMinute<T>(sequence: () => Promise<T>): Promise<T> {
  lastMinute = Math.max(Math.ceil(Date.now() / 60_000), lastMinute + 1);
  vi.useFakeTimers({ toFake: ['Date'] });
  try {
    vi.setSystemTime(lastMinute * 60_000 + 1_000);
    return await sequence();
  } finally {
    vi.useRealTimers();
  }
}
