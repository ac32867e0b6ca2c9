// Issue 17: the Alipay side of 支付宝小程序: the client on the configured gateway, the stored keys decrypted, and
// Alipay's refusals turned into console messages (10005 naming the field a person can fix, else 10000 with Alipay's words).
import { AlipayClient, AlipayError, AlipaySignatureError, DEFAULT_ALIPAY_GATEWAY, type AlipayCredentials } from '../alipay/client.js';
import type { Db } from '../db/types.js';
import { AppError, Code } from '../errors/codes.js';
import { field, invalid } from '../errors/fieldErrors.js';
import type { Language } from '../errors/messages.js';
import type { QrcodeImaging } from '../qrcode/images.js';
import { decryptSecret } from '../shared/secrets.js';
import { aliappOfApp, type AliappKeys } from '../repos/aliapp.js';

export const alipayClient = (imaging: QrcodeImaging) => new AlipayClient(imaging.options.alipayGateway ?? DEFAULT_ALIPAY_GATEWAY);

/** Where a refusal is reported: on saving, under the credential fields; on drawing, under the page field. */
export interface ProblemPlace {
  appid: string;
  saving: boolean;
  pageField: string;
}

export function alipayProblem(error: unknown, language: Language, place: ProblemPlace): unknown {
  if (error instanceof AlipaySignatureError) {
    return place.saving ? invalid([field(language, 'alipayPublicKey', 'aliapp.answerUnverified')]) : new AppError(Code.INTERNAL, 'aliapp.answerUnverified');
  }
  if (!(error instanceof AlipayError)) return error;
  const { code, msg, subCode, subMsg } = error;
  const params = { appid: place.appid, code, msg, subCode, subMsg };
  if (code === '-2') return new AppError(Code.INTERNAL, 'aliapp.unreachable', { msg });
  if (subCode === 'isv.invalid-app-id') {
    return place.saving ? invalid([field(language, 'appid', 'aliapp.unknownAppid', params)]) : new AppError(Code.INTERNAL, 'aliapp.unknownAppid', params);
  }
  if (subCode === 'isv.invalid-signature') {
    return place.saving ? invalid([field(language, 'privateKey', 'aliapp.badSignature', params)]) : new AppError(Code.INTERNAL, 'aliapp.badSignature', params);
  }
  if (code === '40004' && !place.saving) return invalid([field(language, place.pageField, 'aliapp.refused', params)]);
  return new AppError(Code.INTERNAL, 'aliapp.refused', params);
}

/** The stored keys in plain text; without SECRET_KEY or with another one: a clear 10000. */
export function storedCredentials(keys: AliappKeys, secretKey: string | undefined): AlipayCredentials {
  if (!secretKey) throw new AppError(Code.INTERNAL, 'aliapp.secretKeyMissing');
  try {
    return {
      appid: keys.appid,
      privateKeyPem: decryptSecret(keys.privateKeyEncrypted, secretKey),
      alipayPublicKeyPem: decryptSecret(keys.alipayPublicKeyEncrypted, secretKey),
    };
  } catch {
    throw new AppError(Code.INTERNAL, 'aliapp.secretUnreadable');
  }
}

/** A QR code drawn by Alipay (alipay.open.app.qrcode.create) and its image bytes. */
export async function alipayQrcode(
  imaging: QrcodeImaging,
  credentials: AlipayCredentials,
  input: { urlParam: string; queryParam: string; describe: string },
  language: Language,
  pageField: string,
) {
  const client = alipayClient(imaging);
  try {
    const created = await client.qrcodeCreate({ ...credentials, ...input });
    return { ...created, png: await client.image(created.qrCodeUrl) };
  } catch (error) {
    throw alipayProblem(error, language, { appid: credentials.appid, saving: false, pageField });
  }
}

/**
 * The QR-code provider of Alipay codes (issue 13's kind 'alipay'): when the code's location app has an Alipay
 * mini-program, Alipay draws it (url_param = the code's page, query_param = the scene); otherwise undefined.
 */
export async function alipayCodeImage(
  db: Db,
  imaging: QrcodeImaging,
  row: { kind: string; appId: number | null; page: string; scene: string; name: string },
  language: Language,
): Promise<Buffer | undefined> {
  if (row.kind !== 'alipay' || row.appId === null) return undefined;
  const keys = await aliappOfApp(db, row.appId);
  if (!keys) return undefined;
  const credentials = storedCredentials(keys, imaging.options.secretKey);
  const input = { urlParam: row.page, queryParam: row.scene, describe: row.name.slice(0, 100) };
  return (await alipayQrcode(imaging, credentials, input, language, 'page')).png;
}
