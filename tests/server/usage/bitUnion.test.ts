import { RoaringBitmap32, roaringLibraryInitialize } from 'roaring-wasm';
import { groupUnionSizes } from '../../../server/src/usage/bitUnion.js';

/**
 * Issue 32: the statistics count unions of the stored bitmaps in plain JavaScript, reading Roaring's portable format;
 * every count equals the library's own union of the same bitmaps, whatever containers the library chose.
 */

let seed = 7;
const random = () => (seed = (Math.imul(seed, 1103515245) + 12345) >>> 0) / 2 ** 32;

/** A serialized bitmap (with the runs the library finds) and its numbers. */
function made(kind: 'few' | 'dense' | 'runs' | 'wide'): { bits: Uint8Array; nums: number[] } {
  const bitmap = new RoaringBitmap32();
  try {
    const chunk = Math.floor(random() * 3) * 0x10000;
    if (kind === 'few') for (let i = 0; i < 1 + random() * 40; i++) bitmap.add(chunk + Math.floor(random() * 0x10000));
    if (kind === 'dense') for (let i = 0; i < 9000; i++) bitmap.add(chunk + Math.floor(random() * 0x10000));
    if (kind === 'runs') {
      for (let r = 0; r < 1 + random() * 5; r++) {
        const start = chunk + Math.floor(random() * 0xf000);
        bitmap.addRange(start, start + 1 + Math.floor(random() * 3000));
      }
    }
    if (kind === 'wide') for (const n of [0, 31, 32, 63, 65_535, 65_536, 2 ** 22 - 1, 2 ** 22]) bitmap.add(n);
    bitmap.runOptimize();
    return { bits: bitmap.serialize('portable'), nums: [...bitmap.toUint32Array()] };
  } finally {
    bitmap.dispose();
  }
}

beforeAll(async () => {
  await roaringLibraryInitialize();
});

describe('issue 32: distinct users of unioned bitmaps, read without the library', () => {
  it('equal the library’s union for small, dense, run and wide bitmaps, in many groups one after the other', () => {
    const kinds = ['few', 'dense', 'runs', 'wide'] as const;
    const groups = new Map<string, Uint8Array[]>();
    const expected = new Map<string, number>();
    for (let g = 0; g < 60; g++) {
      const list = Array.from({ length: 1 + Math.floor(random() * 12) }, () => made(kinds[Math.floor(random() * (g % 4 === 0 ? 4 : 3))]));
      groups.set(
        `g${g}`,
        list.map((m) => m.bits),
      );
      expected.set(`g${g}`, new Set(list.flatMap((m) => m.nums)).size);
    }
    groups.set('none', []);
    expected.set('none', 0);
    expect(groupUnionSizes(groups)).toEqual(expected);
  });

  it('refuses bytes that are not a portable Roaring bitmap', () => {
    expect(() => groupUnionSizes(new Map([['x', [new Uint8Array([1, 2, 3, 4, 5, 6, 7, 8])]]]))).toThrow(/portable/);
  });
});
