import { Type, type Static } from 'typebox';

/**
 * Issue 14: the usage events the apps report to POST /api/collect. Each event is checked on its own against
 * `UsageEventSchema` (the batch's good events are stored, the bad ones answered by index with the field named).
 */

export const USAGE_LIMITS = {
  /** Events in one collect call. */
  batch: 500,
  /** The collect call's body, bytes. */
  bodyBytes: 1_048_576,
  /** How late an event may arrive and still count (in the hour it happened), days. */
  lateDays: 7,
  /** How far ahead of the server's clock an event's time may be, minutes (device clocks drift). */
  aheadMinutes: 10,
  /** Events accepted per app and minute (10007 past it). */
  perAppMinute: 120_000,
  /** Privacy threshold: a group of fewer distinct users is held back (DESIGN.md §7). */
  minGroupUsers: 5,
} as const;

export const EVENT_TYPES = [
  'app_open',
  'app_close',
  'location',
  'search',
  'poi_view',
  'nav_start',
  'nav_arrive',
  'nav_cancel',
  'qr_scan',
  'car_service',
  'feature_click',
  // Issue 18: the user opened a push (its in-app message or WeChat's subscription message).
  'push_open',
] as const;
export type EventType = (typeof EVENT_TYPES)[number];

export const PLATFORMS = ['wechat', 'alipay', 'ios', 'android'] as const;
const NETWORKS = ['wifi', '5g', '4g', '3g', '2g', 'none', 'unknown'] as const;
export const GENDERS = ['male', 'female', 'unknown'] as const;
export const AGE_BANDS = ['under18', '18-24', '25-34', '35-44', '45-54', '55+', 'unknown'] as const;
const CAR_SERVICES = ['findCar', 'parkingPayment'] as const;

const oneOf = <T extends readonly string[]>(values: T, description?: string) => Type.Enum(values, description ? { description } : {});
const Text = (max: number, description: string) => Type.String({ minLength: 1, maxLength: max, description });
const Id = (description: string) => Type.String({ minLength: 1, maxLength: 64, pattern: '^[A-Za-z0-9_.:-]+$', description });
const Place = {
  levelId: Type.Integer({ minimum: 1, maximum: 2 ** 53 - 1, description: 'A level of the event’s building' }),
  lng: Type.Number({ minimum: -180, maximum: 180 }),
  lat: Type.Number({ minimum: -90, maximum: 90 }),
};
const PoiRef = Type.String({ minLength: 1, maxLength: 100, description: 'A POI of the building: its map feature id (as in the map JSON and getConfig)' });

/** What each type carries in `data` (other types carry none, or `{}`). */
export const EventDataSchemas = {
  app_open: Type.Object({ firstOpen: Type.Optional(Type.Boolean({ description: 'The device’s first open of the app' })) }, { additionalProperties: false }),
  app_close: Type.Object({ durationSec: Type.Integer({ minimum: 0, maximum: 86_400, description: 'The session’s length' }) }, { additionalProperties: false }),
  location: Type.Object(
    {
      ...Place,
      accuracy: Type.Number({ minimum: 0, maximum: 1000, description: 'Estimated error, metres' }),
      beacons: Type.Array(
        Type.Object(
          {
            uuid: Type.String({ pattern: '^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$' }),
            major: Type.Integer({ minimum: 0, maximum: 65535 }),
            minor: Type.Integer({ minimum: 0, maximum: 65535 }),
            rssi: Type.Integer({ minimum: -127, maximum: 0 }),
            battery: Type.Optional(Type.Integer({ minimum: 0, maximum: 100, description: 'Percent, when the beacon advertises it' })),
          },
          { additionalProperties: false },
        ),
        { maxItems: 50, description: 'The beacons heard for this fix' },
      ),
    },
    { additionalProperties: false },
  ),
  search: Type.Object(
    { query: Text(100, 'What the user typed'), results: Type.Integer({ minimum: 0, maximum: 100_000, description: 'How many POIs it found' }) },
    { additionalProperties: false },
  ),
  poi_view: Type.Object({ poiId: PoiRef }, { additionalProperties: false }),
  nav_start: Type.Object(
    {
      toPoiId: PoiRef,
      fromPoiId: Type.Optional(PoiRef),
      from: Type.Optional(Type.Object(Place, { additionalProperties: false })),
      distance: Type.Number({ minimum: 0, maximum: 100_000, description: 'Route length, metres' }),
    },
    { additionalProperties: false },
  ),
  nav_arrive: Type.Object({ toPoiId: PoiRef, distance: Type.Number({ minimum: 0, maximum: 100_000 }) }, { additionalProperties: false }),
  nav_cancel: Type.Object(
    { toPoiId: PoiRef, distance: Type.Number({ minimum: 0, maximum: 100_000, description: 'Walked before cancelling' }) },
    { additionalProperties: false },
  ),
  qr_scan: Type.Object(
    { scene: Type.String({ minLength: 1, maxLength: 200, description: 'The scanned code’s scene (or its short code)' }) },
    { additionalProperties: false },
  ),
  car_service: Type.Object(
    { service: oneOf(CAR_SERVICES, 'findCar (find my car) or parkingPayment'), success: Type.Boolean() },
    { additionalProperties: false },
  ),
  feature_click: Type.Object({ feature: Text(50, 'The feature’s name in the app') }, { additionalProperties: false }),
  push_open: Type.Object(
    { pushId: Type.Integer({ minimum: 1, maximum: 2 ** 53 - 1, description: 'The push opened (issue 18: counted in its funnel)' }) },
    { additionalProperties: false },
  ),
} as const;

/** The fields every event carries. */
export const UsageEventSchema = Type.Object(
  {
    id: Id('The client’s event id: a retried event with the same id and time is stored once'),
    type: oneOf(EVENT_TYPES),
    time: Type.String({ format: 'date-time', description: `When it happened (at most ${USAGE_LIMITS.lateDays} days ago)` }),
    buildingId: Type.Integer({ minimum: 1, maximum: 2 ** 53 - 1, description: 'A building of the app' }),
    userId: Id('Pseudonymous app-user id (never a phone number, OpenID or name)'),
    sessionId: Id('The app session (from app_open to app_close)'),
    platform: oneOf(PLATFORMS),
    appVersion: Text(20, 'The app or mini-program version'),
    brand: Text(40, 'Device brand (Huawei, Apple, Xiaomi …)'),
    model: Text(60, 'Device model'),
    os: Text(20, 'iOS, Android, HarmonyOS …'),
    osVersion: Text(20, 'e.g. 17.5'),
    network: oneOf(NETWORKS),
    gender: Type.Optional(oneOf(GENDERS, 'What the user shared (default unknown)')),
    ageBand: Type.Optional(oneOf(AGE_BANDS, 'default unknown')),
    province: Type.Optional(Type.String({ maxLength: 20, description: 'Province (or region) name, default unknown' })),
    language: Type.Optional(Type.String({ maxLength: 20, pattern: '^[A-Za-z]{2,3}(-[A-Za-z0-9]{2,8})*$', description: 'BCP 47, e.g. zh-CN' })),
    data: Type.Optional(Type.Object({}, { additionalProperties: true, description: 'Per type; see the collect call' })),
  },
  { additionalProperties: false },
);
export type UsageEvent = Static<typeof UsageEventSchema> & { data?: Record<string, unknown> };

export const CollectBody = Type.Object(
  { events: Type.Array(Type.Unknown(), { minItems: 1, maxItems: USAGE_LIMITS.batch, description: `1–${USAGE_LIMITS.batch} events` }) },
  { additionalProperties: false },
);
export type CollectBody = Static<typeof CollectBody>;

export const CollectResultSchema = Type.Object({
  accepted: Type.Integer({ description: 'Events stored now' }),
  duplicates: Type.Integer({ description: 'Events stored before (same id and time): not counted again' }),
  rejected: Type.Array(Type.Object({ index: Type.Integer(), field: Type.String(), message: Type.String() }), {
    description: 'The refused events by their index in the batch, each with its first bad field (`events[3].data.rssi`)',
  }),
});
export type CollectResult = Static<typeof CollectResultSchema>;

/** The header that carries an app's ingestion key. */
export const APP_KEY_HEADER = 'X-App-Key';
