// Issue 17: WeChat's refusals as the console's messages: the documented codes a platform administrator meets
// get their own words (and a conflict code: nothing was changed); any other code is shown with WeChat's text.
import { AppError, Code, type ErrorCode } from '../../errors/codes.js';
import type { MessageKey } from '../../errors/messages.js';
import { WechatError } from '../../qrcode/wechat.js';

const KNOWN: Record<number, [ErrorCode, MessageKey]> = {
  [-2]: [Code.INTERNAL, 'wxapp.wechat.unreachable'],
  40001: [Code.INTERNAL, 'wxapp.wechat.credential'],
  42001: [Code.INTERNAL, 'wxapp.wechat.credential'],
  40013: [Code.CONFLICT, 'wxapp.wechat.appidInvalid'],
  40125: [Code.CONFLICT, 'wxapp.wechat.secretInvalid'],
  45009: [Code.TOO_MANY_REQUESTS, 'wxapp.wechat.rateLimited'],
  61039: [Code.CONFLICT, 'wxapp.wechat.codeCheckPending'],
  85009: [Code.CONFLICT, 'wxapp.wechat.auditPending'],
  85019: [Code.CONFLICT, 'wxapp.wechat.noAudit'],
  85020: [Code.CONFLICT, 'wxapp.wechat.notPassed'],
  85064: [Code.CONFLICT, 'wxapp.wechat.templateNotFound'],
  85065: [Code.CONFLICT, 'wxapp.wechat.templateLibraryFull'],
  85085: [Code.CONFLICT, 'wxapp.wechat.auditQuotaUsed'],
  87011: [Code.CONFLICT, 'wxapp.wechat.grayRelease'],
  87012: [Code.CONFLICT, 'wxapp.wechat.cannotRevert'],
};

/** WeChat's `{ errcode, errmsg }` as an AppError carrying both. */
export function wechatProblem(error: WechatError): AppError {
  const [code, key] = KNOWN[error.errcode] ?? [Code.CONFLICT, 'wxapp.wechat.error'];
  return new AppError(code, key, { errcode: error.errcode, errmsg: error.errmsg });
}

/** Runs a call that reaches WeChat; its refusal becomes the console's message. */
export async function viaWechat<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof WechatError) throw wechatProblem(error);
    throw error;
  }
}
