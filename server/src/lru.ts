/**
 * A small least-recently-used store (issue 19: the map features, road networks and map answers the server keeps):
 * a hit moves to the back, and past `size` entries the front one goes.
 */
export class Lru<V> {
  private readonly kept = new Map<string, V>();

  constructor(private readonly size: number) {}

  get(key: string): V | undefined {
    const hit = this.kept.get(key);
    if (hit !== undefined) {
      this.kept.delete(key);
      this.kept.set(key, hit);
    }
    return hit;
  }

  set(key: string, value: V): V {
    this.kept.delete(key);
    this.kept.set(key, value);
    if (this.kept.size > this.size) this.kept.delete(this.kept.keys().next().value!);
    return value;
  }

  delete(key: string): void {
    this.kept.delete(key);
  }
}

/**
 * The value kept under `key`, or `make`'s, kept from the start: callers arriving while it is made share it (one
 * read, not one per caller). A failure is not kept: the next caller tries again.
 */
export function remember<V>(lru: Lru<Promise<V>>, key: string, make: () => Promise<V>): Promise<V> {
  const kept = lru.get(key);
  if (kept) return kept;
  const made = make();
  made.catch(() => {
    if (lru.get(key) === made) lru.delete(key);
  });
  return lru.set(key, made);
}

/** One Lru per owner (a database handle: tests open many in one process, and their row ids repeat). */
export function lruPer<O extends object, V>(size: number): (owner: O) => Lru<V> {
  const byOwner = new WeakMap<O, Lru<V>>();
  return (owner) => {
    let lru = byOwner.get(owner);
    if (!lru) byOwner.set(owner, (lru = new Lru<V>(size)));
    return lru;
  };
}
