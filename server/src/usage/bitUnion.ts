/**
 * Unions of serialized Roaring bitmaps counted in plain JavaScript, for the statistics' reads (issue 32).
 *
 * A range's distinct users are the union of one small bitmap per day and value: 89 days of the mall's 241 POIs are
 * 21,000 bitmaps of a few users each. Through the WebAssembly library each costs a copy into its memory, a
 * deserialization, an OR and a disposal, ~2.5 µs together: 40–55 ms for that page. Read here straight from the
 * bytes into one bit set of the building's user numbers, reused group after group, a few users cost a fraction of
 * that. The library still writes every bitmap (bitmaps.ts); this only reads the portable format it writes, as the
 * Roaring format specification lays it out (github.com/RoaringBitmap/RoaringFormatSpec): a cookie, the containers'
 * keys and cardinalities, offsets, then each container as a sorted array of 16-bit values, a 65,536-bit set, or runs.
 */

const SERIAL_COOKIE_NO_RUNCONTAINER = 12346;
const SERIAL_COOKIE = 12347;
const NO_OFFSET_THRESHOLD = 4;
const ARRAY_MAX = 4096;
const CONTAINER_WORDS = 2048;

const popcount = (v: number) => {
  v -= (v >>> 1) & 0x55555555;
  v = (v & 0x33333333) + ((v >>> 2) & 0x33333333);
  return Math.imul((v + (v >>> 4)) & 0x0f0f0f0f, 0x01010101) >>> 24;
};

/** One bit per user number, as large as the highest number seen; only the words a union touched are cleared after it. */
class Scratch {
  private words = new Uint32Array(CONTAINER_WORDS);
  private touched: number[] = [];

  /** The distinct numbers of these bitmaps (Roaring's portable format; anything else throws). */
  unionSize(list: readonly Uint8Array[]): number {
    for (const bits of list) this.read(bits);
    let n = 0;
    for (const w of this.touched) {
      n += popcount(this.words[w]);
      this.words[w] = 0;
    }
    this.touched = [];
    return n;
  }

  private read(bits: Uint8Array): void {
    const view = new DataView(bits.buffer, bits.byteOffset, bits.byteLength);
    const cookie = view.getUint32(0, true);
    let size: number;
    let at: number;
    let runs: Uint8Array | undefined;
    if ((cookie & 0xffff) === SERIAL_COOKIE) {
      size = (cookie >>> 16) + 1;
      runs = bits.subarray(4, 4 + ((size + 7) >> 3));
      at = 4 + runs.length;
    } else if (cookie === SERIAL_COOKIE_NO_RUNCONTAINER) {
      size = view.getUint32(4, true);
      at = 8;
    } else throw new Error('not a Roaring bitmap in the portable format');
    const header = at;
    at += 4 * size;
    if (!runs || size >= NO_OFFSET_THRESHOLD) at += 4 * size;
    for (let i = 0; i < size; i++) {
      const base = view.getUint16(header + 4 * i, true) * CONTAINER_WORDS;
      const cardinality = view.getUint16(header + 4 * i + 2, true) + 1;
      this.reserve(base + CONTAINER_WORDS);
      if (runs && (runs[i >> 3] >> (i & 7)) & 1) {
        const count = view.getUint16(at, true);
        at += 2;
        for (let r = 0; r < count; r++, at += 4) {
          const start = view.getUint16(at, true);
          this.fill(base, start, start + view.getUint16(at + 2, true));
        }
      } else if (cardinality <= ARRAY_MAX) {
        for (let end = at + 2 * cardinality; at < end; at += 2) {
          const low = bits[at] | (bits[at + 1] << 8);
          this.or(base + (low >>> 5), 1 << (low & 31));
        }
      } else {
        for (let w = 0; w < CONTAINER_WORDS; w++, at += 4) this.or(base + w, view.getUint32(at, true));
      }
    }
  }

  private or(word: number, mask: number): void {
    if (mask === 0) return;
    const before = this.words[word];
    if (before === 0) this.touched.push(word);
    this.words[word] = before | mask;
  }

  /** The container's numbers from `first` to `last` (its low 16 bits), both included. */
  private fill(base: number, first: number, last: number): void {
    for (let low = first; low <= last;) {
      const word = low >>> 5;
      const upTo = Math.min(last, word * 32 + 31);
      const n = upTo - low + 1;
      this.or(base + word, n === 32 ? 0xffffffff : ((1 << n) - 1) << (low & 31));
      low = upTo + 1;
    }
  }

  private reserve(words: number): void {
    if (words <= this.words.length) return;
    const grown = new Uint32Array(Math.max(words, this.words.length * 2));
    grown.set(this.words);
    this.words = grown;
  }
}

/** The distinct numbers of the union of each group's bitmaps. */
export function groupUnionSizes(groups: ReadonlyMap<string, readonly Uint8Array[]>): Map<string, number> {
  const scratch = new Scratch();
  return new Map([...groups].map(([group, list]) => [group, scratch.unionSize(list)]));
}
