-- Issue 15: the apps' sessions as tracks (轨迹列表, 轨迹回放). One row per building and session, kept up to date
-- by the ingestion (server/src/usage/tracks.ts) under the building's lock, so the track list reads an index
-- range, never raw events; the playback reads one session's raw events by the index below.
CREATE TABLE usage_session (
  building_id bigint NOT NULL,
  session_id text COLLATE "C" NOT NULL,
  user_id text COLLATE "C" NOT NULL,
  platform text NOT NULL,
  started_at timestamptz NOT NULL,
  ended_at timestamptz NOT NULL,
  events integer NOT NULL,
  fixes integer NOT NULL,
  -- Metres between consecutive location fixes on one level.
  distance double precision NOT NULL,
  -- The levels of its fixes, ascending.
  levels bigint[] NOT NULL,
  -- The latest fix: a batch of later fixes continues the distance from it.
  last_fix_at timestamptz,
  last_level_id bigint,
  last_lng double precision,
  last_lat double precision,
  PRIMARY KEY (building_id, session_id)
);
CREATE INDEX usage_session_started_idx ON usage_session (building_id, started_at DESC, session_id);
CREATE INDEX usage_session_user_idx ON usage_session (building_id, user_id, started_at DESC);

-- A session's events in time order (the playback).
CREATE INDEX usage_event_session_idx ON usage_event (building_id, session_id, occurred_at);
