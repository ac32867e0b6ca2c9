import jsqrModule from 'jsqr';
import { PNG } from 'pngjs';

// jsqr is CommonJS with an ES-style default export: NodeNext's types see the module, the runtime may see either.
const jsQR = ((jsqrModule as unknown as { default?: unknown }).default ?? jsqrModule) as (
  data: Uint8ClampedArray,
  width: number,
  height: number,
) => { data: string } | null;

/** Issue 13: the text of the QR code in a PNG (jsqr over pngjs's bitmap), and the PNG's width. */
export function decodeQr(png: Buffer): { text: string; width: number } {
  const bitmap = PNG.sync.read(png);
  const found = jsQR(new Uint8ClampedArray(bitmap.data), bitmap.width, bitmap.height);
  if (!found) throw new Error('no QR code found in the PNG');
  return { text: found.data, width: bitmap.width };
}
