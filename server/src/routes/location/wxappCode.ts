import type { FastifyRequest } from 'fastify';
import { wxappCodeApi } from '#contract/endpoints/wxappCode.js';
import { currentAdmin } from '../../plugins/auth.js';
import { ok, responses } from '#contract/schemas/envelope.js';
import {
  BatchIdQuery,
  BatchPageQuery,
  BatchReleaseBody,
  BatchStartBody,
  CodeIdBody,
  CodeIdQuery,
  CommitBody,
  GroupQuery,
  HistoryQuery,
  PlatformQuery,
  TemplateAddBody,
  TemplateDeleteBody,
  WxBatchPageSchema,
  WxBatchSchema,
  WxCodeStateSchema,
  WxCodeStepPageSchema,
  WxDraftListSchema,
  WxGroupMembersSchema,
  WxPlatformOptionsSchema,
  WxQrcodeSchema,
  WxQuotaSchema,
  WxTemplateListSchema,
} from '#contract/schemas/wxappCode.js';
import { batchDetail, batchPage, groupMembersOf, refreshBatch, releaseBatch, startBatch } from '../../services/wxapp/batch.js';
import {
  auditQuota,
  codeHistory,
  codeState,
  commitCode,
  refreshAudit,
  releaseCode,
  revertCode,
  submitCode,
  trialQrcode,
  withdrawAudit,
} from '../../services/wxapp/code.js';
import { addDraftToLibrary, deleteLibraryTemplate, platformOptions, templateDrafts, templateLibrary } from '../../services/wxapp/templates.js';
import type { RoutePlugin } from '../../types.js';
import { PLATFORM_ONLY } from '../admin/access.js';
import { publicBase, type WxOpenDeps } from '../../wechat/options.js';
import { route } from '../../plugins/route.js';

const PLATFORM = 'Platform management (spec §2 /wxapp, issue 17): platform administrators only; others get 10003.';
const WECHAT =
  'WeChat’s refusals answer 10006 (10007 for its call limit, 10000 when unreachable) with a clear message and WeChat’s errcode; nothing is changed here on a refusal.';
const UNKNOWN = 'An unknown id answers 10004.';

/** Issue 17 代码模板, 代码管理 and 分组: the template library, a mini-program's code lifecycle and group releases. */
const wxappCodeRoutes: RoutePlugin = async (app) => {
  // The API base in ext_json: PUBLIC_URL, else the address the console's request came to.
  const deps = (request: FastifyRequest): WxOpenDeps => ({ ...app.wxOpen, publicUrl: publicBase(app.wxOpen, `${request.protocol}://${request.host}`) });
  const doc = (summary: string, description: string) => ({ summary, description: `${PLATFORM} ${description}` });

  route(
    app,
    wxappCodeApi.platforms,
    {
      config: PLATFORM_ONLY,
      schema: { ...doc('The third-party platforms, by name', 'For the template pages’ select.'), response: responses(WxPlatformOptionsSchema) },
    },
    async () => ok(await platformOptions(app.db)),
  );
  route(
    app,
    wxappCodeApi.drafts,
    {
      config: PLATFORM_ONLY,
      schema: {
        ...doc('The platform’s draft box (gettemplatedraftlist)', `${UNKNOWN} ${WECHAT}`),
        querystring: PlatformQuery,
        response: responses(WxDraftListSchema),
      },
    },
    async (request) => ok(await templateDrafts(app.db, deps(request), request.query.openPlatformId)),
  );
  route(
    app,
    wxappCodeApi.templates,
    {
      config: PLATFORM_ONLY,
      schema: {
        ...doc('The platform’s template library (gettemplatelist), with its count and limit', `${UNKNOWN} ${WECHAT}`),
        querystring: PlatformQuery,
        response: responses(WxTemplateListSchema),
      },
    },
    async (request) => ok(await templateLibrary(app.db, deps(request), request.query.openPlatformId)),
  );
  route(
    app,
    wxappCodeApi.addTemplate,
    {
      config: PLATFORM_ONLY,
      schema: {
        ...doc('Adds a draft to the template library (addtotemplate)', `At most 200 templates: WeChat’s 85065 beyond. ${UNKNOWN} ${WECHAT}`),
        body: TemplateAddBody,
        response: responses(WxTemplateListSchema),
      },
    },
    async (request) => ok(await addDraftToLibrary(app.db, deps(request), request.body.openPlatformId, request.body.draftId)),
  );
  route(
    app,
    wxappCodeApi.deleteTemplate,
    {
      config: PLATFORM_ONLY,
      schema: {
        ...doc('Deletes a template of the library (deletetemplate)', `${UNKNOWN} ${WECHAT}`),
        body: TemplateDeleteBody,
        response: responses(WxTemplateListSchema),
      },
    },
    async (request) => ok(await deleteLibraryTemplate(app.db, deps(request), request.body.openPlatformId, request.body.templateId)),
  );

  route(
    app,
    wxappCodeApi.state,
    {
      config: PLATFORM_ONLY,
      schema: {
        ...doc(
          'A mini-program’s code: commit, audit and release, with the ext_json a commit sends',
          `\`quota\` also asks WeChat for the audit quota (null when it cannot). ${UNKNOWN}`,
        ),
        querystring: CodeIdQuery,
        response: responses(WxCodeStateSchema),
      },
    },
    async (request) => ok(await codeState(app.db, deps(request), request.query.id, request.query.quota ?? false)),
  );
  route(
    app,
    wxappCodeApi.commit,
    {
      config: PLATFORM_ONLY,
      schema: {
        ...doc(
          'Commits a template (wxa/commit) with ext_json from the linked location app',
          `The template must be in the platform’s library (10005 naming templateId); userVersion 1–64 and userDesc at most 200 characters (10005); no linked app: 10006. ${UNKNOWN} ${WECHAT}`,
        ),
        body: CommitBody,
        response: responses(WxCodeStateSchema),
      },
    },
    async (request) => ok(await commitCode(app.db, deps(request), currentAdmin(request).id, request.body, request.language)),
  );
  route(
    app,
    wxappCodeApi.qrcode,
    {
      config: PLATFORM_ONLY,
      schema: {
        ...doc('The trial version’s QR code (wxa/get_qrcode) as a data: URL', `Nothing committed: 10006. ${UNKNOWN} ${WECHAT}`),
        body: CodeIdBody,
        response: responses(WxQrcodeSchema),
      },
    },
    async (request) => ok(await trialQrcode(app.db, deps(request), request.body.id)),
  );
  route(
    app,
    wxappCodeApi.quota,
    {
      config: PLATFORM_ONLY,
      schema: { ...doc('The month’s audit quota (queryquota)', `${UNKNOWN} ${WECHAT}`), querystring: CodeIdQuery, response: responses(WxQuotaSchema) },
    },
    async (request) => ok(await auditQuota(app.db, deps(request), request.query.id)),
  );
  const action = (
    endpoint: typeof wxappCodeApi.submit,
    summary: string,
    description: string,
    run: (adminId: number, id: number, wx: WxOpenDeps) => Promise<unknown>,
  ) =>
    route(
      app,
      endpoint,
      { config: PLATFORM_ONLY, schema: { ...doc(summary, `${description} ${UNKNOWN} ${WECHAT}`), body: CodeIdBody, response: responses(WxCodeStateSchema) } },
      async (request) => ok(await run(currentAdmin(request).id, request.body.id, deps(request))),
    );
  action(
    wxappCodeApi.submit,
    'Submits the committed code for audit (submit_audit)',
    'Nothing committed: 10006 (61039 while WeChat checks the code, 85009 while an audit is open).',
    (a, id, wx) => submitCode(app.db, wx, a, id),
  );
  action(wxappCodeApi.status, 'Asks WeChat for the audit’s status (get_auditstatus) and applies a result', 'No open audit: 10006.', (a, id, wx) =>
    refreshAudit(app.db, wx, a, id),
  );
  action(wxappCodeApi.withdraw, 'Withdraws the open audit (undocodeaudit)', 'No open audit: 10006.', (a, id, wx) => withdrawAudit(app.db, wx, a, id));
  action(
    wxappCodeApi.release,
    'Releases the version that passed the audit (release)',
    'Refused here (10006, WeChat not called) unless the audit passed and the version is not released yet.',
    (a, id, wx) => releaseCode(app.db, wx, a, id),
  );
  action(
    wxappCodeApi.revert,
    'Reverts to the previous release (revertcoderelease)',
    'WeChat’s 87012 (nothing to revert to) and 87011 are shown as they are.',
    (a, id, wx) => revertCode(app.db, wx, a, id),
  );
  route(
    app,
    wxappCodeApi.history,
    {
      config: PLATFORM_ONLY,
      schema: {
        ...doc('Every code step, newest first, with who did it (null: WeChat’s push)', UNKNOWN),
        querystring: HistoryQuery,
        response: responses(WxCodeStepPageSchema),
      },
    },
    async (request) => ok(await codeHistory(app.db, request.query)),
  );

  route(
    app,
    wxappCodeApi.members,
    {
      config: PLATFORM_ONLY,
      schema: {
        ...doc('An app group’s authorized mini-programs (linked to its apps)', UNKNOWN),
        querystring: GroupQuery,
        response: responses(WxGroupMembersSchema),
      },
    },
    async (request) => ok(await groupMembersOf(app.db, request.query.groupId)),
  );
  route(
    app,
    wxappCodeApi.batches,
    {
      config: PLATFORM_ONLY,
      schema: {
        ...doc('An app group’s batch releases, newest first, with their items', UNKNOWN),
        querystring: BatchPageQuery,
        response: responses(WxBatchPageSchema),
      },
    },
    async (request) => ok(await batchPage(app.db, request.query)),
  );
  route(
    app,
    wxappCodeApi.batch,
    {
      config: PLATFORM_ONLY,
      schema: {
        ...doc(
          'One batch with each member’s state',
          `\`refresh\` first submits the members WeChat was still checking (61039) and asks it for the audits still open. ${UNKNOWN}`,
        ),
        querystring: BatchIdQuery,
        response: responses(WxBatchSchema),
      },
    },
    async (request) =>
      ok(
        request.query.refresh
          ? await refreshBatch(app.db, deps(request), currentAdmin(request).id, request.query.id, request.language)
          : await batchDetail(app.db, request.query.id),
      ),
  );
  route(
    app,
    wxappCodeApi.startBatch,
    {
      config: PLATFORM_ONLY,
      schema: {
        ...doc(
          'Commits and submits one template to every member of an app group',
          `version 1–64 and description at most 200 characters (10005); a group without members: 10006. Each member’s failure is kept on its item and stops nothing else. ${UNKNOWN}`,
        ),
        body: BatchStartBody,
        response: responses(WxBatchSchema),
      },
    },
    async (request) => ok(await startBatch(app.db, deps(request), currentAdmin(request), request.body, request.language)),
  );
  route(
    app,
    wxappCodeApi.releaseBatch,
    {
      config: PLATFORM_ONLY,
      schema: {
        ...doc(
          'Releases the batch’s members whose audit passed',
          `Each member at most once, even on concurrent calls; a refusal goes back to passed with its error. ${UNKNOWN}`,
        ),
        body: BatchReleaseBody,
        response: responses(WxBatchSchema),
      },
    },
    async (request) => ok(await releaseBatch(app.db, deps(request), currentAdmin(request), request.body.id, request.language)),
  );
};

export default wxappCodeRoutes;
