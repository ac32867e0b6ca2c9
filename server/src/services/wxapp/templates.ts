// Issue 17 代码模板: a third-party platform's draft box (uploads of the developer tools) and template library
// (at most 200 templates; WeChat's 85065 beyond), read and changed through the component_access_token.
import type { Db } from '../../db/types.js';
import { notFound } from '../../errors/codes.js';
import { listPlatforms, platformExists } from '../../repos/wxapp/code.js';
import type { WxDraft, WxPlatformOption, WxTemplateList } from '#contract/schemas/wxappCode.js';
import { WXAPP_CODE_LIMITS } from '#contract/endpoints/wxappCode.js';
import type { WxOpenDeps } from '../../wechat/options.js';
import type { CodeTemplate, TemplateDraft } from '../../wechat/types.js';
import { viaWechat } from './problems.js';
import { withComponent } from './tokens.js';

const iso = (seconds: number) => new Date(seconds * 1000).toISOString();

function shown<T extends TemplateDraft | CodeTemplate>(t: T): Omit<T, 'createTime'> & { createTime: string } {
  return { ...t, createTime: iso(t.createTime) };
}

/** template/platforms: the third-party platforms, by name. */
export async function platformOptions(db: Db): Promise<WxPlatformOption[]> {
  return (await listPlatforms(db)).map((p) => ({ id: Number(p.id), name: p.name, componentAppid: p.componentAppid }));
}

async function known(db: Db, openPlatformId: number): Promise<void> {
  if (!(await platformExists(db, openPlatformId))) throw notFound();
}

/** template/drafts: the draft box, newest first. */
export async function templateDrafts(db: Db, deps: WxOpenDeps, openPlatformId: number): Promise<WxDraft[]> {
  await known(db, openPlatformId);
  const drafts = await viaWechat(() => withComponent(db, deps, openPlatformId, (c) => deps.client.draftList(c.token)));
  return drafts.sort((a, b) => b.createTime - a.createTime || b.draftId - a.draftId).map(shown);
}

/** The platform's templates as WeChat lists them (used by commits and batches too). */
export async function rawTemplates(db: Db, deps: WxOpenDeps, openPlatformId: number): Promise<CodeTemplate[]> {
  return viaWechat(() => withComponent(db, deps, openPlatformId, (c) => deps.client.templateList(c.token)));
}

/** template/list: the library, newest first, with its count and WeChat's limit. */
export async function templateLibrary(db: Db, deps: WxOpenDeps, openPlatformId: number): Promise<WxTemplateList> {
  await known(db, openPlatformId);
  const templates = await rawTemplates(db, deps, openPlatformId);
  const records = templates.sort((a, b) => b.createTime - a.createTime || b.templateId - a.templateId).map(shown);
  return { records, total: records.length, limit: WXAPP_CODE_LIMITS.templates };
}

/** template/add: a draft into the library (85065 when full: a clear message, nothing changed). */
export async function addDraftToLibrary(db: Db, deps: WxOpenDeps, openPlatformId: number, draftId: number): Promise<WxTemplateList> {
  await known(db, openPlatformId);
  await viaWechat(() => withComponent(db, deps, openPlatformId, (c) => deps.client.addToTemplate(c.token, draftId)));
  return templateLibrary(db, deps, openPlatformId);
}

/** template/delete: a template out of the library. */
export async function deleteLibraryTemplate(db: Db, deps: WxOpenDeps, openPlatformId: number, templateId: number): Promise<WxTemplateList> {
  await known(db, openPlatformId);
  await viaWechat(() => withComponent(db, deps, openPlatformId, (c) => deps.client.deleteTemplate(c.token, templateId)));
  return templateLibrary(db, deps, openPlatformId);
}
