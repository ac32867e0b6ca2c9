// Issue 17 添加: a mini-program is authorized to a third-party platform through WeChat's pre-authorization page.
// WeChat then pushes `authorized` (and redirects the administrator back with the same code); either one
// completes it: the code is exchanged for the authorizer's tokens and the mini-program's name is read.
// Issue 31 §6: each link is recorded (its state in the redirect_uri, its pre_auth_code, WeChat's expiry of it);
// the return is throttled and refused, before any call to WeChat, unless its state names a pending link.
import { createHash, randomBytes } from 'node:crypto';
import QRCode from 'qrcode';
import type { Db } from '../../db/types.js';
import { AppError, notFound } from '../../errors/codes.js';
import type { MessageKey } from '../../errors/messages.js';
import { openPlatformById } from '../../repos/wxapp/openPlatform.js';
import { dropPendingBefore, insertPendingAuthorization, takePendingAuthorization, usePendingByPreAuthCode } from '../../repos/wxapp/replay.js';
import { upsertAuthorized, wxappByAuthCode } from '../../repos/wxapp/wxapp.js';
import type { WxAuthorizeDto } from '#contract/schemas/wxapp.js';
import { wechatCallbackApi } from '#contract/endpoints/wxapp.js';
import type { WxOpenDeps } from '../../wechat/options.js';
import { viaWechat } from './problems.js';
import { throttleReturnByAddress, throttleReturnByPlatform } from './replay.js';
import { seal } from './secrets.js';
import { withComponent } from './tokens.js';

/** WeChat's documented pre_auth_code lifetime, when its answer names none. */
const PRE_AUTH_SECONDS = 1800;

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** The page WeChat sends the administrator back to (it appends auth_code and expires_in to the link's state). */
const authorizedReturn = (base: string, openPlatformId: number, state: string) =>
  `${base}${wechatCallbackApi.authorized.path.replace(':openPlatformId', String(openPlatformId))}?state=${encodeURIComponent(state)}`;

/** 10004 unless the platform exists. */
async function openPlatformDetailOrNotFound(db: Db, openPlatformId: number): Promise<void> {
  if (!(await openPlatformById(db, openPlatformId))) throw notFound();
}

/** wxapp/authorize: a fresh pre-authorization link (and its QR code) for the platform, recorded as pending until WeChat's code expires. */
export async function authorizeLink(db: Db, deps: WxOpenDeps, base: string, openPlatformId: number): Promise<WxAuthorizeDto> {
  await openPlatformDetailOrNotFound(db, openPlatformId);
  return viaWechat(() =>
    withComponent(db, deps, openPlatformId, async (component) => {
      const code = await deps.client.preAuthCode(component.token, component.componentAppid);
      const state = randomBytes(24).toString('base64url');
      const now = Date.now();
      const expiresAt = new Date(now + (code.expiresIn > 0 ? code.expiresIn : PRE_AUTH_SECONDS) * 1000);
      await dropPendingBefore(db, new Date(now));
      await insertPendingAuthorization(db, { openPlatformId, stateHash: sha256(state), preAuthCodeHash: sha256(code.token), expiresAt });
      const url = deps.client.authorizeUrl(component.componentAppid, code.token, authorizedReturn(base, openPlatformId, state));
      return { url, qrcode: await QRCode.toDataURL(url, { margin: 2, width: 240 }), expiresAt: expiresAt.toISOString() };
    }),
  );
}

/** WeChat's authorized push named the link's pre_auth_code: the link is used. */
export const usedPreAuthCode = (db: Db, openPlatformId: number, preAuthCode: string) =>
  usePendingByPreAuthCode(db, openPlatformId, sha256(preAuthCode), new Date());

export type AuthorizedReturn = { authorizerAppid: string } | { refused: MessageKey; params: Record<string, string | number> };

/**
 * The browser's return from WeChat's authorization page: throttled (10007) per client address and per platform;
 * an unknown platform is 10004. A code already used (WeChat's push came first) answers its mini-program; otherwise
 * the state must name an unused, unexpired link of this platform (taken at once: one return per link) before the
 * code goes to WeChat. A refusal (no pending link, WeChat's refusal) is answered for the redirect, not thrown.
 */
export async function returnFromAuthorization(
  db: Db,
  deps: WxOpenDeps,
  input: { openPlatformId: number; authCode: string; state: string | undefined; address: string },
): Promise<AuthorizedReturn> {
  const now = Date.now();
  await throttleReturnByAddress(db, input.address, now);
  await openPlatformDetailOrNotFound(db, input.openPlatformId);
  await throttleReturnByPlatform(db, input.openPlatformId, now);
  const done = await wxappByAuthCode(db, sha256(input.authCode));
  if (done) return { authorizerAppid: done.authorizerAppid };
  const pending = input.state ? await takePendingAuthorization(db, input.openPlatformId, sha256(input.state), new Date(now)) : false;
  if (!pending) return { refused: 'wxapp.noPendingAuthorization', params: {} };
  try {
    return { authorizerAppid: (await completeAuthorization(db, deps, input.openPlatformId, input.authCode)).authorizerAppid };
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    return { refused: error.messageKey, params: error.params };
  }
}

/** Exchanges an authorization code for the authorizer's tokens and stores the mini-program; answers its row id. */
export async function completeAuthorization(
  db: Db,
  deps: WxOpenDeps,
  openPlatformId: number,
  authorizationCode: string,
): Promise<{ id: number; authorizerAppid: string }> {
  const authCodeHash = sha256(authorizationCode);
  const done = await wxappByAuthCode(db, authCodeHash);
  if (done) return done;
  try {
    return await exchange(db, deps, openPlatformId, authorizationCode, authCodeHash);
  } catch (error) {
    // The push and the browser's return raced: the other one used the code.
    const other = await wxappByAuthCode(db, authCodeHash);
    if (other) return other;
    throw error;
  }
}

async function exchange(db: Db, deps: WxOpenDeps, openPlatformId: number, authorizationCode: string, authCodeHash: string) {
  return viaWechat(() =>
    withComponent(db, deps, openPlatformId, async (component) => {
      const auth = await deps.client.queryAuth(component.token, component.componentAppid, authorizationCode);
      const info = await deps.client.authorizerInfo(component.token, component.componentAppid, auth.authorizerAppid);
      const id = await upsertAuthorized(db, {
        openPlatformId,
        authorizerAppid: auth.authorizerAppid,
        nickName: info.nickName,
        headImg: info.headImg,
        userName: info.userName,
        principalName: info.principalName,
        funcIds: auth.funcIds,
        authCodeHash,
        refreshTokenEncrypted: seal(deps, auth.refreshToken),
        accessTokenEncrypted: seal(deps, auth.accessToken),
        accessTokenExpiresAt: new Date(Date.now() + auth.expiresIn * 1000),
      });
      return { id, authorizerAppid: auth.authorizerAppid };
    }),
  );
}
