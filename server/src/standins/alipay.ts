// Issue 17 (DESIGN §10): a local stand-in for Alipay's open-API gateway, following its documented behaviour:
//   GET or POST (form-encoded) /gateway.do with app_id, method, format, charset, sign_type RSA2, timestamp, version,
//   biz_content and sign. The request's signature is checked with the registered app's public key; answers are
//   `{"<method with _>_response": {...}, "sign": "..."}` signed with the stand-in's own (Alipay's) private key.
//   Refusals: 40001 Missing Required Arguments (isv.missing-app-id / -method / -signature / -signature-type / -timestamp /
//   -version), 40002 Invalid Arguments (isv.invalid-app-id, isv.invalid-signature, isv.invalid-signature-type,
//   isv.invalid-timestamp, isv.invalid-method), unsigned like Alipay's gateway refusals; 40004 Business Failed (signed).
//   Methods: alipay.open.app.qrcode.create (qr_code_url, qr_code_url_circle_white, qr_code_url_circle_blue: a PNG
//   drawn with `qrcode` encoding alipays://platformapi/startapp?appId=<appid>&page=<url_param>&query=<query>) and
//   alipay.open.mini.baseinfo.query (app_name ...). GET /qrcode/<n>.png serves the images.
//   POST /__standin/apps (JSON {appid?}) registers an app: { appid, appPrivateKey (PKCS#8 PEM), alipayPublicKey (PEM) }.
// Used by the tests, the e2e and `npx tsx server/src/standins/alipay.ts` (PORT; prints its gateway and a demo app's keys).
import { generateKeyPairSync, randomInt, type KeyObject } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { pathToFileURL } from 'node:url';
import QRCode from 'qrcode';
import { alipayTimestamp, parseAlipayTimestamp, responseNodeName, rsa2Sign, rsa2Verify, signContent } from '../alipay/sign.js';
import { log } from '../log.js';

export interface AlipayStandInOptions {
  port?: number;
  now?: () => number;
}

export interface RegisteredAlipayApp {
  appid: string;
  appPrivateKey: string;
  alipayPublicKey: string;
}

export interface AlipayStandIn {
  /** http://127.0.0.1:<port> */
  url: string;
  /** `${url}/gateway.do` */
  gateway: string;
  /** Calls seen, by method (or path). */
  calls: Record<string, number>;
  registerApp(appid?: string): RegisteredAlipayApp;
  /** While on, a successful answer's qr_code_url is altered after it was signed (the client must refuse it). */
  tamper(on: boolean): void;
  close(): Promise<void>;
}

const METHODS = new Set(['alipay.open.app.qrcode.create', 'alipay.open.mini.baseinfo.query']);
const REQUIRED: Array<[string, string]> = [
  ['app_id', 'isv.missing-app-id'],
  ['method', 'isv.missing-method'],
  ['sign_type', 'isv.missing-signature-type'],
  ['sign', 'isv.missing-signature'],
  ['timestamp', 'isv.missing-timestamp'],
  ['version', 'isv.missing-version'],
];
const MSG: Record<string, string> = { '40001': 'Missing Required Arguments', '40002': 'Invalid Arguments', '40004': 'Business Failed' };

const rsaPair = () => generateKeyPairSync('rsa', { modulusLength: 2048 });
const pem = (key: KeyObject, type: 'pkcs8' | 'spki') => key.export({ type, format: 'pem' }).toString();

export async function startAlipayStandIn(options: AlipayStandInOptions = {}): Promise<AlipayStandIn> {
  const now = options.now ?? Date.now;
  const alipay = rsaPair();
  const apps = new Map<string, KeyObject>();
  const images: string[] = [];
  const calls: Record<string, number> = {};
  let tampering = false;
  let base = '';

  const registerApp = (wanted?: string): RegisteredAlipayApp => {
    const appid = wanted && /^\d{16}$/.test(wanted) ? wanted : `2021${String(randomInt(1e6)).padStart(6, '0')}${String(randomInt(1e6)).padStart(6, '0')}`;
    const pair = rsaPair();
    apps.set(appid, pair.publicKey);
    return { appid, appPrivateKey: pem(pair.privateKey, 'pkcs8'), alipayPublicKey: pem(alipay.publicKey, 'spki') };
  };

  const send = (res: ServerResponse, status: number, type: string, body: string | Buffer) => {
    res.writeHead(status, { 'content-type': type });
    res.end(body);
  };

  /** The answer under its node; signed unless it is a gateway refusal. */
  const answer = (res: ServerResponse, method: string | undefined, node: Record<string, unknown>, signed: boolean) => {
    const name = method && METHODS.has(method) ? responseNodeName(method) : 'error_response';
    const text = JSON.stringify(node);
    let shown = text;
    if (tampering && node.code === '10000' && typeof node.qr_code_url === 'string') shown = text.replace('/qrcode/', '/qrcode-x/');
    const sign = signed ? `,"sign":${JSON.stringify(rsa2Sign(text, alipay.privateKey))}` : '';
    send(res, 200, 'application/json;charset=utf-8', `{"${name}":${shown}${sign}}`);
  };
  const refuse = (res: ServerResponse, method: string | undefined, code: string, subCode: string, subMsg: string, signed = false) =>
    answer(res, method, { code, msg: MSG[code], sub_code: subCode, sub_msg: subMsg }, signed);

  async function qrcodeCreate(res: ServerResponse, appid: string, biz: Record<string, unknown>) {
    const urlParam = typeof biz.url_param === 'string' ? biz.url_param : '';
    const queryParam = typeof biz.query_param === 'string' ? biz.query_param : '';
    if (urlParam.length > 200 || urlParam.startsWith('/') || /[?#\s]/.test(urlParam)) {
      return refuse(res, 'alipay.open.app.qrcode.create', '40004', 'INVALID_PARAMETER', `参数有误：url_param「${urlParam}」不是小程序页面路径`, true);
    }
    const content = `alipays://platformapi/startapp?appId=${appid}&page=${encodeURIComponent(urlParam)}&query=${encodeURIComponent(queryParam)}`;
    images.push(content);
    const url = `${base}/qrcode/${images.length}.png`;
    answer(
      res,
      'alipay.open.app.qrcode.create',
      {
        code: '10000',
        msg: 'Success',
        qr_code_url: url,
        qr_code_url_circle_white: `${url}?style=circle_white`,
        qr_code_url_circle_blue: `${url}?style=circle_blue`,
      },
      true,
    );
  }

  async function gateway(req: IncomingMessage, res: ServerResponse, url: URL) {
    const params: Record<string, string> = Object.fromEntries(url.searchParams);
    if (req.method === 'POST') {
      const chunks: Buffer[] = [];
      for await (const chunk of req) chunks.push(chunk as Buffer);
      Object.assign(params, Object.fromEntries(new URLSearchParams(Buffer.concat(chunks).toString('utf8'))));
    }
    const method = params.method;
    calls[method ?? 'gateway'] = (calls[method ?? 'gateway'] ?? 0) + 1;
    const missing = REQUIRED.find(([k]) => !params[k]);
    if (missing) return refuse(res, method, '40001', missing[1], `缺少必选参数 ${missing[0]}`);
    if (!METHODS.has(method!)) return refuse(res, method, '40002', 'isv.invalid-method', '不存在的方法名');
    if (params.sign_type !== 'RSA2') return refuse(res, method, '40002', 'isv.invalid-signature-type', '无效的签名类型');
    const appKey = apps.get(params.app_id!);
    if (!appKey) return refuse(res, method, '40002', 'isv.invalid-app-id', '无效的AppID参数');
    const at = parseAlipayTimestamp(params.timestamp!);
    if (!Number.isFinite(at) || Math.abs(at - now()) > 30 * 60_000) return refuse(res, method, '40002', 'isv.invalid-timestamp', '非法的时间戳参数');
    if (!rsa2Verify(signContent(params), params.sign!, appKey)) {
      return refuse(
        res,
        method,
        '40002',
        'isv.invalid-signature',
        `验签出错，建议检查签名字符串或签名私钥与应用公钥是否匹配，网关生成的验签字符串为：${signContent(params)}`,
      );
    }
    let biz: Record<string, unknown> = {};
    try {
      biz = params.biz_content ? (JSON.parse(params.biz_content) as Record<string, unknown>) : {};
    } catch {
      return refuse(res, method, '40004', 'isv.invalid-biz-content', 'biz_content 不是合法的 JSON', true);
    }
    if (method === 'alipay.open.mini.baseinfo.query') {
      return answer(res, method, { code: '10000', msg: 'Success', app_name: `Stand-in mini-program ${params.app_id}`, app_english_name: 'Stand-in' }, true);
    }
    return qrcodeCreate(res, params.app_id!, biz);
  }

  async function image(res: ServerResponse, n: number) {
    const content = images[n - 1];
    if (!content) return send(res, 404, 'text/plain', 'not found');
    send(res, 200, 'image/png', await QRCode.toBuffer(content, { type: 'png', width: 430, margin: 2, errorCorrectionLevel: 'M' }));
  }

  async function control(req: IncomingMessage, res: ServerResponse) {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    let wanted: string | undefined;
    try {
      wanted = (JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}') as { appid?: string }).appid;
    } catch {
      wanted = undefined;
    }
    send(res, 200, 'application/json', JSON.stringify(registerApp(wanted)));
  }

  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://stand-in');
    const failed = () => send(res, 500, 'text/plain', 'stand-in error');
    if (url.pathname === '/gateway.do' && (req.method === 'GET' || req.method === 'POST')) return void gateway(req, res, url).catch(failed);
    const png = /^\/qrcode\/(\d+)\.png$/.exec(url.pathname);
    if (req.method === 'GET' && png) return void image(res, Number(png[1])).catch(failed);
    if (req.method === 'POST' && url.pathname === '/__standin/apps') return void control(req, res).catch(failed);
    send(res, 404, 'text/plain', 'not found');
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  base = `http://127.0.0.1:${port}`;
  return {
    url: base,
    gateway: `${base}/gateway.do`,
    calls,
    registerApp,
    tamper: (on) => void (tampering = on),
    close: () => new Promise<void>((resolve, reject) => server.close((e) => (e ? reject(e) : resolve()))),
  };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const standIn = await startAlipayStandIn({ port: Number(process.env.PORT ?? 0) });
  const demo = standIn.registerApp();
  log.info(`Alipay stand-in on ${standIn.url}; set ALIPAY_GATEWAY=${standIn.gateway}`);
  log.info(
    `Demo app ${demo.appid} (more: POST ${standIn.url}/__standin/apps). App private key:\n${demo.appPrivateKey}Alipay public key:\n${demo.alipayPublicKey}`,
  );
  log.info(`(timestamps are checked against ${alipayTimestamp(new Date())} China time, ±30 minutes)`);
}
