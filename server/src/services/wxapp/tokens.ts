// Issue 17: the component_access_token (from the pushed component_verify_ticket) and each authorizer's access
// token, stored encrypted and refreshed before they expire. With several server instances on one PostgreSQL,
// the row is locked FOR UPDATE while a token is fetched: the instance that waited finds the fresh token and
// uses it, so WeChat sees one refresh (a refresh replaces the previous token there).
import type { Db } from '../../db/types.js';
import { AppError, Code } from '../../errors/codes.js';
import { WechatError } from '../../qrcode/wechat.js';
import type { WxOpenDeps } from '../../wechat/options.js';
import { lockPlatformTokenRow, lockWxappTokenRow, platformTokenRow, saveAuthorizerToken, savePlatformToken, wxappTokenRow } from '../../repos/wxapp/tokens.js';
import { seal, unseal } from './secrets.js';

/** A token is used until this long before WeChat's expiry (its life is 7200 s). */
export const TOKEN_MARGIN_MS = 10 * 60_000;
const STALE = new Set([40001, 42001]);
/** WeChat's errcodes for an access token it no longer takes (invalid, expired): fetch a new one and call again. */
export const isStaleToken = (errcode: number | undefined) => errcode !== undefined && STALE.has(errcode);

/**
 * What a caller needs of a stored token, checked before the row lock and again under it (so of two instances the
 * one that waited finds the other's new token and uses it): `stale`, a token WeChat refused, is not used again;
 * `horizonMs` asks for one still valid that much longer (the chores renew what would expire before their next round).
 */
export interface Renewal {
  stale?: string;
  horizonMs?: number;
}

const usable = (deps: WxOpenDeps, encrypted: string | null, expiresAt: Date | null, renewal: Renewal): string | undefined => {
  if (encrypted === null || expiresAt === null) return undefined;
  if (expiresAt.getTime() - TOKEN_MARGIN_MS <= Date.now() + (renewal.horizonMs ?? 0)) return undefined;
  const token = unseal(deps, encrypted);
  return token === renewal.stale ? undefined : token;
};

export interface ComponentAccess {
  token: string;
  componentAppid: string;
}

/** The platform's component_access_token, fetched anew when the stored one does not meet `renewal`. */
export async function componentAccessToken(db: Db, deps: WxOpenDeps, openPlatformId: number, renewal: Renewal = {}): Promise<ComponentAccess> {
  const row = await platformTokenRow(db, openPlatformId);
  if (!row) throw new AppError(Code.NOT_FOUND, 'wxapp.openPlatformUnknown');
  const stored = usable(deps, row.accessTokenEncrypted, row.accessTokenExpiresAt, renewal);
  if (stored !== undefined) return { token: stored, componentAppid: row.componentAppid };
  return db.transaction().execute(async (trx) => {
    const locked = await lockPlatformTokenRow(trx, openPlatformId);
    // Another instance refreshed it while this one waited for the lock.
    const meanwhile = usable(deps, locked.accessTokenEncrypted, locked.accessTokenExpiresAt, renewal);
    if (meanwhile !== undefined) return { token: meanwhile, componentAppid: locked.componentAppid };
    if (!locked.verifyTicketEncrypted) throw new AppError(Code.CONFLICT, 'wxapp.noTicket');
    const answer = await deps.client.componentToken(
      { componentAppid: locked.componentAppid, componentSecret: unseal(deps, locked.secretEncrypted) },
      unseal(deps, locked.verifyTicketEncrypted),
    );
    await savePlatformToken(trx, openPlatformId, seal(deps, answer.token), new Date(Date.now() + answer.expiresIn * 1000));
    return { token: answer.token, componentAppid: locked.componentAppid };
  });
}

export interface AuthorizerAccess {
  token: string;
  authorizerAppid: string;
  openPlatformId: number;
}

/** A mini-program's authorizer_access_token, refreshed with its refresh token (kept, WeChat may replace it). */
export async function authorizerAccessToken(db: Db, deps: WxOpenDeps, wxappId: number, renewal: Renewal = {}): Promise<AuthorizerAccess> {
  try {
    return await authorizerToken(db, deps, wxappId, renewal, {});
  } catch (error) {
    // WeChat called the platform's token stale while refreshing: once more with a new platform token.
    if (!(error instanceof StalePlatformToken)) throw error;
    return authorizerToken(db, deps, wxappId, renewal, { stale: error.token });
  }
}

class StalePlatformToken extends Error {
  constructor(readonly token: string) {
    super('the platform token was called stale');
  }
}

async function authorizerToken(db: Db, deps: WxOpenDeps, wxappId: number, renewal: Renewal, platform: Renewal): Promise<AuthorizerAccess> {
  const row = await wxappTokenRow(db, wxappId);
  if (!row) throw new AppError(Code.NOT_FOUND, 'wxapp.unknown');
  if (row.status !== 'authorized' || !row.refreshTokenEncrypted) throw new AppError(Code.CONFLICT, 'wxapp.notAuthorized');
  const access = { authorizerAppid: row.authorizerAppid, openPlatformId: row.openPlatformId };
  const stored = usable(deps, row.accessTokenEncrypted, row.accessTokenExpiresAt, renewal);
  if (stored !== undefined) return { ...access, token: stored };
  // The platform's token first, outside the mini-program's lock: the transaction below holds a connection (the
  // embedded database has one), and the platform's refresh needs its own.
  const component = await componentAccessToken(db, deps, row.openPlatformId, platform);
  return db.transaction().execute(async (trx) => {
    const locked = await lockWxappTokenRow(trx, wxappId);
    const meanwhile = usable(deps, locked.accessTokenEncrypted, locked.accessTokenExpiresAt, renewal);
    if (meanwhile !== undefined) return { ...access, token: meanwhile };
    if (!locked.refreshTokenEncrypted) throw new AppError(Code.CONFLICT, 'wxapp.notAuthorized');
    const refreshToken = unseal(deps, locked.refreshTokenEncrypted);
    const answer = await deps.client
      .refreshAuthorizerToken(component.token, component.componentAppid, locked.authorizerAppid, refreshToken)
      .catch((error: unknown) => {
        if (platform.stale === undefined && error instanceof WechatError && isStaleToken(error.errcode)) throw new StalePlatformToken(component.token);
        throw error;
      });
    await saveAuthorizerToken(trx, wxappId, {
      accessTokenEncrypted: seal(deps, answer.accessToken),
      accessTokenExpiresAt: new Date(Date.now() + answer.expiresIn * 1000),
      refreshTokenEncrypted: seal(deps, answer.refreshToken || refreshToken),
    });
    return { ...access, token: answer.accessToken };
  });
}

const retryStale = <A extends { token: string }, T>(first: A, call: (access: A) => Promise<T>, again: (stale: string) => Promise<A>): Promise<T> =>
  call(first).catch((error: unknown) => {
    if (!(error instanceof WechatError) || !isStaleToken(error.errcode)) throw error;
    return again(first.token).then(call);
  });

/** Runs `call` with the platform's token; when WeChat calls it stale (40001/42001), once more with a new one. */
export async function withComponent<T>(db: Db, deps: WxOpenDeps, openPlatformId: number, call: (access: ComponentAccess) => Promise<T>): Promise<T> {
  return retryStale(await componentAccessToken(db, deps, openPlatformId), call, (stale) => componentAccessToken(db, deps, openPlatformId, { stale }));
}

/** Runs `call` with the mini-program's token; when WeChat calls it stale (40001/42001), once more with a new one. */
export async function withAuthorizer<T>(db: Db, deps: WxOpenDeps, wxappId: number, call: (access: AuthorizerAccess) => Promise<T>): Promise<T> {
  return retryStale(await authorizerAccessToken(db, deps, wxappId), call, (stale) => authorizerAccessToken(db, deps, wxappId, { stale }));
}
