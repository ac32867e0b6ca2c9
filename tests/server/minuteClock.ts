import { vi } from 'vitest';

/**
 * Runs `sequence` with the clock standing a second into the next minute (only Date: timers run as usual), so calls
 * counted per clock minute (the rate windows) all fall in one window. Waiting for a fresh minute instead left a
 * worker idle for up to a quarter of a minute, and a boundary between two calls once let one through in CI.
 */
export async function inOneMinute<T>(sequence: () => Promise<T>): Promise<T> {
  vi.useFakeTimers({ toFake: ['Date'] });
  try {
    vi.setSystemTime(Math.ceil(Date.now() / 60_000) * 60_000 + 1_000);
    return await sequence();
  } finally {
    vi.useRealTimers();
  }
}
