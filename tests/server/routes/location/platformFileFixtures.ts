import { PNG } from 'pngjs';
import type { PlatformFileDto } from '#contract/schemas/platformFile.js';
import type { App } from '../../../../server/src/types.js';
import { CONSOLE_HEADERS, multipartBody, type Envelope, type FormPart } from '../../helpers.js';
import { platformFileApi } from '#contract/endpoints/platformFile.js';

/** A real PNG of `size`×`size` pixels in one colour (the colour makes distinct files). */
export function png(size = 4, rgb: [number, number, number] = [228, 87, 46]): Buffer {
  const image = new PNG({ width: size, height: size });
  for (let i = 0; i < size * size; i++) image.data.set([...rgb, 255], i * 4);
  return PNG.sync.write(image);
}

/** A PNG of random pixels, so it does not compress: about 4 × size² bytes. */
export function noisyPng(size: number): Buffer {
  const image = new PNG({ width: size, height: size });
  for (let i = 0; i < image.data.length; i++) image.data[i] = (i * 7919 + ((i * 104729) >> 3)) & 0xff;
  for (let i = 3; i < image.data.length; i += 4) image.data[i] = 255;
  return PNG.sync.write(image, { deflateLevel: 0 });
}

/** The first bytes of a JPEG (SOI, APP0 JFIF) — the server reads signatures, not pixels. */
export const JPEG = Buffer.concat([
  Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10]),
  Buffer.from('JFIF\0\x01\x01\0\0\x01\0\x01\0\0', 'latin1'),
  Buffer.from([0xff, 0xd9]),
]);
export const WEBP = Buffer.concat([
  Buffer.from('RIFF'),
  Buffer.from([0x1a, 0, 0, 0]),
  Buffer.from('WEBPVP8L'),
  Buffer.from([0x0d, 0, 0, 0, 0x2f, 0, 0, 0, 0x10, 0x07, 0x10, 0x11, 0x11, 0x88, 0x88, 0xfe, 0x07, 0]),
]);
export const SVG = '<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"><circle cx="12" cy="12" r="10" fill="#e4572e"/></svg>\n';
export const HTML = '<!doctype html><html><body><script>alert(document.cookie)</script></body></html>';
export const ZIP = Buffer.concat([Buffer.from('PK\u0003\u0004', 'latin1'), Buffer.alloc(60)]);

export interface UploadOptions {
  purpose?: string;
  buildingId?: number;
  cookie?: string;
  filename?: string;
  contentType?: string;
  /** Other parts instead of the one `file` part. */
  parts?: FormPart[];
}

/** POSTs one file to platform-file/add as the console does (multipart, part `file`, purpose and building in the query). */
export async function upload(app: App, data: Buffer | string, options: UploadOptions = {}) {
  const query = new URLSearchParams({ purpose: options.purpose ?? 'poi-type-icon' });
  if (options.buildingId !== undefined) query.set('buildingId', String(options.buildingId));
  const parts = options.parts ?? [{ name: 'file', filename: options.filename ?? 'icon.png', contentType: options.contentType ?? 'image/png', data }];
  const { payload, contentType } = multipartBody(parts);
  const res = await app.inject({
    method: 'POST',
    url: `${platformFileApi.add.path}?${query}`,
    payload,
    headers: { ...CONSOLE_HEADERS, 'content-type': contentType, ...(options.cookie ? { cookie: options.cookie } : {}) },
  });
  return { status: res.statusCode, body: res.json<Envelope<PlatformFileDto>>() };
}
