// Issue 17: WeChat's message encryption (消息加解密) for the third-party platform's callbacks.
import {
  decryptMessage,
  encryptMessage,
  msgSignature,
  openCallback,
  sealCallback,
  validEncodingAesKey,
  WechatCallbackRefused,
  type WechatCryptoKeys,
} from '../../../server/src/wechat/crypto.js';
import { buildXml, parseXmlFields } from '../../../server/src/wechat/xml.js';

// The values of WeChat's published sample (token, EncodingAESKey, appid); the expected ciphertext and signatures
// were computed apart with `openssl enc -aes-256-cbc -nopad` and sha1 over the sorted strings.
const KEYS: WechatCryptoKeys = { token: 'pamtest', encodingAesKey: 'abcdefghijklmnopqrstuvwxyz0123456789ABCDEFG', appid: 'wxb11529c136998cb6' };
const MESSAGE = '<xml><Content><![CDATA[你好 hello]]></Content></xml>';
const CIPHERTEXT = 'Q3stYC6hdFzMh9T8HCvyDJurXWZwqfFvUvCwl1qa/K6WyVk/GbbuXSTogL59WLp4OR76Rfd0mKEoBbEx7BexYxItWaoJzF10bh5U/EJEG5N9+F0R+AKADKdDP/26zkMT';

const refusal = (fn: () => unknown) => {
  try {
    fn();
  } catch (error) {
    if (error instanceof WechatCallbackRefused) return error.reason;
    throw error;
  }
  return 'accepted';
};

describe('issue 17: WeChat message crypto', () => {
  it('issue 17: encrypts and signs the known answer', () => {
    expect(encryptMessage(MESSAGE, KEYS, Buffer.from('0123456789abcdef'))).toBe(CIPHERTEXT);
    expect(msgSignature(KEYS.token, '1409304348', 'xxxxxx', CIPHERTEXT)).toBe('20e84e3f7da16f53644a175f03f4e8315cfab8fc');
    expect(decryptMessage(CIPHERTEXT, KEYS)).toBe(MESSAGE);
  });

  it('issue 17: round-trips a callback and gives the inner fields as text', () => {
    const inner = buildXml({ AppId: KEYS.appid, CreateTime: 1413192605, InfoType: 'component_verify_ticket', ComponentVerifyTicket: 'ticket@@@a]]>b' });
    const sealed = sealCallback(inner, KEYS, '1409304348', 'xxxxxx');
    expect(sealed.query.signature).toBe('76480565cbe296026c53aaacd1ad523a1ddba24f');
    expect(sealed.query.encrypt_type).toBe('aes');
    expect(parseXmlFields(sealed.body)).toEqual({ AppId: KEYS.appid, Encrypt: expect.any(String) as string });
    expect(openCallback(sealed.query, sealed.body, KEYS)).toEqual({
      AppId: KEYS.appid,
      CreateTime: '1413192605',
      InfoType: 'component_verify_ticket',
      ComponentVerifyTicket: 'ticket@@@a]]>b',
    });
    const message = sealCallback(buildXml({ ToUserName: 'gh_abc', Event: 'weapp_audit_success' }), KEYS);
    expect(parseXmlFields(message.body)?.ToUserName).toBe('gh_abc');
    expect(openCallback(message.query, message.body, KEYS).Event).toBe('weapp_audit_success');
  });

  it('issue 17: refuses a wrong signature, tampered ciphertext, another appid and bad XML', () => {
    const sealed = sealCallback(buildXml({ InfoType: 'authorized' }), KEYS);
    expect(refusal(() => openCallback({ ...sealed.query, msg_signature: '0'.repeat(40) }, sealed.body, KEYS))).toBe('signature');
    expect(refusal(() => openCallback({ ...sealed.query, timestamp: '1' }, sealed.body, KEYS))).toBe('signature');
    expect(refusal(() => openCallback(sealed.query, sealed.body, { ...KEYS, token: 'other' }))).toBe('signature');
    // A changed ciphertext, signed again (as if the token leaked): AES-CBC garbles it, so it no longer decrypts.
    const encrypt = parseXmlFields(sealed.body)!.Encrypt!;
    const bytes = Buffer.from(encrypt, 'base64');
    bytes[bytes.length - 1]! ^= 0x55;
    const tampered = bytes.toString('base64');
    const body = buildXml({ AppId: KEYS.appid, Encrypt: tampered });
    const query = { ...sealed.query, msg_signature: msgSignature(KEYS.token, sealed.query.timestamp, sealed.query.nonce, tampered) };
    expect(['decrypt', 'appid']).toContain(refusal(() => openCallback(query, body, KEYS)));
    expect(refusal(() => decryptMessage('not base64 of blocks', KEYS))).toBe('decrypt');
    expect(refusal(() => openCallback(sealed.query, sealed.body, { ...KEYS, appid: 'wxother' }))).toBe('appid');
    expect(refusal(() => openCallback(sealed.query, '<xml><AppId>x</AppId></xml>', KEYS))).toBe('format');
    expect(refusal(() => openCallback(sealed.query, 'not xml <', KEYS))).toBe('format');
    const notXml = encryptMessage('plain text', KEYS);
    const q2 = { ...sealed.query, msg_signature: msgSignature(KEYS.token, sealed.query.timestamp, sealed.query.nonce, notXml) };
    expect(refusal(() => openCallback(q2, buildXml({ Encrypt: notXml }), KEYS))).toBe('format');
  });

  it('issue 17: EncodingAESKey is 43 characters of base64', () => {
    expect(validEncodingAesKey(KEYS.encodingAesKey)).toBe(true);
    expect(validEncodingAesKey(KEYS.encodingAesKey.slice(1))).toBe(false);
    expect(validEncodingAesKey(`${KEYS.encodingAesKey.slice(1)}-`)).toBe(false);
  });
});
