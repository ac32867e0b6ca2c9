// Hand-made zip archives for the zip-bomb tests and bench (issues 10 and 31): the same bytes in both.
import { constants, deflateRawSync } from 'node:zlib';

const MB = 1024 * 1024;

/** A raw deflate stream of `mb` MB of zeros (~1 KB per MB): 1 MB compressed once, its blocks repeated (all history is zeros). */
export function zerosDeflated(mb) {
  const block = deflateRawSync(Buffer.alloc(MB), { level: 9, finishFlush: constants.Z_SYNC_FLUSH });
  return Buffer.concat([...Array(mb).fill(block), Buffer.from([0x03, 0x00])]);
}

/** Deflated on its own (a full flush: nothing after it refers back into it), not final: pieces concatenate. */
const piece = (text) => deflateRawSync(Buffer.from(text), { level: 9, finishFlush: constants.Z_FULL_FLUSH });

/**
 * A raw deflate stream of `head`, then `unit` repeated to about `mb` MB, then `tail`: about 1 MB of units is
 * compressed once and its bytes repeated, so a 2 GiB XML file takes ~2 MB.
 */
export function repeatedDeflated(head, unit, mb, tail) {
  const block = piece(unit.repeat(Math.max(1, Math.floor(MB / unit.length))));
  return Buffer.concat([piece(head), ...Array(mb).fill(block), piece(tail), Buffer.from([0x03, 0x00])]);
}

/** A zip (method 8) of already deflated files, each header declaring `declaredSize` as its unzipped size. */
export function zipOf(files) {
  const locals = [];
  const centrals = [];
  let offset = 0;
  for (const { name, deflated, declaredSize } of files) {
    const fileName = Buffer.from(name);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(8, 8);
    local.writeUInt32LE(deflated.length, 18);
    local.writeUInt32LE(declaredSize, 22);
    local.writeUInt16LE(fileName.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(8, 10);
    central.writeUInt32LE(deflated.length, 20);
    central.writeUInt32LE(declaredSize, 24);
    central.writeUInt16LE(fileName.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, fileName, deflated);
    centrals.push(central, fileName);
    offset += local.length + fileName.length + deflated.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(files.length, 8);
  end.writeUInt16LE(files.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

/** A one-file zip (method 8) whose local and central headers declare `declaredSize` as the file's unzipped size. */
export function oneFileZip(name, deflated, declaredSize) {
  return zipOf([{ name, deflated, declaredSize }]);
}

/** An XLSX workbook of the given XML parts (a minimal workbook.xml added unless given), deflated as they are. */
export function xlsxOf(parts) {
  const all = { 'xl/workbook.xml': '<workbook><sheets><sheet name="Sheet1" sheetId="1"/></sheets></workbook>', ...parts };
  return zipOf(
    Object.entries(all).map(([name, content]) =>
      typeof content === 'string'
        ? { name, deflated: deflateRawSync(Buffer.from(content)), declaredSize: Buffer.byteLength(content) }
        : { name, deflated: content, declaredSize: 0 },
    ),
  );
}
