import { Compile } from 'typebox/compile';
import type { FastifySchemaValidationError } from 'fastify/types/schema.js';
import { fieldErrors } from '../errors/validation.js';
import { translate, type Language } from '../errors/messages.js';
import { EventDataSchemas, USAGE_LIMITS, UsageEventSchema, type EventType, type UsageEvent } from '#contract/schemas/usage.js';
import type { UsageDimensions } from '../db/types.js';
import { controlCharacters } from '../errors/controlCharacters.js';

const EVENT = Compile(UsageEventSchema);
interface Checker {
  Check(value: unknown): boolean;
  Errors(value: unknown): Iterable<unknown>;
}
const DATA = Object.fromEntries(Object.entries(EventDataSchemas).map(([type, schema]) => [type, Compile(schema) as Checker])) as Record<EventType, Checker>;
/** Types that carry nothing in `data`. */
const WITHOUT_DATA = new Set<string>(['app_open']);

/** An event that passed every check, ready to store. */
export interface CheckedEvent extends UsageDimensions {
  index: number;
  clientId: string;
  type: EventType;
  at: number;
  buildingId: number;
  userId: string;
  sessionId: string;
  levelId: number | null;
  lng: number | null;
  lat: number | null;
  data: Record<string, unknown>;
}

export interface Rejection {
  index: number;
  field: string;
  message: string;
}

export interface CheckContext {
  /** The app's buildings: id -> its levels. */
  buildings: Map<number, Set<number>>;
  now: number;
  /** The simulator's history: no lateness window. */
  history: boolean;
  language: Language;
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** TypeBox names a missing property in `requiredProperties`; the field errors read Ajv's `missingProperty`. */
const asAjv = (e: FastifySchemaValidationError): FastifySchemaValidationError => {
  const params = e.params as { requiredProperties?: string[] };
  return e.keyword === 'required' && params.requiredProperties?.length ? { ...e, params: { missingProperty: params.requiredProperties[0] } } : e;
};

function firstError(index: number, errors: Iterable<unknown>, prefix: string, language: Language): Rejection {
  const [first] = fieldErrors(([...errors] as FastifySchemaValidationError[]).map(asAjv), '', language);
  const field = first?.field ? `${prefix}.${first.field}` : prefix;
  return { index, field, message: first?.message ?? translate(language, 'field.invalid') };
}

/** Checks one event on its own: its fields, its type's data, its building and level, its time. */
export function checkEvent(raw: unknown, index: number, ctx: CheckContext): CheckedEvent | Rejection {
  const at = `events[${index}]`;
  const reject = (field: string, key: Parameters<typeof translate>[1], params: Record<string, string | number> = {}): Rejection => ({
    index,
    field: field ? `${at}.${field}` : at,
    message: translate(ctx.language, key, params),
  });
  if (!EVENT.Check(raw)) return isObject(raw) ? firstError(index, EVENT.Errors(raw), at, ctx.language) : reject('', 'field.invalid');
  // Text the database cannot hold (NUL) is this event's fault alone: the batch's other events are stored.
  const [control] = controlCharacters(raw, at, ctx.language);
  if (control) return { index, field: control.field, message: control.message };
  const e = raw as UsageEvent;
  const type = e.type as EventType;
  const data = e.data ?? {};
  if (e.data === undefined && !WITHOUT_DATA.has(type)) return reject('data', 'usage.dataRequired', { type });
  if (!DATA[type].Check(data)) return firstError(index, DATA[type].Errors(data), `${at}.data`, ctx.language);

  const levels = ctx.buildings.get(e.buildingId);
  if (!levels) return reject('buildingId', 'usage.buildingOutside', { buildingId: e.buildingId });
  const place = type === 'location' ? (data as { levelId: number; lng: number; lat: number }) : null;
  const from = type === 'nav_start' ? (data.from as { levelId: number } | undefined) : undefined;
  for (const [field, levelId] of [
    ['data.levelId', place?.levelId],
    ['data.from.levelId', from?.levelId],
  ] as const) {
    if (levelId !== undefined && !levels.has(levelId)) return reject(field, 'usage.levelOutside', { levelId, buildingId: e.buildingId });
  }
  const time = Date.parse(e.time);
  if (!Number.isFinite(time)) return reject('time', 'field.invalid');
  if (time > ctx.now + USAGE_LIMITS.aheadMinutes * 60_000) return reject('time', 'usage.ahead');
  if (!ctx.history && time < ctx.now - USAGE_LIMITS.lateDays * 86_400_000) return reject('time', 'usage.tooLate', { days: USAGE_LIMITS.lateDays });

  return {
    index,
    clientId: e.id,
    type,
    at: time,
    buildingId: e.buildingId,
    userId: e.userId,
    sessionId: e.sessionId,
    platform: e.platform,
    appVersion: e.appVersion,
    brand: e.brand,
    model: e.model,
    os: e.os,
    osVersion: e.osVersion,
    network: e.network,
    gender: e.gender ?? 'unknown',
    ageBand: e.ageBand ?? 'unknown',
    province: e.province || 'unknown',
    language: e.language ?? 'unknown',
    levelId: place?.levelId ?? null,
    lng: place?.lng ?? null,
    lat: place?.lat ?? null,
    data,
  };
}

export const isRejection = (r: CheckedEvent | Rejection): r is Rejection => 'message' in r;
