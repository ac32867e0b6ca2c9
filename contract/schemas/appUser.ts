import { Type, type Static, type TSchema } from 'typebox';
import { Literals, Page, PageQuery } from './envelope.js';

/** Issue 16 用户列表 (spec §2 /user): the apps' end users as the usage events know them, and their erasure. */

const APP_USER_SORTS = ['lastSeen', 'firstSeen', 'userId'] as const;
const APP_USER_PLATFORMS = ['wechat', 'alipay', 'ios', 'android'] as const;
const ERASE_REASON_MAX = 500;
/** Recent sessions on the activity page, and the days of its events-per-day chart. */
export const RECENT_SESSIONS = 20;
export const ACTIVITY_DAYS = 30;

const DateTime = Type.String({ format: 'date-time' });
const Nullable = <T extends TSchema>(t: T, description: string) => Type.Union([Type.Null(), t], { description });
const Count = (description: string) => Type.Integer({ minimum: 0, description });
const UserId = (description: string) => Type.String({ minLength: 1, maxLength: 64, pattern: '^[A-Za-z0-9_.:-]+$', description });

export const AppUserPageQuery = Type.Object({
  ...PageQuery,
  sort: Type.Optional(Type.Union(Literals(APP_USER_SORTS), { description: 'lastSeen (default), firstSeen or userId; ties by user id' })),
  order: Type.Optional(Type.Union([Type.Literal('asc'), Type.Literal('desc')], { default: 'desc' })),
  q: Type.Optional(Type.String({ maxLength: 64, description: 'The start of the pseudonymous user id (case-sensitive)' })),
  appId: Type.Optional(Type.Integer({ minimum: 1, description: 'Only users seen in a building of this app (an unknown app: 10005 naming appId)' })),
  appGroupId: Type.Optional(
    Type.Integer({
      minimum: 1,
      maximum: 2 ** 53 - 1,
      description: 'Issue 16: only users seen in a building of this 应用分组’s apps (an unknown group has none)',
    }),
  ),
  platform: Type.Optional(Type.Union(Literals(APP_USER_PLATFORMS), { description: 'Only users first seen in some building on this platform' })),
});
export type AppUserPageQuery = Static<typeof AppUserPageQuery>;

const AppRefSchema = Type.Object({ id: Type.Integer(), name: Type.String() });
const DeviceSchema = Type.Object(
  { brand: Type.String(), model: Type.String(), os: Type.String(), osVersion: Type.String() },
  { description: 'The device of the user’s latest active day' },
);

const AppUserRowSchema = Type.Object(
  {
    id: Type.String({ description: 'The row’s key: the user id' }),
    userId: Type.String({ description: 'Pseudonymous id the apps report (never a phone number, OpenID or name)' }),
    apps: Type.Array(AppRefSchema, { description: 'The apps of the buildings the user was seen in' }),
    platforms: Type.Array(Type.String(), { description: 'The platforms the user was first seen on, per building' }),
    buildings: Count('Buildings the user was seen in'),
    firstSeenAt: DateTime,
    lastSeenAt: DateTime,
    sessions: Count('App sessions kept (sessions go with their raw events past the retention period)'),
    device: Nullable(DeviceSchema, 'null: no active day kept'),
  },
  { description: 'One app user (issue 16 用户列表)' },
);
export type AppUserRowDto = Static<typeof AppUserRowSchema>;
export const AppUserPageSchema = Page(AppUserRowSchema);
export type AppUserPage = Static<typeof AppUserPageSchema>;

export const AppUserQuery = Type.Object({ userId: UserId('The pseudonymous user id') });
export type AppUserQuery = Static<typeof AppUserQuery>;

const AppUserBuildingSchema = Type.Object({
  buildingId: Type.Integer(),
  buildingName: Type.String(),
  appId: Nullable(Type.Integer(), 'The building’s app'),
  firstSeenAt: DateTime,
  lastSeenAt: DateTime,
  platform: Type.String(),
  appVersion: Type.String(),
});

const AppUserSessionSchema = Type.Object({
  sessionId: Type.String(),
  buildingId: Type.Integer(),
  buildingName: Type.String(),
  platform: Type.String(),
  startedAt: DateTime,
  endedAt: DateTime,
  durationSec: Count('Seconds from the first to the last event'),
  events: Count('Events of the session'),
  fixes: Count('Location fixes of the session'),
});

export const AppUserDetailSchema = Type.Object(
  {
    ...AppUserRowSchema.properties,
    events: Count('Raw events kept (the raw events of days past the retention period are gone)'),
    buildingList: Type.Array(AppUserBuildingSchema),
    recentSessions: Type.Array(AppUserSessionSchema, { description: `The newest ${RECENT_SESSIONS} sessions` }),
    days: Type.Array(Type.Object({ day: Type.String({ description: 'YYYY-MM-DD, the building’s local day' }), events: Count('Events that day') }), {
      description: `Events per day of the last ${ACTIVITY_DAYS} days, oldest first (days without events are 0)`,
    }),
  },
  { description: 'One app user’s activity' },
);
export type AppUserDetailDto = Static<typeof AppUserDetailSchema>;

export const AppUserEraseBody = Type.Object(
  {
    userId: UserId('The pseudonymous user id to erase'),
    reason: Type.String({ minLength: 1, maxLength: ERASE_REASON_MAX, description: 'Why (the request received); kept in the audit log' }),
  },
  { additionalProperties: false },
);
export type AppUserEraseBody = Static<typeof AppUserEraseBody>;

export const AppUserErasedSchema = Type.Object({
  userId: Type.String(),
  events: Count('Raw events deleted'),
  sessions: Count('Sessions deleted'),
  buildings: Count('Buildings whose rollups were corrected'),
});
export type AppUserErasedDto = Static<typeof AppUserErasedSchema>;
