// Issue 17: WeChat's message encryption (消息加解密, as in its WXBizMsgCrypt samples), used by the third-party
// platform's callbacks. AESKey = base64(EncodingAESKey + "="), 32 bytes; AES-256-CBC with IV = AESKey[0..16];
// PKCS#7 padding to 32-byte blocks; plaintext = 16 random bytes + 4-byte big-endian length + message + appid;
// msg_signature = sha1(sort([token, timestamp, nonce, encrypt]).join('')).
import { createCipheriv, createDecipheriv, createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { buildXml, parseXmlFields } from './xml.js';
import type { WechatMessage } from './types.js';

export interface WechatCryptoKeys {
  token: string;
  /** 43 characters of base64 */
  encodingAesKey: string;
  /** The appid the plaintext ends with: for a third-party platform, the component appid. */
  appid: string;
}

export type RefusalReason = 'signature' | 'decrypt' | 'appid' | 'format';

/** A callback that is not WeChat's: bad signature, undecryptable, for another appid, or not the expected XML. */
export class WechatCallbackRefused extends Error {
  constructor(readonly reason: RefusalReason) {
    super(`WeChat callback refused: ${reason}`);
    this.name = 'WechatCallbackRefused';
  }
}

const BLOCK = 32;

export function validEncodingAesKey(s: string): boolean {
  return /^[A-Za-z0-9+/]{43}$/.test(s);
}

function aesKey(encodingAesKey: string): Buffer {
  if (!validEncodingAesKey(encodingAesKey)) throw new Error('EncodingAESKey must be 43 characters of base64');
  return Buffer.from(`${encodingAesKey}=`, 'base64');
}

const sha1 = (parts: string[]) =>
  createHash('sha1')
    .update([...parts].sort().join(''))
    .digest('hex');

/** msg_signature: sha1 of the sorted concatenation of token, timestamp, nonce and the ciphertext. */
export function msgSignature(token: string, timestamp: string, nonce: string, encrypt: string): string {
  return sha1([token, timestamp, nonce, encrypt]);
}

/** The base64 ciphertext of `message` (random: 16 fresh bytes unless given, for known-answer tests). */
export function encryptMessage(message: string, keys: WechatCryptoKeys, random: Buffer = randomBytes(16)): string {
  const key = aesKey(keys.encodingAesKey);
  const body = Buffer.from(message, 'utf8');
  const length = Buffer.alloc(4);
  length.writeUInt32BE(body.length);
  const plain = Buffer.concat([random.subarray(0, 16), length, body, Buffer.from(keys.appid, 'utf8')]);
  const pad = BLOCK - (plain.length % BLOCK);
  const cipher = createCipheriv('aes-256-cbc', key, key.subarray(0, 16)).setAutoPadding(false);
  return Buffer.concat([cipher.update(Buffer.concat([plain, Buffer.alloc(pad, pad)])), cipher.final()]).toString('base64');
}

/** The message inside `encrypt`; refuses ('decrypt') what does not decrypt, ('appid') another appid's. */
export function decryptMessage(encrypt: string, keys: WechatCryptoKeys): string {
  const key = aesKey(keys.encodingAesKey);
  let plain: Buffer;
  try {
    const data = Buffer.from(encrypt, 'base64');
    if (data.length === 0 || data.length % 16 !== 0) throw new Error('length');
    const decipher = createDecipheriv('aes-256-cbc', key, key.subarray(0, 16)).setAutoPadding(false);
    plain = Buffer.concat([decipher.update(data), decipher.final()]);
  } catch {
    throw new WechatCallbackRefused('decrypt');
  }
  const pad = plain[plain.length - 1] ?? 0;
  if (pad < 1 || pad > BLOCK || pad > plain.length) throw new WechatCallbackRefused('decrypt');
  const unpadded = plain.subarray(0, plain.length - pad);
  if (unpadded.length < 20) throw new WechatCallbackRefused('decrypt');
  const length = unpadded.readUInt32BE(16);
  if (20 + length > unpadded.length) throw new WechatCallbackRefused('decrypt');
  const appid = unpadded.subarray(20 + length).toString('utf8');
  if (appid !== keys.appid) throw new WechatCallbackRefused('appid');
  return unpadded.subarray(20, 20 + length).toString('utf8');
}

export interface SealedCallback {
  /** The query string WeChat adds to the callback URL. */
  query: { timestamp: string; nonce: string; msg_signature: string; encrypt_type: 'aes'; signature: string };
  /** The outer XML WeChat posts: ToUserName (message callbacks) or AppId (authorization events) + Encrypt. */
  body: string;
}

/** A callback as WeChat would post it: `innerXml` encrypted with `keys`, signed. */
export function sealCallback(innerXml: string, keys: WechatCryptoKeys, timestamp?: string, nonce?: string): SealedCallback {
  const ts = timestamp ?? String(Math.floor(Date.now() / 1000));
  const n = nonce ?? String(randomBytes(4).readUInt32BE(0));
  const encrypt = encryptMessage(innerXml, keys);
  const to = parseXmlFields(innerXml)?.ToUserName;
  const body = buildXml(to ? { ToUserName: to, Encrypt: encrypt } : { AppId: keys.appid, Encrypt: encrypt });
  return {
    query: { timestamp: ts, nonce: n, msg_signature: msgSignature(keys.token, ts, n, encrypt), encrypt_type: 'aes', signature: sha1([keys.token, ts, n]) },
    body,
  };
}

const sameText = (a: string, b: string) => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

/** Verifies and decrypts a posted callback: the inner XML's fields as strings, or WechatCallbackRefused. */
export function openCallback(query: Record<string, unknown>, rawBody: string, keys: WechatCryptoKeys): WechatMessage {
  const outer = parseXmlFields(rawBody);
  const encrypt = outer?.Encrypt;
  if (!encrypt) throw new WechatCallbackRefused('format');
  const text = (name: string) => (typeof query[name] === 'string' ? (query[name] as string) : '');
  const expected = msgSignature(keys.token, text('timestamp'), text('nonce'), encrypt);
  if (!sameText(text('msg_signature'), expected)) throw new WechatCallbackRefused('signature');
  const inner = parseXmlFields(decryptMessage(encrypt, keys));
  if (!inner) throw new WechatCallbackRefused('format');
  return inner;
}
