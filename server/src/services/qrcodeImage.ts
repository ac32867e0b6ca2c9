// Issue 13: the mini-code image of a code (WeChat's getwxacodeunlimit with the app's credentials, else a plain
// QR code of the code's URL) and the print sheet of a batch; WeChat's errors become console messages.
import type { SessionAdmin } from '../auth/session.js';
import type { Db } from '../db/types.js';
import { AppError, Code } from '../errors/codes.js';
import { field, invalid } from '../errors/fieldErrors.js';
import type { Language } from '../errors/messages.js';
import { MINI_CODE_WIDTH } from '#contract/endpoints/qrcode.js';
import { FontMissing, plainPng, printSheet, type QrcodeImaging } from '../qrcode/images.js';
import { decryptSecret } from '../shared/secrets.js';
import { WechatError } from '../qrcode/wechat.js';
import { batchQrcodes, wechatCredential, type QrcodeRow } from '../repos/qrcode.js';
import type { QrcodePrintQuery } from '#contract/schemas/qrcode.js';
import { QRCODE_READERS, codeUrl, qrcodeInScope } from './qrcode.js';
import { alipayCodeImage } from './aliappAlipay.js';

/** WeChat's error answers as the console's: a bad scene or page names its field (10005); the rate limit is 10007. */
export function wechatProblem(error: WechatError, row: { scene: string; page: string }, language: Language): AppError {
  const { errcode, errmsg } = error;
  if (errcode === 40129) return invalid([field(language, 'scene', 'qrcode.wechat.badScene', { scene: row.scene })]);
  if (errcode === 41030) return invalid([field(language, 'page', 'qrcode.wechat.pageUnpublished', { page: row.page })]);
  if (errcode === 45009) return new AppError(Code.TOO_MANY_REQUESTS, 'qrcode.wechat.rateLimited');
  if ([40001, 40013, 40125, 40164, 42001].includes(errcode)) return new AppError(Code.INTERNAL, 'qrcode.wechat.credential', { errcode, errmsg });
  if (errcode === -2) return new AppError(Code.INTERNAL, 'qrcode.wechat.unreachable', { errmsg });
  return new AppError(Code.INTERNAL, 'qrcode.wechat.error', { errcode, errmsg });
}

/** The PNG of a stored code at `width` px: WeChat's when the code is a WeChat code and its app has credentials. */
async function drawCode(db: Db, imaging: QrcodeImaging, row: QrcodeRow, width: number, language: Language): Promise<Buffer> {
  // Issue 17: an Alipay code of an app with an Alipay mini-program is drawn by Alipay (alipay.open.app.qrcode.create).
  const alipay = await alipayCodeImage(db, imaging, row, language);
  if (alipay) return alipay;
  const credential = row.kind === 'wechat' && row.appId !== null ? await wechatCredential(db, row.appId) : undefined;
  if (!credential) return plainPng(codeUrl(imaging.options.urlBase, row), width);
  const secretKey = imaging.options.secretKey;
  if (!secretKey) throw new AppError(Code.INTERNAL, 'qrcode.secretKeyMissing');
  let secret: string;
  try {
    secret = decryptSecret(credential.secretEncrypted, secretKey);
  } catch {
    throw new AppError(Code.INTERNAL, 'qrcode.secretUnreadable');
  }
  try {
    return await imaging.wechat.unlimitedCode({
      appid: credential.wechatAppid,
      secret,
      scene: row.scene,
      page: row.page,
      width,
      envVersion: credential.envVersion,
      checkPath: credential.envVersion === 'release',
    });
  } catch (error) {
    if (error instanceof WechatError) throw wechatProblem(error, row, language);
    throw error;
  }
}

export async function miniCode(
  db: Db,
  imaging: QrcodeImaging,
  admin: SessionAdmin,
  body: { id: number; width?: number },
  language: Language,
): Promise<{ png: Buffer; filename: string }> {
  const row = await qrcodeInScope(db, admin, body.id, QRCODE_READERS);
  const width = body.width ?? MINI_CODE_WIDTH.default;
  return { png: await drawCode(db, imaging, row, width, language), filename: `qrcode-${row.id}-${width}.png` };
}

/** The batch's codes on A4 pages (the route has checked the building); an unknown batch names `batch` (10005). */
export async function printBatch(db: Db, imaging: QrcodeImaging, query: QrcodePrintQuery, language: Language): Promise<{ pdf: Buffer; filename: string }> {
  const rows = await batchQrcodes(db, query.buildingId, query.batch);
  if (!rows.length) throw invalid([field(language, 'batch', 'qrcode.emptyBatch', { batch: query.batch })]);
  const codes = [];
  for (const row of rows) {
    const place = [row.buildingName, row.levelName].filter(Boolean).join(' · ');
    codes.push({ name: row.name, place, png: await drawCode(db, imaging, row, MINI_CODE_WIDTH.min, language) });
  }
  try {
    const pdf = await printSheet(`${rows[0]!.buildingName} · ${query.batch}`, codes, imaging.options);
    return { pdf, filename: `qrcode-batch-${query.buildingId}.pdf` };
  } catch (error) {
    if (error instanceof FontMissing) throw new AppError(Code.INTERNAL, 'qrcode.print.fontMissing', { path: error.path });
    throw error;
  }
}
