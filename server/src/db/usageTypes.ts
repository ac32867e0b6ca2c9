import type { ColumnType, Generated } from 'kysely';
import type { CreatedAt, Json } from './types.js';

// The usage analytics tables (issues 14 and 15, migrations 014 and 015), apart from the console's own.

/** Issue 14 (migration 014): an app's ingestion key (only its SHA-256 is kept). */
export interface AppKeyTable {
  id: Generated<number>;
  appId: number;
  keyHash: string;
  prefix: string;
  createdAt: CreatedAt;
  revokedAt: ColumnType<Date | null, Date | null | undefined, Date | null>;
  /** Issue 16 (migration 021): a rotated key works until then; null: no end. */
  expiresAt: ColumnType<Date | null, Date | null | undefined, Date | null>;
  /** Issue 16: the newest call made with the key (written at most once a minute). */
  lastUsedAt: ColumnType<Date | null, Date | null | undefined, Date | null>;
}

/** Issue 14: the dimensions every event and every active-user row carries. */
export interface UsageDimensions {
  platform: string;
  appVersion: string;
  brand: string;
  model: string;
  os: string;
  osVersion: string;
  network: string;
  gender: string;
  ageBand: string;
  province: string;
  language: string;
}

export interface UsageEventTable extends UsageDimensions {
  appId: number;
  clientId: string;
  occurredAt: Date;
  receivedAt: CreatedAt;
  buildingId: number;
  type: string;
  userId: string;
  sessionId: string;
  levelId: number | null;
  lng: number | null;
  lat: number | null;
  data: Json;
}

export interface UsageCountTable {
  buildingId: number;
  grain: string;
  period: Date;
  metric: string;
  dim: string;
  value: string;
  n: number;
}

export interface UsageActiveTable extends UsageDimensions {
  buildingId: number;
  grain: string;
  period: Date;
  userId: string;
}

export interface UsageUserTable {
  buildingId: number;
  userId: string;
  firstAt: Date;
  lastAt: Date;
  platform: string;
  appVersion: string;
  /** The user's number in the building (migration 036): its bit in the building's bitmaps. */
  num: number;
}

/** A day's distinct users as serialized Roaring bitmaps of user numbers, one per value of a dimension (migration 036). */
export interface UsageUserBitmapTable {
  buildingId: number;
  /** '' for the whole building (one value, ''), or a dimension. */
  dim: string;
  day: Date;
  /** The day's values and their bitmaps, packed (server/src/usage/bitmaps.ts packDay). */
  bits: Uint8Array;
}

/** Issue 15 (migration 015): an app session as a track, kept up to date as its events arrive. */
export interface UsageSessionTable {
  buildingId: number;
  sessionId: string;
  userId: string;
  platform: string;
  startedAt: Date;
  endedAt: Date;
  events: number;
  fixes: number;
  /** Metres between consecutive location fixes on one level. */
  distance: number;
  /** The levels of its fixes, ascending. */
  levels: number[];
  lastFixAt: Date | null;
  lastLevelId: number | null;
  lastLng: number | null;
  lastLat: number | null;
}

/** Issue 15 (migration 016): location fixes per level, local day and hour, and grid cell. */
export interface UsageHeatTable {
  buildingId: number;
  levelId: number;
  /** The building's local day, YYYY-MM-DD. */
  day: string;
  hour: number;
  cx: number;
  cy: number;
  fixes: number;
  dwell: number;
  /** Issue 15's location quality (migration 019): fixes with an estimated error, their errors' sum, the poor ones. */
  rated: number;
  accuracySum: number;
  poor: number;
}

/** Issue 15: a level's fixes per local day and bucket of estimated error (migration 019). */
export interface UsageAccuracyTable {
  buildingId: number;
  levelId: number;
  day: string;
  bucket: number;
  fixes: number;
}

export interface UsageDatabase {
  appKey: AppKeyTable;
  usageEvent: UsageEventTable;
  usageCount: UsageCountTable;
  usageActive: UsageActiveTable;
  usageUser: UsageUserTable;
  usageUserBitmap: UsageUserBitmapTable;
  usageSession: UsageSessionTable;
  usageHeat: UsageHeatTable;
  usageAccuracy: UsageAccuracyTable;
}
