import { Type, type Static } from 'typebox';

/** Issue 15: 活跃状态 activity status (spec §2 /location activity-status, VIEW_ACTIVITY_STATUS). */

export const ActivityStatusQuery = Type.Object(
  {
    buildingId: Type.Integer({ minimum: 1, maximum: 2 ** 53 - 1 }),
    minutes: Type.Optional(Type.Integer({ minimum: 1, maximum: 30, description: '“Now” is the last this many minutes (default 5)' })),
  },
  { additionalProperties: false },
);
export type ActivityStatusQuery = Static<typeof ActivityStatusQuery>;

const HeldBack = Type.Null({ description: 'Held back: fewer distinct users than the threshold' });
const Users = Type.Union([Type.Integer(), HeldBack]);

export const ActivityStatusSchema = Type.Object({
  /** The server's clock when it answered. */
  at: Type.String({ format: 'date-time' }),
  timeZone: Type.String(),
  minutes: Type.Integer(),
  minUsers: Type.Integer({ description: 'A level or region with fewer distinct users is held back' }),
  users: Type.Integer({ description: 'Distinct users with an event in the building in the last `minutes`' }),
  /** Of them, those whose latest fix is older than the window (or who have none): where they are is not known. */
  unplaced: Type.Integer(),
  /** Every level of the building, in its order, with the users whose latest fix is on it. */
  levels: Type.Array(Type.Object({ id: Type.Integer(), name: Type.String(), users: Users })),
  /** The regions (sections of the draft map) with the users whose latest fix lies in them. */
  regions: Type.Array(
    Type.Object({
      id: Type.Integer(),
      name: Type.String(),
      nameEn: Type.Union([Type.String(), Type.Null()]),
      levelId: Type.Integer(),
      users: Users,
      /** Where to draw its count: a point inside it. */
      lng: Type.Number(),
      lat: Type.Number(),
    }),
  ),
  /** The last hour, minute by minute: distinct users with a session open in that minute (oldest first). */
  trend: Type.Array(Type.Object({ at: Type.String({ format: 'date-time' }), users: Type.Integer() })),
});
export type ActivityStatus = Static<typeof ActivityStatusSchema>;
