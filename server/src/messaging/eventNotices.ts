// Issue 18: the texts and audiences of the messages raised by a map publish, a failed import and a mini-program
// audit result (the beacon alerts are in services/beaconAlerts.ts). The services call these from small hooks.
import type { Db } from '../db/types.js';
import { AppError } from '../errors/codes.js';
import { translate, type Language, type MessageKey } from '../errors/messages.js';
import { notify } from './notify.js';
import { buildingName } from '../repos/notice.js';

/** The reasons quoted in an import failure's message; the uploader's answer lists them all. */
const QUOTED = 3;

/**
 * Map published: the building's admins who read or edit the map, except the publisher (spec §6 codes).
 * Raised in the publish transaction, so a failed publish raises nothing.
 */
export async function notifyPublished(
  db: Db,
  input: {
    buildingId: number;
    version: number;
    publisher: { id: number; name: string; email: string };
    changes: { added: number; changed: number; removed: number };
  },
): Promise<number> {
  const { buildingId, version, publisher, changes } = input;
  const name = (await buildingName(db, buildingId)) ?? `#${buildingId}`;
  const who = publisher.name ? `${publisher.name}（${publisher.email}）` : publisher.email;
  const whoEn = publisher.name ? `${publisher.name} (${publisher.email})` : publisher.email;
  return notify(
    db,
    { building: buildingId, permissions: ['VIEW_BUILDING', 'EDIT_BUILDING', 'EDIT_POI', 'EDIT_ROAD'] },
    {
      type: 'publish',
      title: `${name} 地图已发布第 ${version} 版`,
      titleEn: `${name}: map version ${version} published`,
      content: `${who} 发布了 ${name} 的地图第 ${version} 版：新增 ${changes.added}、修改 ${changes.changed}、删除 ${changes.removed} 个要素。应用现在读取的是这一版。`,
      contentEn: `${whoEn} published version ${version} of the map of ${name}: ${changes.added} features added, ${changes.changed} changed, ${changes.removed} removed. The apps now read this version.`,
      link: '/building/building-view',
      except: publisher.id,
    },
  );
}

export interface ImportFailure {
  kind: 'imdf' | 'beacon';
  /** The building the beacons were for; the company the IMDF archive would have become a building of. */
  target: { building: number } | { company: number };
  /** What the import was called (the building's name is looked up for a beacon import); none: no suffix. */
  what?: string;
  /** How many problems there were, and the first ones in Chinese and English. */
  count: number;
  reasons: { zh: string[]; en: string[] };
}

/**
 * A refused or failed import: the admins who can import there (EDIT_BUILDING / ADD_BUILDING for IMDF,
 * UPLOAD_BEACON for beacons). Called after the import's transaction rolled back (nothing of it was kept).
 */
export async function notifyImportFailed(db: Db, failure: ImportFailure): Promise<number> {
  const { kind, target, count, reasons } = failure;
  const what = failure.what ?? ('building' in target ? await buildingName(db, target.building) : undefined);
  const suffix = what ? `：${what}` : '';
  const suffixEn = what ? `: ${what}` : '';
  const permissions = kind === 'imdf' ? ['ADD_BUILDING', 'EDIT_BUILDING'] : ['UPLOAD_BEACON'];
  const audience = 'building' in target ? { building: target.building, permissions } : { company: target.company, permissions };
  const [label, labelEn, inSentence] =
    kind === 'imdf' ? ['IMDF 地图导入', 'IMDF map import', 'IMDF map import'] : ['信标导入', 'Beacon import', 'beacon import'];
  const quote = (list: string[], sep: string) => list.slice(0, QUOTED).join(sep);
  return notify(db, audience, {
    type: 'import',
    title: `${label}失败${suffix}`,
    titleEn: `${labelEn} failed${suffixEn}`,
    content: `${label}被拒绝，共 ${count} 个问题，未写入任何内容。${reasons.zh.length ? `前几个问题：${quote(reasons.zh, '；')}。` : ''}`,
    contentEn: `The ${inSentence} was refused with ${count} ${count === 1 ? 'problem' : 'problems'}; nothing was written.${reasons.en.length ? ` First problems: ${quote(reasons.en, '; ')}.` : ''}`,
    link: kind === 'imdf' ? '/building' : '/beacon/beacon-list',
  });
}

/** The quoted reasons of a refused call's 10005 (field: message), in the language it was answered in. */
export function reasonsOf(error: unknown): string[] {
  if (!(error instanceof AppError)) return [error instanceof Error ? error.message : String(error)];
  return (error.errors ?? []).slice(0, QUOTED).map((e) => `${e.field}: ${e.message}`);
}

/** IMDF problems translated into both languages (they carry message keys). */
export function imdfReasons(problems: Array<{ field: string; key: string; params?: Record<string, string | number> }>) {
  const first = problems.slice(0, QUOTED);
  const text = (language: Language) => first.map((p) => `${p.field}: ${translate(language, p.key as MessageKey, p.params)}`);
  return { zh: text('zh'), en: text('en') };
}

export type AuditResult = 'success' | 'fail' | 'delay';

/**
 * A mini-program's audit result: the platform administrators (issue 17's mini-programs are theirs). The dedupe
 * key makes a repeated push, the poll finding the same result, or a batch item moving to it raise it once.
 */
export async function notifyAudit(
  db: Db,
  input: { wxappId: number; name: string; auditId: string | number; result: AuditResult; reason?: string | null },
): Promise<number> {
  const { wxappId, name, auditId, result, reason } = input;
  // The title stays one line; the content carries the whole reason.
  const short = reason && reason.length > 60 ? `${reason.slice(0, 60)}…` : reason;
  const texts: Record<AuditResult, { title: string; titleEn: string; content: string; contentEn: string }> = {
    success: {
      title: `${name} 审核通过`,
      titleEn: `${name} passed the audit`,
      content: `小程序 ${name} 的代码已通过微信审核（审核单 ${auditId}），可以发布。`,
      contentEn: `The code of the mini-program ${name} passed WeChat’s audit (audit ${auditId}) and can be released.`,
    },
    fail: {
      title: `${name} 审核未通过：${short || '未说明原因'}`,
      titleEn: `${name} failed the audit: ${short || 'no reason given'}`,
      content: `小程序 ${name} 的代码未通过微信审核（审核单 ${auditId}）。原因：${reason || '未说明原因'}。请修改后重新提交。`,
      contentEn: `The code of the mini-program ${name} failed WeChat’s audit (audit ${auditId}). Reason: ${reason || 'none given'}. Fix it and submit again.`,
    },
    delay: {
      title: `${name} 审核延后`,
      titleEn: `${name}: audit delayed`,
      content: `微信延后了小程序 ${name} 的审核（审核单 ${auditId}）${reason ? `：${reason}` : ''}。结果出来后会再通知您。`,
      contentEn: `WeChat delayed the audit of the mini-program ${name} (audit ${auditId})${reason ? `: ${reason}` : ''}. You will hear when it ends.`,
    },
  };
  return notify(
    db,
    { platform: true },
    { type: 'audit', ...texts[result], link: `/wxapp/code/${wxappId}`, dedupeKey: `audit:${wxappId}:${auditId}:${result}` },
  );
}
