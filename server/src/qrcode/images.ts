// Issue 13: drawing a code: WeChat's mini-program code when the code's app has credentials, else a
// standard QR code (package `qrcode`, PNG) of the code's URL; and the A4 print sheet of a batch (pdfkit).
import { access } from 'node:fs/promises';
import PDFDocument from 'pdfkit';
import QRCode from 'qrcode';
import { QRCODE_LIMITS } from '#contract/endpoints/qrcode.js';
import type { QrcodeOptions } from './options.js';
import { WechatClient } from './wechat.js';

/** The server's one drawing kit: its options and the WeChat client (with its token cache). */
export interface QrcodeImaging {
  options: QrcodeOptions;
  wechat: WechatClient;
}

export const createImaging = (options: QrcodeOptions, fetcher?: typeof fetch): QrcodeImaging => ({
  options,
  wechat: new WechatClient(options.wechatApiBase, fetcher),
});

/** A standard QR code of `text`, `width` px square (quiet zone included). */
export function plainPng(text: string, width: number): Promise<Buffer> {
  return QRCode.toBuffer(text, { type: 'png', width, margin: 2, errorCorrectionLevel: 'M' });
}

export interface SheetCode {
  name: string;
  place: string;
  png: Buffer;
}

/** A4 portrait, 3 × 4 codes a page, each with its name and place under it; throws `fontMissing` when the CJK font is absent. */
export async function printSheet(title: string, codes: SheetCode[], options: QrcodeOptions): Promise<Buffer> {
  try {
    await access(options.fontPath);
  } catch {
    throw new FontMissing(options.fontPath);
  }
  const doc = new PDFDocument({ size: 'A4', margin: 36, info: { Title: title, Creator: 'Indoor console' }, autoFirstPage: false });
  const done = new Promise<Buffer>((resolve, reject) => {
    const chunks: Buffer[] = [];
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  doc.registerFont('cjk', options.fontPath, options.fontName);
  const columns = 3;
  const rows = QRCODE_LIMITS.perSheet / columns;
  codes.forEach((code, i) => {
    const slot = i % QRCODE_LIMITS.perSheet;
    if (slot === 0) {
      doc.addPage();
      doc
        .font('cjk')
        .fontSize(10)
        .fillColor('#555')
        .text(title, 36, 20, { width: doc.page.width - 72, align: 'center', lineBreak: false });
    }
    const cellW = (doc.page.width - 72) / columns;
    const cellH = (doc.page.height - 72) / rows;
    const x = 36 + (slot % columns) * cellW;
    const y = 36 + Math.floor(slot / columns) * cellH;
    const size = Math.min(cellW - 24, cellH - 56);
    doc.image(code.png, x + (cellW - size) / 2, y + 8, { width: size, height: size });
    doc
      .font('cjk')
      .fontSize(11)
      .fillColor('#000')
      .text(code.name, x + 6, y + size + 12, { width: cellW - 12, align: 'center', lineBreak: false, ellipsis: true });
    doc
      .fontSize(9)
      .fillColor('#444')
      .text(code.place, x + 6, y + size + 28, { width: cellW - 12, align: 'center', lineBreak: false, ellipsis: true });
  });
  doc.end();
  return done;
}

export class FontMissing extends Error {
  constructor(readonly path: string) {
    super(`Font ${path} is missing`);
  }
}
