/**
 * The one bounded reader of every zip the server is sent (an IMDF archive, an XLSX workbook...).
 *
 * The sizes a zip's headers declare are never trusted. The central directory says where each file's data
 * lies (checked to lie inside the upload); each file is inflated in small pieces, counting the bytes it
 * actually produces against a cap per file and a budget for the whole archive, and stops the moment either
 * is passed. A file can be read whole (bounded) or streamed piece by piece to a parser that keeps only what
 * it needs. Meant to run off the request thread (offThread.ts).
 */
import { Inflate, strFromU8 } from 'fflate';
import { ARCHIVE_FILE_OVERHEAD_BYTES, MAX_ENTRY_UNZIPPED_MB, MAX_UNZIPPED_MB, MB } from '../limits.js';

/** A limit a file passed while being read: which one, and its value in the unit the limit is stated in. */
export class ReadLimit extends Error {
  constructor(
    readonly limit: 'unzipped' | 'entry' | 'rows' | 'columns' | 'depth',
    readonly value: number,
  ) {
    super(`past the ${limit} limit (${value})`);
  }
}

/** The bytes are not a zip this reader takes (broken, encrypted, or stored in a method other than store and deflate). */
export class NotZip extends Error {}

/** One file of the central directory: where its data lies and how it is stored (sizes as declared are not used). */
export interface ZipEntry {
  name: string;
  method: number;
  encrypted: boolean;
  dataStart: number;
  dataEnd: number;
}

function u16(d: Uint8Array, at: number): number {
  if (at < 0 || at + 2 > d.length) throw new NotZip();
  return d[at]! | (d[at + 1]! << 8);
}
function u32(d: Uint8Array, at: number): number {
  if (at < 0 || at + 4 > d.length) throw new NotZip();
  return (d[at]! | (d[at + 1]! << 8) | (d[at + 2]! << 16)) + d[at + 3]! * 0x1000000;
}
function u64(d: Uint8Array, at: number): number {
  return u32(d, at) + u32(d, at + 4) * 0x100000000;
}

/** The central directory's entries one by one, every offset checked to lie inside the archive. */
function* readDirectory(d: Uint8Array): Generator<ZipEntry> {
  // End of central directory: 22 bytes plus a comment of at most 65,535.
  let end = d.length - 22;
  const stop = Math.max(0, d.length - 22 - 65535);
  while (end >= stop && u32(d, end) !== 0x06054b50) end--;
  if (end < stop) throw new NotZip();
  let count = u16(d, end + 10);
  let offset = u32(d, end + 16);
  let size = u32(d, end + 12);
  if ((count === 0xffff || offset === 0xffffffff || size === 0xffffffff) && end >= 20 && u32(d, end - 20) === 0x07064b50) {
    const end64 = u64(d, end - 12);
    if (u32(d, end64) !== 0x06064b50) throw new NotZip();
    count = u64(d, end64 + 32);
    size = u64(d, end64 + 40);
    offset = u64(d, end64 + 48);
  }
  // Every entry takes at least 46 bytes of the directory, which lies inside the archive.
  if (offset + size > d.length || count * 46 > size) throw new NotZip();
  let at = offset;
  for (let i = 0; i < count; i++) {
    if (u32(d, at) !== 0x02014b50) throw new NotZip();
    const flags = u16(d, at + 8);
    const method = u16(d, at + 10);
    let compressed = u32(d, at + 20);
    const uncompressed = u32(d, at + 24);
    const nameLength = u16(d, at + 28);
    const extraLength = u16(d, at + 30);
    const commentLength = u16(d, at + 32);
    let local = u32(d, at + 42);
    const nameStart = at + 46;
    const extraEnd = nameStart + nameLength + extraLength;
    if (extraEnd + commentLength > d.length) throw new NotZip();
    const name = strFromU8(d.subarray(nameStart, nameStart + nameLength), !(flags & 0x800));
    if (compressed === 0xffffffff || uncompressed === 0xffffffff || local === 0xffffffff) {
      // Zip64 extra field: the 8-byte values of the fields set to 0xffffffff, in this order.
      for (let x = nameStart + nameLength; x + 4 <= extraEnd; x += 4 + u16(d, x + 2)) {
        if (u16(d, x) !== 1) continue;
        let v = x + 4;
        if (uncompressed === 0xffffffff) v += 8;
        if (compressed === 0xffffffff) {
          compressed = u64(d, v);
          v += 8;
        }
        if (local === 0xffffffff) local = u64(d, v);
        break;
      }
    }
    if (u32(d, local) !== 0x04034b50) throw new NotZip();
    const dataStart = local + 30 + u16(d, local + 26) + u16(d, local + 28);
    const dataEnd = dataStart + compressed;
    if (dataEnd > d.length) throw new NotZip();
    at = extraEnd + commentLength;
    yield { name, method, encrypted: (flags & 1) === 1, dataStart, dataEnd };
  }
}

/** Compressed bytes handed to the inflater at a time: deflate inflates at most ~1,032 times, so a piece is at most ~4 MB. */
const INPUT_PIECE = 4096;

/**
 * An opened zip: its files (each counting ARCHIVE_FILE_OVERHEAD_BYTES against the budget, so a million
 * empty files are refused too) and a budget of inflated bytes shared by every file read from it.
 */
export class Zip {
  readonly entries: ZipEntry[] = [];
  private left: number;

  /** Throws NotZip for bytes that are not a zip, ReadLimit('unzipped') for a directory past the budget. */
  constructor(
    private readonly data: Uint8Array,
    readonly limits = { totalMb: MAX_UNZIPPED_MB, entryMb: MAX_ENTRY_UNZIPPED_MB },
  ) {
    this.left = limits.totalMb * MB;
    try {
      for (const entry of readDirectory(data)) {
        this.spend(ARCHIVE_FILE_OVERHEAD_BYTES);
        this.entries.push(entry);
      }
    } catch (error) {
      // Anything else that goes wrong reading the directory (a name that is not UTF-8…) is not a zip either.
      throw error instanceof ReadLimit ? error : new NotZip();
    }
  }

  private spend(bytes: number): void {
    this.left -= bytes;
    if (this.left < 0) throw new ReadLimit('unzipped', this.limits.totalMb);
  }

  /** The file named `name` (any case; a leading / ignored), or undefined. */
  find(name: string): ZipEntry | undefined {
    const wanted = name.replace(/^\/+/, '').toLowerCase();
    return this.entries.find((e) => e.name.toLowerCase() === wanted);
  }

  /**
   * Inflates one file piece by piece into `onPiece`, counting each piece against the file's cap and the
   * archive's budget before it is handed on: ReadLimit the moment either is passed. `onPiece` may throw to stop.
   */
  stream(entry: ZipEntry, onPiece: (piece: Uint8Array) => void): void {
    if (entry.encrypted) throw new NotZip();
    const data = this.data.subarray(entry.dataStart, entry.dataEnd);
    let produced = 0;
    const take = (piece: Uint8Array) => {
      if (!piece.length) return;
      produced += piece.length;
      if (produced > this.limits.entryMb * MB) throw new ReadLimit('entry', this.limits.entryMb);
      this.spend(piece.length);
      onPiece(piece);
    };
    if (entry.method === 0) {
      for (let at = 0; at < data.length; at += INPUT_PIECE * 64) take(data.subarray(at, at + INPUT_PIECE * 64));
      return;
    }
    if (entry.method !== 8) throw new NotZip();
    const inflater = new Inflate((piece) => take(piece));
    for (let at = 0; at < data.length || at === 0; at += INPUT_PIECE) {
      const last = at + INPUT_PIECE >= data.length;
      try {
        inflater.push(data.subarray(at, at + INPUT_PIECE), last);
      } catch (error) {
        if (error instanceof ReadLimit || !(error instanceof Error) || !('code' in error)) throw error;
        throw new NotZip();
      }
      if (last) break;
    }
  }

  /** One file whole, bounded as `stream` is. */
  read(entry: ZipEntry): Uint8Array {
    const pieces: Uint8Array[] = [];
    let length = 0;
    this.stream(entry, (piece) => {
      pieces.push(piece);
      length += piece.length;
    });
    const out = new Uint8Array(length);
    let at = 0;
    for (const piece of pieces) {
      out.set(piece, at);
      at += piece.length;
    }
    return out;
  }
}
