import multipart from '@fastify/multipart';
import { FEEDBACK_CATEGORIES, FEEDBACK_LIMITS, FEEDBACK_SCREENSHOT_FIELD, feedbackAppApi } from '#contract/endpoints/feedback.js';
import { currentKeyedApp } from '../../plugins/auth.js';
import { ok, responses } from '#contract/schemas/envelope.js';
import { FeedbackAddBody, FeedbackAddedSchema, FeedbackMineQuery, FeedbackMineSchema, FeedbackScreenshotSchema } from '#contract/schemas/feedback.js';
import { APP_KEY_HEADER } from '#contract/schemas/usage.js';
import { addFeedback, addScreenshot, myFeedback } from '../../services/feedback/app.js';
import { FEEDBACK_NOTICE_BURST_MINUTES } from '../../services/feedback/notice.js';
import { receiveFile, sizeText } from '../../transfer/multipartFile.js';
import { appKeyLimitsText } from '../../services/appKeyRate.js';
import type { RoutePlugin } from '../../types.js';
import { route } from '../../plugins/route.js';

const KEY = `Authenticated by the location app’s key in the \`${APP_KEY_HEADER}\` header (as /api/collect), not by an admin session: an unknown or revoked key answers 10008, a disabled app 10003.`;
const headers = { type: 'object', properties: { [APP_KEY_HEADER.toLowerCase()]: { type: 'string', description: 'The app’s ingestion key' } } };

/** Issue 18: the apps' feedback calls (用户反馈), public but for the app key. A scope of its own: the screenshot upload parses multipart. */
const appFeedbackRoutes: RoutePlugin = async (app) => {
  const key = `${KEY} ${appKeyLimitsText(app.usagePolicy)}`;
  await app.register(multipart, { limits: { files: 1, fields: 10, fieldSize: 1024, parts: 12, headerPairs: 20 } });

  route(
    app,
    feedbackAppApi.add,
    {
      config: { auth: 'appKey' },
      schema: {
        summary: 'Send a user’s feedback (the apps and mini-programs, with the location app’s key)',
        description: [
          key,
          `Categories: ${FEEDBACK_CATEGORIES.join(', ')}. \`text\` 1–${FEEDBACK_LIMITS.text} characters (not only spaces), \`contact\` at most ${FEEDBACK_LIMITS.contact}, at most ${FEEDBACK_LIMITS.screenshots} screenshots (ids from the screenshot call, this app’s, each sent once). \`userId\` is pseudonymous, as in usage events.`,
          'Refused with 10005 naming the field: a building that is not the app’s (`buildingId`), a level of another building (`place.levelId`), another app’s or an already sent screenshot (`screenshots`), a time in the future (`time`).',
          `Raises a message (type feedback) to the admins who hold VIEW_FEEDBACK on the building, linking to the feedback’s page. Issue 31: while an admin’s feedback message about the building from the last ${FEEDBACK_NOTICE_BURST_MINUTES} minutes is unread, further feedback updates it (“N new feedback”, linking to the list) instead of raising another.`,
        ].join('\n\n'),
        headers,
        body: FeedbackAddBody,
        response: responses(FeedbackAddedSchema),
      },
    },
    async (request) => ok(await addFeedback(app.db, currentKeyedApp(request), request.body, request.language)),
  );

  route(
    app,
    feedbackAppApi.screenshot,
    {
      config: { auth: 'appKey' },
      schema: {
        summary: 'Upload a feedback screenshot; answers its id and URL',
        description: [
          key,
          `multipart/form-data with one part \`${FEEDBACK_SCREENSHOT_FIELD}\`: a PNG, JPEG or WebP image (read from the bytes, never the name), at most ${sizeText(FEEDBACK_LIMITS.screenshotKb)}. Another type, an empty or larger file: 10005 naming \`file\`.`,
          `Issue 31: an app uploads at most ${app.usagePolicy.screenshotMbPerDay} MB of screenshots per UTC day (FEEDBACK_SCREENSHOT_MB_PER_DAY; past it 10007 with Retry-After until the next day). A screenshot no feedback names ${app.usagePolicy.unattachedHours} hours after its upload is deleted (FEEDBACK_SCREENSHOT_UNATTACHED_HOURS).`,
        ].join('\n\n'),
        headers,
        body: {
          content: { 'multipart/form-data': { schema: { description: `One part \`${FEEDBACK_SCREENSHOT_FIELD}\` (a string, format binary): the image` } } },
        },
        response: responses(FeedbackScreenshotSchema),
      },
    },
    async (request) =>
      ok(
        await addScreenshot(
          app.db,
          app.fileStore,
          currentKeyedApp(request),
          (maxKb) => receiveFile(request, FEEDBACK_SCREENSHOT_FIELD, maxKb),
          request.language,
          app.usagePolicy,
        ),
      ),
  );

  route(
    app,
    feedbackAppApi.mine,
    {
      config: { auth: 'appKey' },
      schema: {
        summary: 'A user’s own feedback with its state and the admins’ replies',
        description: `${key}\n\nThe newest 50 of this app’s feedback from \`userId\`.`,
        headers,
        querystring: FeedbackMineQuery,
        response: responses(FeedbackMineSchema),
      },
    },
    async (request) => ok(await myFeedback(app.db, currentKeyedApp(request), request.query.userId)),
  );
};

export default appFeedbackRoutes;
