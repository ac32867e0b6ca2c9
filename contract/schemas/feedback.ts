import { Type, type Static, type TSchema } from 'typebox';
import { Page, PageQuery } from './envelope.js';
import { UsageEventSchema } from './usage.js';
import { TrackSchema } from './tracks.js';
import { FEEDBACK_CATEGORIES, FEEDBACK_LIMITS, FEEDBACK_STATES } from '../endpoints/feedback.js';

/** Issue 18: user feedback (用户反馈): the apps' calls (with the app key) and the console's inbox (VIEW_FEEDBACK). */

const Nullable = <T extends TSchema>(t: T) => Type.Union([Type.Null(), t]);
const Id = Type.Integer({ minimum: 1, maximum: 2 ** 53 - 1 });
const usage = UsageEventSchema.properties;

const FeedbackDeviceSchema = Type.Object(
  { platform: usage.platform, appVersion: usage.appVersion, brand: usage.brand, model: usage.model, os: usage.os, osVersion: usage.osVersion },
  { additionalProperties: false },
);

const FeedbackPlaceSchema = Type.Object(
  {
    levelId: Type.Integer({ minimum: 1, maximum: 2 ** 53 - 1, description: 'A level of the feedback’s building' }),
    lng: Type.Number({ minimum: -180, maximum: 180 }),
    lat: Type.Number({ minimum: -90, maximum: 90 }),
  },
  { additionalProperties: false },
);

export const FeedbackAddBody = Type.Object(
  {
    buildingId: Type.Integer({ minimum: 1, maximum: 2 ** 53 - 1, description: 'A building of the app' }),
    userId: usage.userId,
    sessionId: Type.Optional(usage.sessionId),
    category: Type.Enum(FEEDBACK_CATEGORIES),
    text: Type.String({ minLength: 1, maxLength: FEEDBACK_LIMITS.text, description: `What happened, 1–${FEEDBACK_LIMITS.text} characters` }),
    contact: Type.Optional(Type.String({ maxLength: FEEDBACK_LIMITS.contact, description: 'How to reach the user (optional)' })),
    screenshots: Type.Optional(
      Type.Array(Id, { maxItems: FEEDBACK_LIMITS.screenshots, uniqueItems: true, description: 'Ids answered by the screenshot upload' }),
    ),
    device: FeedbackDeviceSchema,
    place: Type.Optional(FeedbackPlaceSchema),
    time: Type.Optional(Type.String({ format: 'date-time', description: 'When (default now)' })),
  },
  { additionalProperties: false },
);
export type FeedbackAddBody = Static<typeof FeedbackAddBody>;

export const FeedbackAddedSchema = Type.Object({ id: Type.Integer(), state: Type.Enum(FEEDBACK_STATES) });
export type FeedbackAdded = Static<typeof FeedbackAddedSchema>;

export const FeedbackScreenshotSchema = Type.Object({ id: Type.Integer(), url: Type.String() });
export type FeedbackScreenshot = Static<typeof FeedbackScreenshotSchema>;

export const FeedbackMineQuery = Type.Object({ userId: usage.userId }, { additionalProperties: false });
export type FeedbackMineQuery = Static<typeof FeedbackMineQuery>;

const Reply = Type.Object({ text: Type.String(), at: Type.String({ format: 'date-time' }) });
export const FeedbackMineSchema = Type.Object({
  records: Type.Array(
    Type.Object({
      id: Type.Integer(),
      buildingId: Type.Integer(),
      category: Type.Enum(FEEDBACK_CATEGORIES),
      text: Type.String(),
      state: Type.Enum(FEEDBACK_STATES),
      time: Type.String({ format: 'date-time' }),
      screenshots: Type.Array(FeedbackScreenshotSchema),
      replies: Type.Array(Reply, { description: 'The admins’ replies, oldest first' }),
    }),
    { description: 'The user’s own feedback in this app, newest first (at most 50)' },
  ),
});
export type FeedbackMine = Static<typeof FeedbackMineSchema>;

const AdminRef = Type.Object({ id: Type.Integer(), name: Type.String() });

const FeedbackSummarySchema = Type.Object({
  id: Type.Integer(),
  buildingId: Type.Integer(),
  userId: Type.String(),
  category: Type.Enum(FEEDBACK_CATEGORIES),
  text: Type.String(),
  contact: Type.String(),
  state: Type.Enum(FEEDBACK_STATES),
  assignee: Nullable(AdminRef),
  platform: Type.String(),
  appVersion: Type.String(),
  screenshots: Type.Integer({ description: 'How many' }),
  time: Type.String({ format: 'date-time' }),
});
export type FeedbackSummary = Static<typeof FeedbackSummarySchema>;

export const FeedbackPageSchema = Page(FeedbackSummarySchema);
export type FeedbackPage = Static<typeof FeedbackPageSchema>;

export const FeedbackPageQuery = Type.Object({
  ...PageQuery,
  buildingId: Type.Integer({ minimum: 1 }),
  category: Type.Optional(Type.Enum(FEEDBACK_CATEGORIES)),
  state: Type.Optional(Type.Enum(FEEDBACK_STATES)),
  assigneeId: Type.Optional(Type.Integer({ minimum: 0, description: 'An admin; 0 = unassigned' })),
  q: Type.Optional(Type.String({ maxLength: 100, description: 'Part of the text or contact; any case' })),
  from: Type.Optional(Type.String({ format: 'date-time', description: 'Feedback at or after' })),
  to: Type.Optional(Type.String({ format: 'date-time', description: 'Feedback before' })),
});
export type FeedbackPageQuery = Static<typeof FeedbackPageQuery>;

export const FeedbackIdQuery = Type.Object({ id: Type.Integer({ minimum: 1 }) });
export type FeedbackIdQuery = Static<typeof FeedbackIdQuery>;

export const FeedbackAssigneesSchema = Type.Array(Type.Object({ id: Type.Integer(), name: Type.String(), email: Type.String() }));
export type FeedbackAssignees = Static<typeof FeedbackAssigneesSchema>;

export const FeedbackReplyBody = Type.Object(
  { id: Type.Integer({ minimum: 1 }), text: Type.String({ minLength: 1, maxLength: FEEDBACK_LIMITS.text }) },
  { additionalProperties: false },
);
export type FeedbackReplyBody = Static<typeof FeedbackReplyBody>;
export const FeedbackStateBody = Type.Object({ id: Type.Integer({ minimum: 1 }), state: Type.Enum(FEEDBACK_STATES) }, { additionalProperties: false });
export type FeedbackStateBody = Static<typeof FeedbackStateBody>;
export const FeedbackAssignBody = Type.Object(
  { id: Type.Integer({ minimum: 1 }), assigneeId: Nullable(Type.Integer({ minimum: 1, description: 'null: nobody' })) },
  { additionalProperties: false },
);
export type FeedbackAssignBody = Static<typeof FeedbackAssignBody>;

const FeedbackTimelineEntrySchema = Type.Object({
  id: Type.Integer(),
  kind: Type.Union([Type.Literal('reply'), Type.Literal('state'), Type.Literal('assign')]),
  at: Type.String({ format: 'date-time' }),
  admin: Nullable(AdminRef),
  text: Type.String(),
  fromState: Nullable(Type.Enum(FEEDBACK_STATES)),
  toState: Nullable(Type.Enum(FEEDBACK_STATES)),
  assignee: Nullable(AdminRef),
});
export type FeedbackTimelineEntry = Static<typeof FeedbackTimelineEntrySchema>;

const FeedbackBeaconSchema = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  uuid: Type.String(),
  major: Type.Integer(),
  minor: Type.Integer(),
  lng: Type.Number(),
  lat: Type.Number(),
  distance: Type.Number({ description: 'From the place, metres' }),
  lifecycle: Type.String(),
  health: Nullable(Type.String({ description: 'Now: neverSeen, unseen, batteryLow, healthy (null when not deployed)' })),
  battery: Nullable(Type.Integer()),
  lastSeenAt: Nullable(Type.String({ format: 'date-time' })),
  heard: Type.Integer({ description: 'Times the location events around the feedback heard it' }),
  meanRssi: Nullable(Type.Number()),
  lastBattery: Nullable(Type.Integer({ description: 'The newest battery those events reported' })),
});
export type FeedbackBeacon = Static<typeof FeedbackBeaconSchema>;

export const FeedbackDetailSchema = Type.Object({
  ...FeedbackSummarySchema.properties,
  sessionId: Type.String(),
  device: FeedbackDeviceSchema,
  place: Nullable(Type.Object({ levelId: Type.Integer(), levelName: Type.String(), lng: Type.Number(), lat: Type.Number() })),
  screenshotFiles: Type.Array(FeedbackScreenshotSchema),
  timeline: Type.Array(FeedbackTimelineEntrySchema, { description: 'Replies, state changes and assignments, oldest first' }),
  beacons: Type.Array(FeedbackBeaconSchema, { description: `The building’s beacons within ${FEEDBACK_LIMITS.beaconRadius} m of the place on its level` }),
  track: Nullable(TrackSchema),
  trackNote: Type.Union([Type.Literal('shown'), Type.Literal('noPermission'), Type.Literal('noSession')]),
  moves: Type.Array(Type.Enum(FEEDBACK_STATES), { description: 'The states it may move to now' }),
});
export type FeedbackDetail = Static<typeof FeedbackDetailSchema>;
