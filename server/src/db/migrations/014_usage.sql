-- Issue 14: usage analytics (DESIGN.md §7). The apps report events to POST /api/collect with their location
-- app's key; the server keeps the raw events (time-partitioned, dropped past the retention period) and rollups
-- maintained as events arrive, so every statistics call reads rollup rows, not raw events.

-- Day, week and month boundaries of a building's statistics are its wall clock's.
ALTER TABLE building ADD COLUMN time_zone text NOT NULL DEFAULT 'Asia/Shanghai';

-- An app's ingestion keys: only a SHA-256 of the key is kept; the prefix names it in lists.
CREATE TABLE app_key (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  app_id bigint NOT NULL REFERENCES app (id) ON DELETE CASCADE,
  key_hash text NOT NULL UNIQUE,
  prefix text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  revoked_at timestamptz
);
CREATE INDEX app_key_app_idx ON app_key (app_id);

-- Ids are compared byte-wise (COLLATE "C"): distinct counts sort them, and an id has no locale.
-- Raw events, one partition per month (made by server/src/usage/partitions.ts before a batch needs it).
-- (app, client event id, time) is the key: a retried batch inserts nothing twice.
CREATE TABLE usage_event (
  app_id bigint NOT NULL,
  client_id text COLLATE "C" NOT NULL,
  occurred_at timestamptz NOT NULL,
  received_at timestamptz NOT NULL DEFAULT now(),
  building_id bigint NOT NULL,
  type text NOT NULL,
  user_id text COLLATE "C" NOT NULL,
  session_id text COLLATE "C" NOT NULL,
  platform text NOT NULL,
  app_version text NOT NULL,
  brand text NOT NULL,
  model text NOT NULL,
  os text NOT NULL,
  os_version text NOT NULL,
  network text NOT NULL,
  gender text NOT NULL,
  age_band text NOT NULL,
  province text NOT NULL,
  language text NOT NULL,
  level_id bigint,
  lng double precision,
  lat double precision,
  data jsonb NOT NULL DEFAULT '{}',
  PRIMARY KEY (app_id, client_id, occurred_at)
) PARTITION BY RANGE (occurred_at);
CREATE TABLE usage_event_default PARTITION OF usage_event DEFAULT;
CREATE INDEX usage_event_building_time_idx ON usage_event (building_id, occurred_at);

-- Event counts per building, hour ('H', the hour's start) or building-local day ('D', its midnight), metric
-- (an event type, or a derived one such as new users), dimension and value ('' and '' for the total).
CREATE TABLE usage_count (
  building_id bigint NOT NULL,
  grain "char" NOT NULL,
  period timestamptz NOT NULL,
  metric text NOT NULL,
  dim text NOT NULL,
  value text NOT NULL,
  n bigint NOT NULL,
  PRIMARY KEY (building_id, metric, dim, grain, period, value)
);

-- Who was active in a building per local day, week (from Monday) or month, with what the user's first event of
-- that period said about the device and the person: distinct users of any range and dimension, and retention.
CREATE TABLE usage_active (
  building_id bigint NOT NULL,
  grain "char" NOT NULL,
  period timestamptz NOT NULL,
  user_id text COLLATE "C" NOT NULL,
  platform text NOT NULL,
  app_version text NOT NULL,
  brand text NOT NULL,
  model text NOT NULL,
  os text NOT NULL,
  os_version text NOT NULL,
  network text NOT NULL,
  gender text NOT NULL,
  age_band text NOT NULL,
  province text NOT NULL,
  language text NOT NULL,
  PRIMARY KEY (building_id, grain, period, user_id)
);
-- Retention: a cohort's users' later weeks.
CREATE INDEX usage_active_user_idx ON usage_active (building_id, user_id, grain, period);

-- A building's users: when each was first seen (a late event can move it earlier) and on what.
CREATE TABLE usage_user (
  building_id bigint NOT NULL,
  user_id text COLLATE "C" NOT NULL,
  first_at timestamptz NOT NULL,
  last_at timestamptz NOT NULL,
  platform text NOT NULL,
  app_version text NOT NULL,
  PRIMARY KEY (building_id, user_id)
);
CREATE INDEX usage_user_first_idx ON usage_user (building_id, first_at);

-- Events accepted per app and minute (the collect call's rate limit, shared by every server instance).
CREATE TABLE usage_rate (
  app_id bigint NOT NULL,
  minute timestamptz NOT NULL,
  n integer NOT NULL,
  PRIMARY KEY (app_id, minute)
);
