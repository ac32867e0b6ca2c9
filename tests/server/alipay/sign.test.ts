import { generateKeyPairSync } from 'node:crypto';
import {
  alipayTimestamp,
  fingerprint,
  parseAlipayTimestamp,
  parsePrivateKey,
  parsePublicKey,
  responseNodeName,
  responseNodeText,
  rsa2Sign,
  rsa2Verify,
  signContent,
} from '../../../server/src/alipay/sign.js';

/** Issue 17: Alipay's RSA2 signatures (SHA256withRSA), built as its open-API documentation describes. */
const pair = generateKeyPairSync('rsa', { modulusLength: 2048 });
const privatePem = pair.privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
const publicPem = pair.publicKey.export({ type: 'spki', format: 'pem' }).toString();

describe('issue 17: Alipay request signing and response verification', () => {
  it('signs the parameters sorted by name, without sign and empty values, with raw (unencoded) values', () => {
    const content = signContent({
      timestamp: '2026-11-27 08:00:00',
      method: 'alipay.open.app.qrcode.create',
      app_id: '2021000000000001',
      sign: 'ignored',
      app_auth_token: '',
      biz_content: '{"url_param":"pages/index/index","query_param":"x=1&y=2"}',
    });
    expect(content).toBe(
      'app_id=2021000000000001&biz_content={"url_param":"pages/index/index","query_param":"x=1&y=2"}&method=alipay.open.app.qrcode.create&timestamp=2026-11-27 08:00:00',
    );
  });

  it('verifies a signature with the matching public key only, and not over altered text', () => {
    const signature = rsa2Sign('a=1&b=2', privatePem);
    expect(rsa2Verify('a=1&b=2', signature, publicPem)).toBe(true);
    expect(rsa2Verify('a=1&b=3', signature, publicPem)).toBe(false);
    const other = generateKeyPairSync('rsa', { modulusLength: 2048 }).publicKey;
    expect(rsa2Verify('a=1&b=2', signature, other)).toBe(false);
    expect(rsa2Verify('a=1&b=2', 'not base64 at all', publicPem)).toBe(false);
  });

  it('reads keys as PEM or as the bare base64 body Alipay’s tools print, and refuses what is no RSA key', () => {
    const bare = publicPem.replace(/-----[A-Z ]+-----|\s/g, '');
    expect(parsePublicKey(bare)).toBeDefined();
    expect(parsePrivateKey(privatePem.replace(/-----[A-Z ]+-----|\s/g, ''))).toBeDefined();
    expect(parsePrivateKey('not a key')).toBeUndefined();
    expect(parsePublicKey(privatePem.replace('PRIVATE', 'PUBLIC'))).toBeUndefined();
    const ec = generateKeyPairSync('ec', { namedCurve: 'P-256' });
    expect(parsePublicKey(ec.publicKey.export({ type: 'spki', format: 'pem' }).toString())).toBeUndefined();
    // The private key's fingerprint is its public half's: both sides of a pair show the same.
    expect(fingerprint(parsePrivateKey(privatePem)!)).toBe(fingerprint(parsePublicKey(publicPem)!));
    expect(fingerprint(parsePublicKey(publicPem)!)).toMatch(/^SHA256:[0-9a-f]{16}$/);
  });

  it('takes the exact JSON text of the <method>_response node, braces, quotes and escaped slashes included', () => {
    const node = '{"code":"10000","msg":"Success","qr_code_url":"https:\\/\\/x.test\\/a?b=\\"}\\""}';
    const body = `{"${responseNodeName('alipay.open.app.qrcode.create')}" : ${node},"sign":"abc"}`;
    expect(responseNodeName('alipay.open.app.qrcode.create')).toBe('alipay_open_app_qrcode_create_response');
    expect(responseNodeText(body, 'alipay_open_app_qrcode_create_response')).toBe(node);
    expect(responseNodeText(body, 'error_response')).toBeUndefined();
  });

  it('writes and reads Alipay’s timestamps in China time', () => {
    const at = new Date('2026-11-27T00:30:05Z');
    expect(alipayTimestamp(at)).toBe('2026-11-27 08:30:05');
    expect(parseAlipayTimestamp('2026-11-27 08:30:05')).toBe(at.getTime());
    expect(parseAlipayTimestamp('yesterday')).toBeNaN();
  });
});
