/** The simulator's seeded randomness: same seed, same draws, on every platform (mulberry32). */
import { pseudoRandom } from '../beacons.js';

const ALPHABET = '0123456789abcdefghijklmnopqrstuvwxyz';

/** FNV-1a over the parts: a sub-seed per building, day or visit, so one stream never shifts another. */
export function seedOf(...parts: Array<string | number>): number {
  let h = 0x811c9dc5;
  for (const ch of parts.join('|')) {
    h ^= ch.charCodeAt(0);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

export class Rng {
  private readonly next: () => number;

  constructor(seed: number) {
    this.next = pseudoRandom(seed);
  }

  /** Uniform in [0, 1). */
  float(): number {
    return this.next();
  }

  between(min: number, max: number): number {
    return min + this.next() * (max - min);
  }

  /** An integer in [min, max]. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  chance(p: number): boolean {
    return this.next() < p;
  }

  pick<T>(list: readonly T[]): T {
    return list[Math.floor(this.next() * list.length)];
  }

  /** One of the entries, by weight. */
  weighted<T>(entries: ReadonlyArray<readonly [T, number]>): T {
    let total = 0;
    for (const [, w] of entries) total += w;
    let r = this.next() * total;
    for (const [value, w] of entries) {
      r -= w;
      if (r < 0) return value;
    }
    return entries[entries.length - 1][0];
  }

  /** Standard normal (Box–Muller). */
  normal(mean = 0, sd = 1): number {
    const u = 1 - this.next();
    return mean + sd * Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * this.next());
  }

  /** Poisson count (normal approximation past 30). */
  poisson(lambda: number): number {
    if (lambda > 30) return Math.max(0, Math.round(this.normal(lambda, Math.sqrt(lambda))));
    const limit = Math.exp(-lambda);
    let k = 0;
    for (let p = this.next(); p > limit; p *= this.next()) k++;
    return k;
  }

  exponential(mean: number): number {
    return -mean * Math.log(1 - this.next());
  }

  /** A random base-36 token. */
  token(length: number): string {
    let s = '';
    for (let i = 0; i < length; i++) s += ALPHABET[Math.floor(this.next() * 36)];
    return s;
  }
}
