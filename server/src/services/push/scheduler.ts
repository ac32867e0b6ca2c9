// Issue 18: the push scheduler. Every few seconds each server instance claims due pushes in one UPDATE … FOR
// UPDATE SKIP LOCKED with a lease (repos/pushDelivery.ts claimDue); a push still 'sending' past its lease (its
// instance died) is claimed again. Recipients are rows keyed (push, user): only pending ones are sent, so nobody
// gets a push twice. WeChat is called outside any transaction (PGlite has one connection).
import { appendFile, mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import type { Db } from '../../db/types.js';
import { notify } from '../../messaging/notify.js';
import {
  claimDue,
  finishPush,
  firstError,
  linkedWxapp,
  markRecipients,
  pendingRecipients,
  recipientStates,
  saveRecipients,
  subscriptionOf,
  useSubscription,
  type ClaimedPush,
} from '../../repos/pushDelivery.js';
import type { Audience } from '#contract/schemas/push.js';
import type { WxOpenDeps } from '../../wechat/options.js';
import { checkAudience, reachableUsers, targetUsers } from './audience.js';
import { sendSubscribe, wxTemplates } from './wechat.js';
import { PUSH_LIMITS } from '#contract/endpoints/push.js';
import { failureText, type Failure } from './failure.js';

export interface PushDeps {
  wx: WxOpenDeps;
  /** DATA_DIR/outbox: wechat pushes of a building whose app has no authorized mini-program are written here. */
  outboxDir: string;
  log?: (line: string) => void;
}

export interface RoundOptions {
  /** Pushes claimed per round (default 10). */
  limit?: number;
  /** How long a claim holds before another instance may take the push over (default 5 minutes). */
  leaseMs?: number;
}

/** One round: claims the due pushes and sends each; answers the ids handled. */
export async function runPushRound(db: Db, deps: PushDeps, options: RoundOptions = {}): Promise<number[]> {
  const claimed = await claimDue(db, options.limit ?? 10, options.leaseMs ?? 5 * 60_000);
  for (const push of claimed) {
    try {
      await deliver(db, deps, push);
    } catch (error) {
      // Left 'sending': its lease runs out and a later round (of any instance) takes it up again.
      deps.log?.(`push ${push.id}: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
  return claimed.map((p) => p.id);
}

async function deliver(db: Db, deps: PushDeps, push: ClaimedPush): Promise<void> {
  const audience = push.audience as Audience;
  if (push.targeted === null) {
    // The first claim fixes the audience; a re-claimed push keeps its recipients (and their states).
    const broken = await checkAudience(db, push.buildingId, audience, 'en').catch(() => [{ field: 'audience', message: 'not of this building' }]);
    const users = broken.length ? [] : await targetUsers(db, push.buildingId, audience);
    await saveRecipients(db, push.id, users.length, await reachableUsers(db, push.appId, push.channel, push.templateId, users));
  }
  const pending = await pendingRecipients(db, push.id);
  if (push.channel === 'inapp') await markRecipients(db, push.id, pending, 'sent');
  else {
    const failure = await sendWechat(db, deps, push, pending);
    if (failure) return fail(db, push, failure);
  }
  const states = await recipientStates(db, push.id);
  const total = states.sent + states.failed + states.outbox + states.pending;
  if (total === 0) return fail(db, push, { key: 'push.failure.nobody', params: {} });
  if (states.sent + states.outbox === 0 && states.pending === 0) {
    return fail(db, push, { key: 'push.failure.allFailed', params: { count: states.failed, error: (await firstError(db, push.id)) ?? '' } });
  }
  await finishPush(db, push.id, 'sent', null);
}

/** Sends to the pending recipients; answers a failure of the whole channel, if any. */
async function sendWechat(db: Db, deps: PushDeps, push: ClaimedPush, pending: string[]): Promise<Failure | null> {
  if (!pending.length || push.appId === null || !push.templateId) return null;
  const wxapp = await linkedWxapp(db, push.appId);
  if (!wxapp) return writeOutbox(db, deps, push, pending);
  // A mini-program WeChat refuses (unauthorized, frozen) fails the push with WeChat's answer rather than retrying forever.
  const templates = await wxTemplates(db, deps.wx, wxapp.id).catch((error: unknown) => (error instanceof Error ? error : new Error(String(error))));
  if (templates instanceof Error) return { key: 'push.failure.templates', params: { name: wxapp.nickName, error: templates.message } };
  const template = templates.find((t) => t.id === push.templateId);
  if (!template) return { key: 'push.failure.template', params: { templateId: push.templateId, name: wxapp.nickName } };
  // Title to the first keyword, content to the second (cut to a thing value's 20 characters).
  const [first, second] = template.keywords;
  const data: Record<string, string> = {};
  if (first) data[first] = push.title.slice(0, PUSH_LIMITS.wechatValue);
  if (second) data[second] = push.content.slice(0, PUSH_LIMITS.wechatValue);
  for (const userId of pending) {
    const subscription = await subscriptionOf(db, push.appId, userId, push.templateId);
    if (!subscription || subscription.remaining < 1) {
      await markRecipients(db, push.id, [userId], 'failed', '43101 no unused subscription left');
      continue;
    }
    const answer = await sendSubscribe(db, deps.wx, wxapp.id, { touser: subscription.openid, templateId: push.templateId, page: push.page, data });
    if (answer.errcode === 0) {
      await useSubscription(db, push.appId, userId, push.templateId);
      await markRecipients(db, push.id, [userId], 'sent');
    } else {
      if (answer.errcode === 43101) await useSubscription(db, push.appId, userId, push.templateId, true);
      await markRecipients(db, push.id, [userId], 'failed', `${answer.errcode} ${answer.errmsg}`.slice(0, 500));
    }
  }
  return null;
}

/** No authorized mini-program: one JSON line per recipient in DATA_DIR/outbox/push-<id>.jsonl, recipients 'outbox'. */
async function writeOutbox(db: Db, deps: PushDeps, push: ClaimedPush, pending: string[]): Promise<null> {
  await mkdir(deps.outboxDir, { recursive: true });
  const file = join(deps.outboxDir, `push-${push.id}.jsonl`);
  for (const userId of pending) {
    const subscription = await subscriptionOf(db, push.appId!, userId, push.templateId!);
    const line = {
      pushId: push.id,
      userId,
      touser: subscription?.openid ?? null,
      templateId: push.templateId,
      page: push.page,
      title: push.title,
      content: push.content,
    };
    await appendFile(file, `${JSON.stringify(line)}\n`);
    await markRecipients(db, push.id, [userId], 'outbox');
  }
  deps.log?.(`push ${push.id}: no authorized mini-program linked; ${pending.length} message(s) written to ${file}`);
  return null;
}

async function fail(db: Db, push: ClaimedPush, failure: Failure): Promise<void> {
  await finishPush(db, push.id, 'failed', JSON.stringify(failure));
  const [zh, en] = [failureText(failure, 'zh'), failureText(failure, 'en')];
  await notify(
    db,
    { building: push.buildingId, permissions: ['EDIT_PUSH', 'ADD_PUSH'] },
    {
      type: 'push',
      title: `推送失败：${push.title}`,
      content: `推送“${push.title}”未能发送：${zh}`,
      titleEn: `Push failed: ${push.title}`,
      contentEn: `The push “${push.title}” could not be sent: ${en}`,
      link: `/push/push-detail/${push.id}`,
      dedupeKey: `push-failed:${push.id}`,
    },
  );
}

/** Starts the rounds every `intervalMs` (unref'd: it never keeps the process alive). */
export function startPushScheduler(db: Db, deps: PushDeps, intervalMs = 5000): () => void {
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    runPushRound(db, deps)
      .catch((error: unknown) => deps.log?.(`push scheduler: ${error instanceof Error ? error.message : String(error)}`))
      .finally(() => (running = false));
  }, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
