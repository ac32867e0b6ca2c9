// Issue 13 (DESIGN §10): a local stand-in for WeChat's server API, enough for mini-program codes:
//   GET  /cgi-bin/token?grant_type=client_credential&appid=&secret=  -> { access_token, expires_in } (a new
//        token replaces the app's previous one, as WeChat's does), errcode 40002 / 40013 / 40125 otherwise;
//   POST /wxa/getwxacodeunlimit?access_token=  { scene, page, width, check_path, env_version } -> a PNG that
//        encodes `wxacode:<appid>:<page>?scene=<scene>`, or WeChat's error JSON: 40001 unknown token, 42001
//        expired, 40129 bad scene (over 32 characters or outside !#$&'()*+,/:;=?@-._~ and alphanumerics),
//        41030 page not published (or with a leading “/” or a query), 40097 width outside 280–1280,
//        45009 over the per-token rate limit.
// Used by the tests and by `npx tsx server/src/standins/wechat.ts` (prints its URL; PORT, APPID, SECRET).
import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { pathToFileURL } from 'node:url';
import QRCode from 'qrcode';
import { MINI_CODE_WIDTH, SCENE_CHARACTERS, SCENE_MAX } from '#contract/endpoints/qrcode.js';
import { log } from '../log.js';

export interface WechatStandInOptions {
  /** appid -> secret */
  apps: Record<string, string>;
  /** Pages of the published mini-program (check_path true). */
  publishedPages?: string[];
  /** Token lifetime, seconds (WeChat: 7200). */
  tokenSeconds?: number;
  /** Codes one token may draw per `rateWindowMs` before 45009. */
  rateLimit?: number;
  rateWindowMs?: number;
  port?: number;
  now?: () => number;
}

export interface WechatStandIn {
  url: string;
  /** Calls seen, by path (tests count token fetches). */
  calls: Record<string, number>;
  /** Expires every token now (the next code call answers 42001). */
  expireTokens(): void;
  close(): Promise<void>;
}

interface Token {
  appid: string;
  expiresAt: number;
  used: number[];
}

const json = (res: ServerResponse, body: object) => {
  res.writeHead(200, { 'content-type': 'application/json; charset=utf-8' });
  res.end(JSON.stringify(body));
};
const error = (res: ServerResponse, errcode: number, errmsg: string) => json(res, { errcode, errmsg: `${errmsg} rid: ${randomBytes(4).toString('hex')}` });

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

export async function startWechatStandIn(options: WechatStandInOptions): Promise<WechatStandIn> {
  const now = options.now ?? Date.now;
  const published = new Set(options.publishedPages ?? ['pages/index/index', 'pages/map/index', 'pages/poi/detail']);
  const tokenSeconds = options.tokenSeconds ?? 7200;
  const rateLimit = options.rateLimit ?? 100;
  const rateWindowMs = options.rateWindowMs ?? 60_000;
  const tokens = new Map<string, Token>();
  const calls: Record<string, number> = {};

  const token = (url: URL, res: ServerResponse) => {
    const q = url.searchParams;
    if (q.get('grant_type') !== 'client_credential') return error(res, 40002, 'invalid grant_type');
    const appid = q.get('appid') ?? '';
    if (!(appid in options.apps)) return error(res, 40013, 'invalid appid');
    if (options.apps[appid] !== q.get('secret')) return error(res, 40125, 'invalid appsecret');
    for (const [key, t] of tokens) if (t.appid === appid) tokens.delete(key);
    const access = randomBytes(24).toString('base64url');
    tokens.set(access, { appid, expiresAt: now() + tokenSeconds * 1000, used: [] });
    json(res, { access_token: access, expires_in: tokenSeconds });
  };

  const code = async (url: URL, req: IncomingMessage, res: ServerResponse) => {
    const t = tokens.get(url.searchParams.get('access_token') ?? '');
    if (!t) return error(res, 40001, 'invalid credential, access_token is invalid or not latest');
    if (t.expiresAt <= now()) return error(res, 42001, 'access_token expired');
    t.used = t.used.filter((at) => at > now() - rateWindowMs);
    if (t.used.length >= rateLimit) return error(res, 45009, 'reach max api daily quota limit');
    t.used.push(now());
    let body: { scene?: unknown; page?: unknown; width?: unknown; check_path?: unknown; env_version?: unknown };
    try {
      body = JSON.parse(await readBody(req)) as typeof body;
    } catch {
      return error(res, 47001, 'data format error');
    }
    const scene = typeof body.scene === 'string' ? body.scene : '';
    if (!scene || scene.length > SCENE_MAX || !SCENE_CHARACTERS.test(scene)) return error(res, 40129, 'invalid scene');
    const page = typeof body.page === 'string' && body.page ? body.page : 'pages/index/index';
    if (page.startsWith('/') || page.includes('?') || (body.check_path !== false && !published.has(page))) return error(res, 41030, 'invalid page');
    const width = body.width === undefined ? MINI_CODE_WIDTH.default : Number(body.width);
    if (!Number.isInteger(width) || width < MINI_CODE_WIDTH.min || width > MINI_CODE_WIDTH.max) return error(res, 40097, 'invalid args');
    const png = await QRCode.toBuffer(`wxacode:${t.appid}:${page}?scene=${scene}`, { type: 'png', width, margin: 2 });
    res.writeHead(200, { 'content-type': 'image/png', 'content-length': png.length });
    res.end(png);
  };

  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://stand-in');
    calls[url.pathname] = (calls[url.pathname] ?? 0) + 1;
    if (req.method === 'GET' && url.pathname === '/cgi-bin/token') return token(url, res);
    if (req.method === 'POST' && url.pathname === '/wxa/getwxacodeunlimit') return void code(url, req, res).catch(() => error(res, -1, 'system error'));
    res.writeHead(404, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ errcode: 404, errmsg: 'not found' }));
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    calls,
    expireTokens: () => tokens.forEach((t) => (t.expiresAt = now())),
    close: () => new Promise<void>((resolve, reject) => server.close((e) => (e ? reject(e) : resolve()))),
  };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const appid = process.env.APPID ?? 'wxstandin0000001';
  const standIn = await startWechatStandIn({ apps: { [appid]: process.env.SECRET ?? 'stand-in-secret' }, port: Number(process.env.PORT ?? 0) });
  log.info(`WeChat stand-in on ${standIn.url} (appid ${appid}); set WECHAT_API_BASE=${standIn.url}`);
}
