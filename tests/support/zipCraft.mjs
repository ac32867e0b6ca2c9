// Hand-made zip archives for the zip-bomb test and bench (issue 10): the same bytes in both.
import { constants, deflateRawSync } from 'node:zlib';

const MB = 1024 * 1024;

/** A raw deflate stream of `mb` MB of zeros (~1 KB per MB): 1 MB compressed once, its blocks repeated (all history is zeros). */
export function zerosDeflated(mb) {
  const block = deflateRawSync(Buffer.alloc(MB), { level: 9, finishFlush: constants.Z_SYNC_FLUSH });
  return Buffer.concat([...Array(mb).fill(block), Buffer.from([0x03, 0x00])]);
}

/** A one-file zip (method 8) whose local and central headers declare `declaredSize` as the file's unzipped size. */
export function oneFileZip(name, deflated, declaredSize) {
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
  central.writeUInt32LE(0, 42);
  const directoryAt = local.length + fileName.length + deflated.length;
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(1, 8);
  end.writeUInt16LE(1, 10);
  end.writeUInt32LE(central.length + fileName.length, 12);
  end.writeUInt32LE(directoryAt, 16);
  return Buffer.concat([local, fileName, deflated, central, fileName, end]);
}
