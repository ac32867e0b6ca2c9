import { BuildingIdQuery } from '#contract/schemas/entities.js';
import { FEEDBACK_LIMITS, feedbackApi } from '#contract/endpoints/feedback.js';
import { currentAdmin } from '../../plugins/auth.js';
import { ok, responses } from '#contract/schemas/envelope.js';
import {
  FeedbackAssignBody,
  FeedbackAssigneesSchema,
  FeedbackDetailSchema,
  FeedbackIdQuery,
  FeedbackPageQuery,
  FeedbackPageSchema,
  FeedbackReplyBody,
  FeedbackStateBody,
} from '#contract/schemas/feedback.js';
import {
  FEEDBACK_HANDLERS,
  assignFeedback,
  feedbackAssignees,
  feedbackDetail,
  feedbackPage,
  moveFeedback,
  replyFeedback,
} from '../../services/feedback/inbox.js';
import type { RoutePlugin } from '../../types.js';
import { route } from '../../plugins/route.js';

const ACCESS =
  'Needs VIEW_FEEDBACK (spec §6) on the feedback’s building (10003); the spec has no other feedback code, so its holders also handle feedback: reply, change the state, assign. Another company’s building or feedback, or an unknown one, answers 10004.';
const RECORD = `${ACCESS} The building is the feedback’s own.`;
const MOVES =
  'Moves: open → in_progress, resolved, closed; in_progress → resolved, closed; resolved → open, closed; closed → open. Others: 10005 naming `state`.';

/** Issue 18: the feedback inbox (用户反馈). */
const feedbackRoutes: RoutePlugin = async (app) => {
  route(
    app,
    feedbackApi.page,
    {
      config: { auth: 'session', permission: FEEDBACK_HANDLERS },
      schema: {
        summary: 'A page of a building’s user feedback, newest first',
        description: `${ACCESS} Filters: category, state, assignee (0 = unassigned), text (\`q\`: part of the text or contact), time range (\`from\` inclusive, \`to\` exclusive).`,
        querystring: FeedbackPageQuery,
        response: responses(FeedbackPageSchema),
      },
    },
    async (request) => ok(await feedbackPage(app.db, request.query)),
  );

  route(
    app,
    feedbackApi.one,
    {
      // Checked here for "any building"; the service checks the feedback's own building.
      config: { auth: 'session', permission: FEEDBACK_HANDLERS },
      schema: {
        summary: 'One feedback: the report, its place, the beacons around it, the user’s track, the timeline',
        description: `${RECORD} \`beacons\`: the building’s beacons within ${FEEDBACK_LIMITS.beaconRadius} m of the place on its level, with their health now and what the building’s location events of ±${FEEDBACK_LIMITS.eventWindowMinutes} minutes around the feedback heard of them. \`track\`: the feedback’s session (or the user’s session nearest its time), only for holders of VIEW_USER_TRACK on the building (\`trackNote\` says why it is missing); viewing it is audited like the track page.`,
        querystring: FeedbackIdQuery,
        response: responses(FeedbackDetailSchema),
      },
    },
    async (request) => ok(await feedbackDetail(app.db, currentAdmin(request), request.query.id)),
  );

  route(
    app,
    feedbackApi.assignees,
    {
      config: { auth: 'session', permission: FEEDBACK_HANDLERS },
      schema: {
        summary: 'The admins a building’s feedback may be assigned to',
        description: `${ACCESS} The enabled company administrators of the building’s company and its business administrators granted VIEW_FEEDBACK on it.`,
        querystring: BuildingIdQuery,
        response: responses(FeedbackAssigneesSchema),
      },
    },
    async (request) => ok(await feedbackAssignees(app.db, request.query.buildingId)),
  );

  route(
    app,
    feedbackApi.reply,
    {
      config: { auth: 'session', permission: FEEDBACK_HANDLERS },
      schema: {
        summary: 'Reply to a feedback (the user reads it in the app’s feedback list)',
        description: `${RECORD} \`text\` 1–${FEEDBACK_LIMITS.text} characters, not only spaces. Kept in the timeline.`,
        body: FeedbackReplyBody,
        response: responses(FeedbackDetailSchema),
      },
    },
    async (request) => ok(await replyFeedback(app.db, currentAdmin(request), request.body, request.language)),
  );

  route(
    app,
    feedbackApi.state,
    {
      config: { auth: 'session', permission: FEEDBACK_HANDLERS },
      schema: {
        summary: 'Change a feedback’s state',
        description: `${RECORD} ${MOVES} Kept in the timeline.`,
        body: FeedbackStateBody,
        response: responses(FeedbackDetailSchema),
      },
    },
    async (request) => ok(await moveFeedback(app.db, currentAdmin(request), request.body, request.language)),
  );

  route(
    app,
    feedbackApi.assign,
    {
      config: { auth: 'session', permission: FEEDBACK_HANDLERS },
      schema: {
        summary: 'Assign a feedback to an admin (or to nobody)',
        description: `${RECORD} The assignee must be one of the assignees call’s (an enabled admin who holds VIEW_FEEDBACK on the building): 10005 naming \`assigneeId\` otherwise. Kept in the timeline.`,
        body: FeedbackAssignBody,
        response: responses(FeedbackDetailSchema),
      },
    },
    async (request) => ok(await assignFeedback(app.db, currentAdmin(request), request.body, request.language)),
  );
};

export default feedbackRoutes;
