// Issue 13 (DESIGN §10): WeChat's mini-program code API, reached through a configurable base URL
// (https://api.weixin.qq.com, or the local stand-in server/src/standins/wechat.ts). The access token
// (cgi-bin/token) is cached per WeChat appid until shortly before it expires, and fetched again when
// WeChat calls it invalid (40001) or expired (42001).

/** An answer of WeChat's `{ errcode, errmsg }` instead of an image or a token (or -2: WeChat unreachable). */
export class WechatError extends Error {
  constructor(
    readonly errcode: number,
    readonly errmsg: string,
  ) {
    super(`WeChat errcode ${errcode}: ${errmsg}`);
    this.name = 'WechatError';
  }
}

export interface MiniCodeRequest {
  appid: string;
  secret: string;
  scene: string;
  page: string;
  width: number;
  envVersion: 'release' | 'trial' | 'develop';
  checkPath: boolean;
}

type Fetch = typeof fetch;
const STALE_TOKEN = new Set([40001, 42001]);

export class WechatClient {
  private readonly tokens = new Map<string, { token: string; expiresAt: number }>();

  constructor(
    readonly apiBase: string,
    private readonly fetcher: Fetch = fetch,
    private readonly now: () => number = Date.now,
  ) {}

  private async request(url: string, init?: RequestInit): Promise<Response> {
    try {
      return await this.fetcher(url, { ...init, signal: AbortSignal.timeout(10_000) });
    } catch (error) {
      throw new WechatError(-2, error instanceof Error ? error.message : String(error));
    }
  }

  /** A cached token, or a new one: kept until 5 minutes (at most a tenth of its life) before `expires_in`. */
  async token(appid: string, secret: string, fresh = false): Promise<string> {
    const cached = this.tokens.get(appid);
    if (!fresh && cached && cached.expiresAt > this.now()) return cached.token;
    const url = new URL('cgi-bin/token', `${this.apiBase.replace(/\/+$/, '')}/`);
    url.search = new URLSearchParams({ grant_type: 'client_credential', appid, secret }).toString();
    const res = await this.request(url.toString());
    const body = (await res.json().catch(() => ({}))) as { access_token?: string; expires_in?: number; errcode?: number; errmsg?: string };
    if (!body.access_token) throw new WechatError(body.errcode ?? -1, body.errmsg ?? `HTTP ${res.status}`);
    const life = Math.max(1, body.expires_in ?? 7200);
    const margin = Math.min(300, life / 10);
    this.tokens.set(appid, { token: body.access_token, expiresAt: this.now() + (life - margin) * 1000 });
    return body.access_token;
  }

  /** The PNG/JPEG bytes of a mini-program code (wxa/getwxacodeunlimit); WeChat's error JSON becomes a WechatError. */
  async unlimitedCode(call: MiniCodeRequest): Promise<Buffer> {
    let token = await this.token(call.appid, call.secret);
    for (let attempt = 0; ; attempt++) {
      try {
        return await this.codeWith(token, call);
      } catch (error) {
        if (attempt > 0 || !(error instanceof WechatError) || !STALE_TOKEN.has(error.errcode)) throw error;
        this.tokens.delete(call.appid);
        token = await this.token(call.appid, call.secret, true);
      }
    }
  }

  private async codeWith(token: string, call: MiniCodeRequest): Promise<Buffer> {
    const url = new URL('wxa/getwxacodeunlimit', `${this.apiBase.replace(/\/+$/, '')}/`);
    url.search = new URLSearchParams({ access_token: token }).toString();
    const res = await this.request(url.toString(), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ scene: call.scene, page: call.page, width: call.width, check_path: call.checkPath, env_version: call.envVersion }),
    });
    const bytes = Buffer.from(await res.arrayBuffer());
    // WeChat answers errors as JSON (with HTTP 200), an image otherwise.
    if ((res.headers.get('content-type') ?? '').includes('json') || bytes.subarray(0, 1).toString() === '{') {
      const body = JSON.parse(bytes.toString('utf8') || '{}') as { errcode?: number; errmsg?: string };
      throw new WechatError(body.errcode ?? -1, body.errmsg ?? 'unknown error');
    }
    if (!res.ok) throw new WechatError(-1, `HTTP ${res.status}`);
    return bytes;
  }
}
