// Issue 17: an audit's result, pushed by WeChat (weapp_audit_success / _fail / _delay to the message callback) or
// found by polling get_auditstatus. Either way the same change, once: the mini-program's audit state, a history
// step (admin NULL for a push) and its batch items still waiting for the audit. A repeated push changes nothing.
import type { Db } from '../../db/types.js';
import type { WxAuditStatus } from '../../db/types.js';
import { moveAuditingItems } from '../../repos/wxapp/batch.js';
import { findWxappByAppid, insertStep, settleAudit } from '../../repos/wxapp/code.js';
import { notifyAudit } from '../../messaging/eventNotices.js';

export type AuditEvent = 'weapp_audit_success' | 'weapp_audit_fail' | 'weapp_audit_delay';
export type AuditResult = 'passed' | 'rejected' | 'delayed' | 'withdrawn';

const RESULT: Record<AuditEvent, AuditResult> = { weapp_audit_success: 'passed', weapp_audit_fail: 'rejected', weapp_audit_delay: 'delayed' };
const NOTICE = { passed: 'success', rejected: 'fail', delayed: 'delay' } as const;

/** WeChat's audit status code (get_auditstatus) as the console's state; 2 (auditing) changes nothing. */
export function auditResultOf(status: number): AuditResult | undefined {
  return ({ 0: 'passed', 1: 'rejected', 3: 'withdrawn', 4: 'delayed' } as Record<number, AuditResult>)[status];
}

/** Applies a result to an open audit; answers whether anything changed. */
export async function applyAuditResult(
  db: Db,
  wxappId: number,
  result: AuditResult,
  options: { reason?: string; at: Date; adminId: number | null; source: 'push' | 'poll' },
): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const settled = await settleAudit(trx, wxappId, result as WxAuditStatus, options.reason || null, options.at);
    if (!settled) return false;
    await insertStep(trx, {
      wxappId,
      action: result === 'withdrawn' ? 'withdraw' : result,
      version: settled.auditVersion,
      detail: { source: options.source, auditid: settled.auditId, ...(options.reason ? { reason: options.reason } : {}) },
      adminId: options.adminId,
    });
    if (result !== 'withdrawn') await moveAuditingItems(trx, wxappId, result, result === 'rejected' ? (options.reason ?? '') : '');
    else await moveAuditingItems(trx, wxappId, 'failed', 'withdrawn');
    // Issue 18: the platform admins hear the result (a withdrawal is their own act); keyed per audit and result.
    if (result !== 'withdrawn') {
      const name = settled.nickName || settled.authorizerAppid || `#${wxappId}`;
      await notifyAudit(trx, { wxappId, name, auditId: settled.auditId ?? '', result: NOTICE[result], reason: options.reason });
    }
    return true;
  });
}

/**
 * The lead's message callback calls this when WeChat pushes an audit result for a mini-program. Unknown appids
 * and results for no open audit are ignored; answers whether the state changed.
 */
export async function recordAuditResult(db: Db, push: { authorizerAppid: string; event: AuditEvent; reason?: string; at: Date }): Promise<boolean> {
  const wxapp = await findWxappByAppid(db, push.authorizerAppid);
  const result = RESULT[push.event];
  if (!wxapp || !result) return false;
  return applyAuditResult(db, Number(wxapp.id), result, { reason: push.reason, at: push.at, adminId: null, source: 'push' });
}
