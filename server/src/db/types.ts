import type { Kysely } from 'kysely';
import type { DB } from './schema.generated.js';

// The row types are generated from the migrated schema (schema.generated.ts, `npm run db:types`); the narrowings the
// schema cannot express are in columnTypes.ts. Only what is not a table's row is written here.

export type * from './columnTypes.js';
export type {
  Feedback as FeedbackTable,
  UsageSession as UsageSessionTable,
  Wxapp as WxappTable,
  WxOpenPlatform as WxOpenPlatformTable,
} from './schema.generated.js';

export type DatabaseKind = 'pglite' | 'postgresql';

/** Issue 14: the dimensions every event and every active-user row carries (usage_event, usage_active). */
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

export type Database = DB;

export type Db = Kysely<Database>;

export interface DatabaseHandle {
  db: Db;
  kind: DatabaseKind;
  close(): Promise<void>;
}
