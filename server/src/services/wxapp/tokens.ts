// Issue 17: the component_access_token (from the pushed component_verify_ticket) and each authorizer's access
// token, stored encrypted and refreshed before they expire. With several server instances on one PostgreSQL,
// the row is locked FOR UPDATE while a token is fetched: the instance that waited finds the fresh token and
// uses it, so WeChat sees one refresh (a refresh replaces the previous token there).
import type { Db } from '../../db/types.js';
import { AppError, Code } from '../../errors/codes.js';
import { WechatError } from '../../qrcode/wechat.js';
import type { WxOpenDeps } from '../../wechat/options.js';
import { seal, unseal } from './secrets.js';

/** A token is used until this long before WeChat's expiry (its life is 7200 s). */
export const TOKEN_MARGIN_MS = 10 * 60_000;
const STALE = new Set([40001, 42001]);

const fresh = (encrypted: string | null, expiresAt: Date | null, now: number): encrypted is string =>
  encrypted !== null && expiresAt !== null && expiresAt.getTime() - TOKEN_MARGIN_MS > now;

export interface ComponentAccess {
  token: string;
  componentAppid: string;
}

/** The platform's component_access_token; `force` fetches a new one (WeChat called the stored one stale). */
export async function componentAccessToken(db: Db, deps: WxOpenDeps, openPlatformId: number, force = false): Promise<ComponentAccess> {
  const row = await db.selectFrom('wxOpenPlatform').selectAll().where('id', '=', openPlatformId).executeTakeFirst();
  if (!row) throw new AppError(Code.NOT_FOUND, 'wxapp.openPlatformUnknown');
  if (!force && fresh(row.accessTokenEncrypted, row.accessTokenExpiresAt, Date.now())) {
    return { token: unseal(deps, row.accessTokenEncrypted), componentAppid: row.componentAppid };
  }
  return db.transaction().execute(async (trx) => {
    const locked = await trx.selectFrom('wxOpenPlatform').selectAll().where('id', '=', openPlatformId).forUpdate().executeTakeFirstOrThrow();
    // Another instance refreshed it while this one waited for the lock.
    const refreshedMeanwhile = locked.accessTokenExpiresAt?.getTime() !== row.accessTokenExpiresAt?.getTime();
    if ((!force || refreshedMeanwhile) && fresh(locked.accessTokenEncrypted, locked.accessTokenExpiresAt, Date.now())) {
      return { token: unseal(deps, locked.accessTokenEncrypted), componentAppid: locked.componentAppid };
    }
    if (!locked.verifyTicketEncrypted) throw new AppError(Code.CONFLICT, 'wxapp.noTicket');
    const answer = await deps.client.componentToken(
      { componentAppid: locked.componentAppid, componentSecret: unseal(deps, locked.secretEncrypted) },
      unseal(deps, locked.verifyTicketEncrypted),
    );
    await trx
      .updateTable('wxOpenPlatform')
      .set({ accessTokenEncrypted: seal(deps, answer.token), accessTokenExpiresAt: new Date(Date.now() + answer.expiresIn * 1000), updatedAt: new Date() })
      .where('id', '=', openPlatformId)
      .execute();
    return { token: answer.token, componentAppid: locked.componentAppid };
  });
}

export interface AuthorizerAccess {
  token: string;
  authorizerAppid: string;
  openPlatformId: number;
}

/** A mini-program's authorizer_access_token, refreshed with its refresh token (kept, WeChat may replace it). */
export async function authorizerAccessToken(db: Db, deps: WxOpenDeps, wxappId: number, force = false): Promise<AuthorizerAccess> {
  try {
    return await authorizerToken(db, deps, wxappId, force, false);
  } catch (error) {
    // WeChat called the platform's token stale while refreshing: once more with a new platform token.
    if (!(error instanceof StalePlatformToken)) throw error;
    return authorizerToken(db, deps, wxappId, force, true);
  }
}

class StalePlatformToken extends Error {}

async function authorizerToken(db: Db, deps: WxOpenDeps, wxappId: number, force: boolean, freshPlatform: boolean): Promise<AuthorizerAccess> {
  const row = await db.selectFrom('wxapp').selectAll().where('id', '=', wxappId).executeTakeFirst();
  if (!row) throw new AppError(Code.NOT_FOUND, 'wxapp.unknown');
  if (row.status !== 'authorized' || !row.refreshTokenEncrypted) throw new AppError(Code.CONFLICT, 'wxapp.notAuthorized');
  const access = { authorizerAppid: row.authorizerAppid, openPlatformId: row.openPlatformId };
  if (!force && fresh(row.accessTokenEncrypted, row.accessTokenExpiresAt, Date.now())) return { ...access, token: unseal(deps, row.accessTokenEncrypted) };
  // The platform's token first, outside the mini-program's lock: the transaction below holds a connection (the
  // embedded database has one), and the platform's refresh needs its own.
  const component = await componentAccessToken(db, deps, row.openPlatformId, freshPlatform);
  return db.transaction().execute(async (trx) => {
    const locked = await trx.selectFrom('wxapp').selectAll().where('id', '=', wxappId).forUpdate().executeTakeFirstOrThrow();
    const refreshedMeanwhile = locked.accessTokenExpiresAt?.getTime() !== row.accessTokenExpiresAt?.getTime();
    if ((!force || refreshedMeanwhile) && fresh(locked.accessTokenEncrypted, locked.accessTokenExpiresAt, Date.now())) {
      return { ...access, token: unseal(deps, locked.accessTokenEncrypted) };
    }
    if (!locked.refreshTokenEncrypted) throw new AppError(Code.CONFLICT, 'wxapp.notAuthorized');
    const refreshToken = unseal(deps, locked.refreshTokenEncrypted);
    const answer = await deps.client
      .refreshAuthorizerToken(component.token, component.componentAppid, locked.authorizerAppid, refreshToken)
      .catch((error: unknown) => {
        if (!freshPlatform && error instanceof WechatError && STALE.has(error.errcode)) throw new StalePlatformToken();
        throw error;
      });
    await trx
      .updateTable('wxapp')
      .set({
        accessTokenEncrypted: seal(deps, answer.accessToken),
        accessTokenExpiresAt: new Date(Date.now() + answer.expiresIn * 1000),
        refreshTokenEncrypted: seal(deps, answer.refreshToken || refreshToken),
        updatedAt: new Date(),
      })
      .where('id', '=', wxappId)
      .execute();
    return { ...access, token: answer.accessToken };
  });
}

/** Runs `call` with the platform's token; when WeChat calls it stale (40001/42001), once more with a new one. */
export async function withComponent<T>(db: Db, deps: WxOpenDeps, openPlatformId: number, call: (access: ComponentAccess) => Promise<T>): Promise<T> {
  try {
    return await call(await componentAccessToken(db, deps, openPlatformId));
  } catch (error) {
    if (!(error instanceof WechatError) || !STALE.has(error.errcode)) throw error;
    return call(await componentAccessToken(db, deps, openPlatformId, true));
  }
}

/** Runs `call` with the mini-program's token; when WeChat calls it stale (40001/42001), once more with a new one. */
export async function withAuthorizer<T>(db: Db, deps: WxOpenDeps, wxappId: number, call: (access: AuthorizerAccess) => Promise<T>): Promise<T> {
  try {
    return await call(await authorizerAccessToken(db, deps, wxappId));
  } catch (error) {
    if (!(error instanceof WechatError) || !STALE.has(error.errcode)) throw error;
    return call(await authorizerAccessToken(db, deps, wxappId, true));
  }
}
