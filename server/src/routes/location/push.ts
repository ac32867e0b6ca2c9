import { PUSH_LIMITS, pushApi } from '#contract/endpoints/push.js';
import { currentAdmin } from '../../plugins/auth.js';
import { ok, responses, IdBody, IdQuery } from '#contract/schemas/envelope.js';
import {
  AudienceCountSchema,
  AudienceQuery,
  PushAddBody,
  PushDeletedSchema,
  PushPageQuery,
  PushPageSchema,
  PushSchema,
  PushTemplatesSchema,
  PushUpdateBody,
  RecipientPageSchema,
  RecipientsQuery,
  TemplatesQuery,
} from '#contract/schemas/push.js';
import {
  PUSH_ADDERS,
  PUSH_EDITORS,
  PUSH_READERS,
  addPush,
  audiencePreview,
  cancelPush,
  changePush,
  pushDetail,
  pushPage,
  pushRecipients,
  pushTemplates,
  removePush,
} from '../../services/push/push.js';
import type { RoutePlugin } from '../../types.js';
import { route } from '../../plugins/route.js';

const READ = 'Needs VIEW_PUSH, ADD_PUSH or EDIT_PUSH (spec §6) on the building (10003); another company’s building, or an unknown id, answers 10004.';
const RULES = [
  `Each bad field answers 10005 naming it: a title of 1–${PUSH_LIMITS.title} characters (a WeChat thing value), content of 1–${PUSH_LIMITS.content}, a mini-program page like pages/index/index,`,
  'an audience whose level, region or QR code is one of the building’s (`audience.levelId`…), a wechat push’s `templateId` (one of the linked mini-program’s templates; with none linked, delivery goes to DATA_DIR/outbox),',
  '`sendAt` in the future with send “at”. Scheduling (send now or at) needs an audience that resolves to somebody reachable (10005 naming `audience`); a draft may be saved without.',
].join(' ');

/** Issue 18: pushes (推送管理) of a building; the scheduler (services/push/scheduler.ts) sends them. */
const pushRoutes: RoutePlugin = async (app) => {
  route(
    app,
    pushApi.page,
    {
      config: { auth: 'session', permission: PUSH_READERS },
      schema: {
        summary: 'A page of a building’s pushes, newest first, with their delivery figures',
        description: `${READ} Filters: state, text (\`q\`: part of the title or content).`,
        querystring: PushPageQuery,
        response: responses(PushPageSchema),
      },
    },
    async (request) => ok(await pushPage(app.db, request.query, request.language)),
  );

  route(
    app,
    pushApi.one,
    {
      config: { auth: 'session', permission: PUSH_READERS },
      schema: {
        summary: 'One push, with its funnel (targeted, reachable, sent, opened)',
        description: READ,
        querystring: IdQuery,
        response: responses(PushSchema),
      },
    },
    async (request) => ok(await pushDetail(app.db, currentAdmin(request), request.query.id, request.language)),
  );

  route(
    app,
    pushApi.add,
    {
      config: { auth: 'session', permission: PUSH_ADDERS },
      schema: {
        summary: 'Compose a push: a draft, or scheduled (now or at a time)',
        description: `Needs ADD_PUSH (spec §6) on the building (10003). ${RULES} “now” sets sendAt to now: the scheduler sends it within seconds.`,
        body: PushAddBody,
        response: responses(PushSchema),
      },
    },
    async (request) => ok(await addPush(app.db, app.wxOpen, currentAdmin(request), request.body, request.language)),
  );

  route(
    app,
    pushApi.update,
    {
      config: { auth: 'session', permission: PUSH_EDITORS },
      schema: {
        summary: 'Change a draft or scheduled push',
        description: `Needs EDIT_PUSH (spec §6) on the push’s building (10003); unknown or another company’s: 10004. Once sending, sent, cancelled or failed it cannot change: 10005 naming \`state\`. ${RULES}`,
        body: PushUpdateBody,
        response: responses(PushSchema),
      },
    },
    async (request) => ok(await changePush(app.db, app.wxOpen, currentAdmin(request), request.body, request.language)),
  );

  route(
    app,
    pushApi.cancel,
    {
      config: { auth: 'session', permission: PUSH_EDITORS },
      schema: {
        summary: 'Cancel a draft or scheduled push',
        description: 'Needs EDIT_PUSH (spec §6) on the push’s building (10003); unknown or another company’s: 10004. Any other state: 10005 naming `state`.',
        body: IdBody,
        response: responses(PushSchema),
      },
    },
    async (request) => ok(await cancelPush(app.db, currentAdmin(request), request.body.id, request.language)),
  );

  route(
    app,
    pushApi.delete,
    {
      config: { auth: 'session', permission: PUSH_EDITORS },
      schema: {
        summary: 'Delete a push and its recipients',
        description:
          'Needs EDIT_PUSH (spec §6) on the push’s building (10003); unknown or another company’s: 10004. A push being sent cannot go: 10005 naming `state`.',
        body: IdBody,
        response: responses(PushDeletedSchema),
      },
    },
    async (request) => ok(await removePush(app.db, currentAdmin(request), request.body.id, request.language)),
  );

  route(
    app,
    pushApi.audience,
    {
      config: { auth: 'session', permission: PUSH_READERS },
      schema: {
        summary: 'The composer’s preview: how many users an audience targets and how many the channel reaches',
        description: `${READ} level and region need \`days\` (1–${PUSH_LIMITS.days}); a kind’s missing field answers 10005 naming it (\`audience.levelId\`). wechat reaches only users with an unused subscription to \`templateId\`.`,
        querystring: AudienceQuery,
        response: responses(AudienceCountSchema),
      },
    },
    async (request) => ok(await audiencePreview(app.db, request.query, request.language)),
  );

  route(
    app,
    pushApi.templates,
    {
      config: { auth: 'session', permission: PUSH_READERS },
      schema: {
        summary: 'The subscription-message templates of the building’s app’s mini-program',
        description: `${READ} From WeChat (wxaapi/newtmpl/gettemplate) through the authorized mini-program linked to the building’s app; none linked: \`miniProgram\` null and no templates.`,
        querystring: TemplatesQuery,
        response: responses(PushTemplatesSchema),
      },
    },
    async (request) => ok(await pushTemplates(app.db, app.wxOpen, request.query.buildingId)),
  );

  route(
    app,
    pushApi.recipients,
    {
      config: { auth: 'session', permission: PUSH_READERS },
      schema: {
        summary: 'A page of a push’s recipients: state, WeChat’s error, opened',
        description: READ,
        querystring: RecipientsQuery,
        response: responses(RecipientPageSchema),
      },
    },
    async (request) => ok(await pushRecipients(app.db, currentAdmin(request), request.query)),
  );
};

export default pushRoutes;
