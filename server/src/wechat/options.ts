// Issue 17: where the WeChat third-party platform's calls go, and the server's own public address (WeChat
// redirects the authorizing administrator back to it and posts its callbacks there).
import { WechatOpenClient } from './openClient.js';
import type { WechatOpen } from './types.js';

export interface WxOpenOptions {
  /** WECHAT_OPEN_API_BASE (default WECHAT_API_BASE, else https://api.weixin.qq.com); tests and dev use the stand-in. */
  apiBase: string;
  /** WECHAT_MP_BASE: the authorization page's host (https://mp.weixin.qq.com; the stand-in serves its own). */
  mpBase: string;
  /** Tests may hand in their own client; default a WechatOpenClient on apiBase/mpBase. */
  client?: WechatOpen;
}

export const DEFAULT_WX_OPEN_OPTIONS: WxOpenOptions = {
  apiBase: 'https://api.weixin.qq.com',
  mpBase: 'https://mp.weixin.qq.com',
};

/** What the services need: the client, SECRET_KEY (secrets at rest) and the public address. */
export interface WxOpenDeps {
  client: WechatOpen;
  secretKey: string | undefined;
  /** PUBLIC_URL; without it the address the console's request came to. */
  publicUrl: string | undefined;
}

export function wxOpenDeps(options: WxOpenOptions, secretKey: string | undefined, publicUrl: string | undefined): WxOpenDeps {
  return { client: options.client ?? new WechatOpenClient(options.apiBase, fetch, options.mpBase), secretKey, publicUrl };
}

/** The callback URLs to type into WeChat's open-platform console for a third-party platform. */
export function callbackUrls(publicUrl: string, componentAppid: string): { authCallbackUrl: string; messageCallbackUrl: string } {
  const base = publicUrl.replace(/\/+$/, '');
  return {
    authCallbackUrl: `${base}/api/wechat/callback/component/${componentAppid}`,
    messageCallbackUrl: `${base}/api/wechat/callback/message/${componentAppid}/$APPID$`,
  };
}

/** The server's public base: PUBLIC_URL when set, else the origin the console's request came to. */
export function publicBase(deps: Pick<WxOpenDeps, 'publicUrl'>, requestOrigin: string): string {
  return (deps.publicUrl ?? requestOrigin).replace(/\/+$/, '');
}
