// Issue 17 添加: a mini-program is authorized to a third-party platform through WeChat's pre-authorization page.
// WeChat then pushes `authorized` (and redirects the administrator back with the same code); either one
// completes it: the code is exchanged for the authorizer's tokens and the mini-program's name is read.
import { createHash } from 'node:crypto';
import QRCode from 'qrcode';
import type { Db } from '../../db/types.js';
import { notFound } from '../../errors/codes.js';
import { openPlatformById } from '../../repos/wxapp/openPlatform.js';
import { upsertAuthorized, wxappByAuthCode } from '../../repos/wxapp/wxapp.js';
import type { WxAuthorizeDto } from '../../schemas/wxapp.js';
import { wechatCallbackApi } from '../../contract/wxapp.js';
import type { WxOpenDeps } from '../../wechat/options.js';
import { viaWechat } from './problems.js';
import { seal } from './secrets.js';
import { withComponent } from './tokens.js';

/** The page WeChat sends the administrator back to (it appends auth_code and expires_in). */
export const authorizedReturn = (base: string, openPlatformId: number) =>
  `${base}${wechatCallbackApi.authorized.path.replace(':openPlatformId', String(openPlatformId))}`;

/** 10004 unless the platform exists. */
export async function openPlatformDetailOrNotFound(db: Db, openPlatformId: number): Promise<void> {
  if (!(await openPlatformById(db, openPlatformId))) throw notFound();
}

/** wxapp/authorize: a fresh pre-authorization link (and its QR code) for the platform. */
export async function authorizeLink(db: Db, deps: WxOpenDeps, base: string, openPlatformId: number): Promise<WxAuthorizeDto> {
  await openPlatformDetailOrNotFound(db, openPlatformId);
  return viaWechat(() =>
    withComponent(db, deps, openPlatformId, async (component) => {
      const code = await deps.client.preAuthCode(component.token, component.componentAppid);
      const url = deps.client.authorizeUrl(component.componentAppid, code.token, authorizedReturn(base, openPlatformId));
      return {
        url,
        qrcode: await QRCode.toDataURL(url, { margin: 2, width: 240 }),
        expiresAt: new Date(Date.now() + code.expiresIn * 1000).toISOString(),
      };
    }),
  );
}

/** Exchanges an authorization code for the authorizer's tokens and stores the mini-program; answers its row id. */
export async function completeAuthorization(
  db: Db,
  deps: WxOpenDeps,
  openPlatformId: number,
  authorizationCode: string,
): Promise<{ id: number; authorizerAppid: string }> {
  const authCodeHash = createHash('sha256').update(authorizationCode).digest('hex');
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
