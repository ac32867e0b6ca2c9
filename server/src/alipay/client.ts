// Issue 17 (DESIGN §10): Alipay's open-API gateway (https://openapi.alipay.com/gateway.do, or the local stand-in
// server/src/standins/alipay.ts), RSA2-signed requests and verified answers. An answer whose signature does not verify
// with the Alipay public key is refused (AlipaySignatureError): nothing of it is used.
import type { KeyObject } from 'node:crypto';
import { alipayTimestamp, parsePrivateKey, parsePublicKey, responseNodeName, responseNodeText, rsa2Sign, rsa2Verify, signContent } from './sign.js';

/** Alipay's `code` / `msg` / `sub_code` / `sub_msg` of a refusal (code 40002, 40004 ...), or -2 when Alipay was unreachable. */
export class AlipayError extends Error {
  constructor(
    readonly code: string,
    readonly msg: string,
    readonly subCode = '',
    readonly subMsg = '',
  ) {
    super(`Alipay ${code} ${msg}${subCode ? ` (${subCode}: ${subMsg})` : ''}`);
    this.name = 'AlipayError';
  }
}

/** An answer whose `sign` is missing or does not verify with the Alipay public key. */
export class AlipaySignatureError extends Error {
  constructor(readonly method: string) {
    super(`Alipay's answer to ${method} does not verify with the Alipay public key`);
    this.name = 'AlipaySignatureError';
  }
}

export interface AlipayCredentials {
  appid: string;
  privateKeyPem: string;
  alipayPublicKeyPem: string;
}

export interface QrcodeCreateInput extends AlipayCredentials {
  urlParam: string;
  queryParam: string;
  describe: string;
}

export interface QrcodeCreated {
  qrCodeUrl: string;
  qrCodeUrlCircleWhite?: string;
  qrCodeUrlCircleBlue?: string;
}

export const DEFAULT_ALIPAY_GATEWAY = 'https://openapi.alipay.com/gateway.do';
type Fetch = typeof fetch;

export class AlipayClient {
  constructor(
    readonly gateway: string,
    private readonly fetcher: Fetch = fetch,
    private readonly now: () => Date = () => new Date(),
  ) {}

  private async request(url: string, init?: RequestInit): Promise<Response> {
    try {
      return await this.fetcher(url, { ...init, signal: AbortSignal.timeout(10_000) });
    } catch (error) {
      throw new AlipayError('-2', error instanceof Error ? error.message : String(error));
    }
  }

  /** One signed call; the verified node (code 10000) or an AlipayError / AlipaySignatureError. */
  async call(method: string, biz: Record<string, unknown>, credentials: AlipayCredentials): Promise<Record<string, unknown>> {
    const privateKey: KeyObject | undefined = parsePrivateKey(credentials.privateKeyPem);
    const publicKey = parsePublicKey(credentials.alipayPublicKeyPem);
    if (!privateKey || !publicKey) throw new AlipayError('-1', 'The app private key or the Alipay public key is not an RSA key');
    const params: Record<string, string> = {
      app_id: credentials.appid,
      method,
      format: 'JSON',
      charset: 'utf-8',
      sign_type: 'RSA2',
      timestamp: alipayTimestamp(this.now()),
      version: '1.0',
      biz_content: JSON.stringify(biz),
    };
    params.sign = rsa2Sign(signContent(params), privateKey);
    const res = await this.request(this.gateway, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded;charset=utf-8' },
      body: new URLSearchParams(params).toString(),
    });
    const body = await res.text();
    const node = responseNodeName(method);
    const text = responseNodeText(body, node) ?? responseNodeText(body, 'error_response');
    if (!text) throw new AlipayError('-1', `Unexpected answer (HTTP ${res.status})`);
    const answer = JSON.parse(text) as Record<string, unknown>;
    const sign = (JSON.parse(body) as { sign?: unknown }).sign;
    const code = String(answer.code ?? '');
    // Alipay leaves gateway refusals (an unknown app, a bad signature) unsigned; anything signed must verify.
    if (typeof sign === 'string' ? !rsa2Verify(text, sign, publicKey) : code === '10000') throw new AlipaySignatureError(method);
    if (code !== '10000') throw new AlipayError(code, String(answer.msg ?? ''), String(answer.sub_code ?? ''), String(answer.sub_msg ?? ''));
    return answer;
  }

  /** alipay.open.mini.baseinfo.query: the mini-program's name; used to check an app's credentials before saving them. */
  async baseinfo(credentials: AlipayCredentials): Promise<{ appName: string }> {
    const answer = await this.call('alipay.open.mini.baseinfo.query', {}, credentials);
    return { appName: String(answer.app_name ?? '') };
  }

  /** alipay.open.app.qrcode.create: the QR code of a page (url_param) with its start query (query_param). */
  async qrcodeCreate(input: QrcodeCreateInput): Promise<QrcodeCreated> {
    const answer = await this.call(
      'alipay.open.app.qrcode.create',
      { url_param: input.urlParam, query_param: input.queryParam, describe: input.describe },
      input,
    );
    if (typeof answer.qr_code_url !== 'string') throw new AlipayError('-1', 'The answer carries no qr_code_url');
    const optional = (v: unknown) => (typeof v === 'string' && v ? v : undefined);
    return {
      qrCodeUrl: answer.qr_code_url,
      qrCodeUrlCircleWhite: optional(answer.qr_code_url_circle_white),
      qrCodeUrlCircleBlue: optional(answer.qr_code_url_circle_blue),
    };
  }

  /** The image bytes at a (verified) qr_code_url. */
  async image(url: string): Promise<Buffer> {
    const res = await this.request(url);
    if (!res.ok) throw new AlipayError('-1', `The QR code image answered HTTP ${res.status}`);
    return Buffer.from(await res.arrayBuffer());
  }
}
