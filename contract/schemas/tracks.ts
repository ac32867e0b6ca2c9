import { Type, type Static } from 'typebox';
import { EVENT_TYPES } from './usage.js';
import { Page, PageQuery } from './envelope.js';

/** Issue 15: the apps' sessions as tracks (轨迹列表 track-list, 轨迹回放 tracking; VIEW_USER_TRACK). */

const DateOnly = (description: string) => Type.String({ format: 'date', description });
const SessionId = Type.String({ minLength: 1, maxLength: 64, pattern: '^[A-Za-z0-9_.:-]+$', description: 'The app session id' });

export const TrackPageQuery = Type.Object(
  {
    ...PageQuery,
    buildingId: Type.Integer({ minimum: 1, maximum: 2 ** 53 - 1 }),
    from: Type.Optional(DateOnly('First day the track started, YYYY-MM-DD in the building’s time zone (default: six days before `to`)')),
    to: Type.Optional(DateOnly('Last day (inclusive; default: the building’s today), not before from; the range is bounded (TRACK_LIMITS.rangeDays)')),
    levelId: Type.Optional(Type.Integer({ minimum: 1, maximum: 2 ** 53 - 1, description: 'Only tracks with a fix on this level of the building' })),
    userId: Type.Optional(Type.String({ minLength: 1, maxLength: 64, description: 'Only this pseudonymous app user' })),
    sort: Type.Optional(Type.Literal('startedAt', { description: 'The only order: when the track started' })),
    order: Type.Optional(Type.Union([Type.Literal('desc'), Type.Literal('asc')], { description: 'Newest first (default) or oldest first' })),
  },
  { additionalProperties: false },
);
export type TrackPageQuery = Static<typeof TrackPageQuery>;

const Level = Type.Object({ id: Type.Integer(), name: Type.String() });

const TrackSummarySchema = Type.Object({
  /** The session id again: a list row's key. */
  id: Type.String(),
  sessionId: Type.String(),
  userId: Type.String({ description: 'Pseudonymous app-user id, as the app reported it' }),
  platform: Type.String(),
  startedAt: Type.String({ format: 'date-time' }),
  startedLocal: Type.String({ description: 'The start on the building’s wall clock, YYYY-MM-DD HH:mm:ss' }),
  endedAt: Type.String({ format: 'date-time' }),
  durationSec: Type.Integer(),
  /** Metres, one decimal. */
  distance: Type.Number({ description: 'Metres walked between consecutive location fixes on one level' }),
  events: Type.Integer(),
  fixes: Type.Integer({ description: 'Location fixes' }),
  levels: Type.Array(Level, { description: 'The levels of its fixes, in the building’s level order' }),
});
export type TrackSummary = Static<typeof TrackSummarySchema>;

export const TrackPageSchema = Type.Object({
  ...Page(TrackSummarySchema).properties,
  more: Type.Boolean({ description: 'More tracks match than are counted (TRACK_LIMITS.countUpTo): total stops there' }),
  timeZone: Type.String(),
});
export type TrackPage = Static<typeof TrackPageSchema>;

export const TrackQuery = Type.Object(
  { buildingId: Type.Integer({ minimum: 1, maximum: 2 ** 53 - 1 }), sessionId: SessionId },
  { additionalProperties: false },
);
export type TrackQuery = Static<typeof TrackQuery>;

const TrackPointSchema = Type.Object({
  at: Type.String({ format: 'date-time' }),
  levelId: Type.Integer(),
  lng: Type.Number(),
  lat: Type.Number(),
  accuracy: Type.Union([Type.Number(), Type.Null()]),
});

const TrackEventSchema = Type.Object({
  at: Type.String({ format: 'date-time' }),
  type: Type.Enum(EVENT_TYPES),
  /** Where it happened: its own place, else the latest fix before it (null before the first fix). */
  levelId: Type.Union([Type.Integer(), Type.Null()]),
  lng: Type.Union([Type.Number(), Type.Null()]),
  lat: Type.Union([Type.Number(), Type.Null()]),
  /** What it was about: the search text, the POI's name (or its id when the map has no such POI), the scene, the service. */
  label: Type.String(),
});
export type TrackEvent = Static<typeof TrackEventSchema>;

export const TrackSchema = Type.Object({
  track: TrackSummarySchema,
  timeZone: Type.String(),
  points: Type.Array(TrackPointSchema, { description: 'The location fixes in time order' }),
  events: Type.Array(TrackEventSchema, { description: 'Every other event of the session in time order (app open and close included)' }),
});
export type Track = Static<typeof TrackSchema>;
