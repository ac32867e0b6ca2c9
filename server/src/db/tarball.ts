/**
 * The tar format of the embedded database's backups (issue 34 §6, db/backup/): ustar, in the layout PGlite's own
 * `dumpDataDir` writes and its `loadDataDir` reads (a data folder's folders and files by their paths inside it), so a
 * backup loads where a PGlite dump does and the other way round. Written and read as streams: a backup never holds
 * the database in memory (PGlite's dump builds the whole tarball in memory, about four times the data folder at its
 * peak).
 */
import { createReadStream } from 'node:fs';
import { lstat, readdir } from 'node:fs/promises';
import { join } from 'node:path';

const BLOCK = 512;

interface TarEntry {
  /** The path inside the folder, `/`-separated, without a leading `/`. */
  name: string;
  kind: 'file' | 'dir';
  size: number;
  mode: number;
  mtimeMs: number;
}

/** What is wrong with a stream read as a tar archive; the message completes "it …" (see readTar). */
export class TarFormatError extends Error {
  override name = 'TarFormatError';
}

const octal = (value: number, length: number) => `${value.toString(8).padStart(length - 1, '0')}\0`;

function header(entry: TarEntry): Buffer {
  const block = Buffer.alloc(BLOCK);
  if (Buffer.byteLength(entry.name) >= 100) throw new Error(`${entry.name}: a path too long for the backup's tar format`);
  block.write(entry.name, 0, 'utf8');
  block.write(octal(entry.mode & 0o7777, 8), 100, 'latin1');
  block.write(octal(0, 8), 108, 'latin1');
  block.write(octal(0, 8), 116, 'latin1');
  block.write(octal(entry.kind === 'file' ? entry.size : 0, 12), 124, 'latin1');
  block.write(octal(Math.floor(entry.mtimeMs / 1000), 12), 136, 'latin1');
  block.write(entry.kind === 'file' ? '0' : '5', 156, 'latin1');
  block.write('ustar\u000000', 257, 'latin1');
  block.fill(0x20, 148, 156);
  let sum = 0;
  for (const byte of block) sum += byte;
  block.write(`${octal(sum, 7)} `, 148, 'latin1');
  return block;
}

/**
 * The folder's entries, each folder before what it holds, in name order; anything but files and folders refused.
 * Also the walk of a backup's copy of the folder (db/backup/make.ts).
 */
export async function* walkFolder(root: string, prefix = ''): AsyncGenerator<TarEntry & { path: string }> {
  for (const name of (await readdir(join(root, prefix))).sort()) {
    const entryName = prefix ? `${prefix}/${name}` : name;
    const path = join(root, entryName);
    const stats = await lstat(path);
    const common = { name: entryName, path, mode: stats.mode, mtimeMs: stats.mtimeMs };
    if (stats.isDirectory()) {
      yield { ...common, kind: 'dir', size: 0 };
      yield* walkFolder(root, entryName);
    } else if (stats.isFile()) {
      yield { ...common, kind: 'file', size: stats.size };
    } else {
      throw new Error(`${path} is neither a file nor a folder: it cannot go into a backup`);
    }
  }
}

/** The folder `root` (which nothing may change meanwhile) as a tar stream. */
export async function* tarFolder(root: string): AsyncGenerator<Buffer> {
  for await (const entry of walkFolder(root)) {
    yield header(entry);
    if (entry.kind !== 'file') continue;
    let read = 0;
    for await (const chunk of createReadStream(entry.path)) {
      read += (chunk as Buffer).length;
      yield chunk as Buffer;
    }
    if (read !== entry.size) throw new Error(`${entry.path} changed while it was being read`);
    if (read % BLOCK) yield Buffer.alloc(BLOCK - (read % BLOCK));
  }
  yield Buffer.alloc(2 * BLOCK);
}

const text = (bytes: Buffer) => bytes.toString('latin1').replace(/\0[\s\S]*$/, '');

function tarNumber(bytes: Buffer): number | null {
  const digits = text(bytes).trim();
  return /^[0-7]+$/.test(digits) ? Number.parseInt(digits, 8) : digits === '' ? 0 : null;
}

function parseHeader(block: Buffer, offset: number): TarEntry {
  const size = tarNumber(block.subarray(124, 136));
  const stored = tarNumber(block.subarray(148, 156));
  let sum = 0;
  for (let i = 0; i < BLOCK; i++) sum += i >= 148 && i < 156 ? 0x20 : block[i]!;
  if (size === null || stored !== sum) throw new TarFormatError(offset === 0 ? 'is not a tar archive' : `is damaged (a bad tar header at byte ${offset})`);
  const prefix = text(block.subarray(257, 262)) === 'ustar' ? text(block.subarray(345, 500)) : '';
  const raw = `${prefix}/${text(block.subarray(0, 100))}`;
  // PGlite's dumps name their entries "/PG_VERSION", "/base/1/…"; others "./x" or "x/".
  const parts = raw.split('/').filter((part) => part !== '' && part !== '.');
  if (parts.length === 0 || parts.includes('..')) throw new TarFormatError(`names a path outside its folder (${JSON.stringify(raw)})`);
  const type = String.fromCharCode(block[156]!);
  const kind = type === '0' || type === '\0' ? 'file' : type === '5' ? 'dir' : null;
  if (!kind) throw new TarFormatError(`holds ${parts.join('/')}, neither a file nor a folder (tar type ${JSON.stringify(type)})`);
  const mtime = tarNumber(block.subarray(136, 148)) ?? 0;
  return { name: parts.join('/'), kind, size: kind === 'file' ? size : 0, mode: tarNumber(block.subarray(100, 108)) ?? 0o600, mtimeMs: mtime * 1000 };
}

export interface TarVisitor {
  /** An entry's header, before its data. */
  entry(entry: TarEntry): void | Promise<void>;
  /** A piece of the last entry's data, in order. */
  data?(chunk: Buffer): void | Promise<void>;
  /** After the last entry's data. */
  done?(entry: TarEntry): void | Promise<void>;
}

/**
 * Reads a tar stream, calling `visitor` for each entry and its data in order (waiting for each call: the stream is
 * read no faster than the visitor goes). A stream that is not a tar archive, or is cut short, throws a
 * TarFormatError; what comes after the archive's end is ignored.
 */
export async function readTar(source: AsyncIterable<Buffer | Uint8Array | string>, visitor: TarVisitor): Promise<void> {
  let pending = Buffer.alloc(0);
  let current: TarEntry | null = null;
  let remaining = 0;
  let padding = 0;
  let offset = 0;
  let entries = 0;
  let ended = false;
  for await (const piece of source) {
    let chunk = typeof piece === 'string' ? Buffer.from(piece) : Buffer.from(piece.buffer, piece.byteOffset, piece.byteLength);
    while (chunk.length && !ended) {
      if (remaining > 0) {
        const data = chunk.subarray(0, Math.min(remaining, chunk.length));
        await visitor.data?.(data);
        remaining -= data.length;
        offset += data.length;
        chunk = chunk.subarray(data.length);
        if (remaining === 0) await visitor.done?.(current!);
        continue;
      }
      if (padding > 0) {
        const skipped = Math.min(padding, chunk.length);
        padding -= skipped;
        offset += skipped;
        chunk = chunk.subarray(skipped);
        continue;
      }
      const taken = chunk.subarray(0, BLOCK - pending.length);
      pending = pending.length ? Buffer.concat([pending, taken]) : Buffer.from(taken);
      chunk = chunk.subarray(taken.length);
      if (pending.length < BLOCK) continue;
      const block = pending;
      pending = Buffer.alloc(0);
      if (block.every((byte) => byte === 0)) {
        ended = true;
        break;
      }
      current = parseHeader(block, offset);
      offset += BLOCK;
      entries += 1;
      remaining = current.size;
      padding = (BLOCK - (current.size % BLOCK)) % BLOCK;
      await visitor.entry(current);
      if (remaining === 0) await visitor.done?.(current);
    }
  }
  if (ended) return;
  if (entries === 0) throw new TarFormatError(offset === 0 && pending.length === 0 ? 'is empty' : 'is not a tar archive');
  if (remaining > 0 || pending.length > 0) throw new TarFormatError('is truncated (its last file is cut short)');
}
