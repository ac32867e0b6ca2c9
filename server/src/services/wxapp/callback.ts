// Issue 17: WeChat's pushes to this server. Each is checked (the platform is known, the signature over the
// encrypted text is right, the text decrypts and names the platform) before anything is read from it; a refused
// one is logged with its reason and never acted on. Accepted ones are logged too (开放平台列表 shows the last).
// Issue 31 §5: and it is fresh (signed timestamp within CALLBACK_WINDOW_SECONDS) and not seen before (nonce).
import type { Db } from '../../db/types.js';
import { AppError, Code } from '../../errors/codes.js';
import { logCallback, openPlatformByAppid, saveTicket, type OpenPlatformRow } from '../../repos/wxapp/openPlatform.js';
import { markUnauthorized, wxappByAppid } from '../../repos/wxapp/wxapp.js';
import { openCallback, WechatCallbackRefused } from '../../wechat/crypto.js';
import type { WxOpenDeps } from '../../wechat/options.js';
import type { WechatMessage } from '../../wechat/types.js';
import { recordAuditResult, type AuditEvent } from './audit.js';
import { completeAuthorization, usedPreAuthCode } from './authorize.js';
import { claimCallback, releaseCallback, type CallbackClaim } from './replay.js';
import { seal, unseal } from './secrets.js';

type Kind = 'component' | 'message';
const AUDIT_EVENTS = new Set<string>(['weapp_audit_success', 'weapp_audit_fail', 'weapp_audit_delay']);
const AUDIT_TIME: Record<AuditEvent, string> = { weapp_audit_success: 'SuccTime', weapp_audit_fail: 'FailTime', weapp_audit_delay: 'DelayTime' };

async function refused(db: Db, kind: Kind, appid: string, reason: string, event = ''): Promise<never> {
  await logCallback(db, { kind, appid: appid.slice(0, 64), event, accepted: false, reason });
  throw new AppError(Code.FORBIDDEN, 'wxapp.callbackRefused', { reason });
}

/** The platform's verified, fresh and first-seen message (with its claim), or a logged refusal. */
async function opened(db: Db, deps: WxOpenDeps, kind: Kind, componentAppid: string, query: Record<string, unknown>, body: unknown) {
  const platform = await openPlatformByAppid(db, componentAppid);
  if (!platform) return refused(db, kind, componentAppid, 'unknown platform');
  if (typeof body !== 'string' || !body) return refused(db, kind, componentAppid, 'format');
  const keys = { token: unseal(deps, platform.tokenEncrypted), encodingAesKey: unseal(deps, platform.aesKeyEncrypted), appid: componentAppid };
  let message: WechatMessage;
  try {
    message = openCallback(query, body, keys);
  } catch (error) {
    if (error instanceof WechatCallbackRefused) return refused(db, kind, componentAppid, error.reason);
    throw error;
  }
  // Only after the signature: the timestamp and nonce are WeChat's own, so only WeChat's callbacks are claimed.
  const claim = await claimCallback(db, componentAppid, query, Date.now());
  if (typeof claim === 'string') return refused(db, kind, componentAppid, claim, message.InfoType ?? message.Event ?? message.MsgType ?? '');
  return { platform, message, claim };
}

/** Runs `act`; when it fails, the claim is given back so that WeChat's retry of the same callback is taken. */
async function actOnce(db: Db, claim: CallbackClaim, act: () => Promise<unknown>): Promise<void> {
  try {
    await act();
  } catch (error) {
    await releaseCallback(db, claim);
    throw error;
  }
}

/** 授权事件接收: tickets, authorizations granted, renewed and withdrawn. */
export async function componentCallback(db: Db, deps: WxOpenDeps, componentAppid: string, query: Record<string, unknown>, body: unknown): Promise<void> {
  const { platform, message, claim } = await opened(db, deps, 'component', componentAppid, query, body);
  const event = message.InfoType ?? '';
  await actOnce(db, claim, () => actOnComponent(db, deps, platform, message));
  await logCallback(db, { kind: 'component', appid: componentAppid, event, accepted: true, reason: '' });
}

async function actOnComponent(db: Db, deps: WxOpenDeps, platform: OpenPlatformRow, message: WechatMessage): Promise<void> {
  switch (message.InfoType) {
    case 'component_verify_ticket':
      if (message.ComponentVerifyTicket) await saveTicket(db, platform.id, seal(deps, message.ComponentVerifyTicket));
      return;
    case 'authorized':
    case 'updateauthorized':
      if (message.AuthorizationCode) await completeAuthorization(db, deps, platform.id, message.AuthorizationCode);
      // The link that carried this pre_auth_code is used: its state opens nothing more.
      if (message.PreAuthCode) await usedPreAuthCode(db, platform.id, message.PreAuthCode);
      return;
    case 'unauthorized':
      if (message.AuthorizerAppid) await markUnauthorized(db, platform.id, message.AuthorizerAppid);
      return;
    default:
  }
}

/** 消息与事件接收 for one mini-program: the audit results (others are logged and left). */
export async function messageCallback(
  db: Db,
  deps: WxOpenDeps,
  componentAppid: string,
  authorizerAppid: string,
  query: Record<string, unknown>,
  body: unknown,
): Promise<void> {
  const { platform, message, claim } = await opened(db, deps, 'message', componentAppid, query, body);
  const event = message.Event ?? message.MsgType ?? '';
  const wxapp = await wxappByAppid(db, authorizerAppid);
  // Signed by the platform, but about a mini-program of another platform, or not the one it names: not acted on.
  if (!wxapp || wxapp.openPlatformId !== platform.id || (wxapp.userName && message.ToUserName && message.ToUserName !== wxapp.userName)) {
    return refused(db, 'message', authorizerAppid, 'appid', event);
  }
  if (message.MsgType === 'event' && AUDIT_EVENTS.has(event)) {
    const audit = event as AuditEvent;
    const seconds = Number(message[AUDIT_TIME[audit]]);
    await actOnce(db, claim, () =>
      recordAuditResult(db, {
        authorizerAppid,
        event: audit,
        reason: message.Reason || undefined,
        at: Number.isFinite(seconds) && seconds > 0 ? new Date(seconds * 1000) : new Date(),
      }),
    );
  }
  await logCallback(db, { kind: 'message', appid: authorizerAppid, event, accepted: true, reason: '' });
}
