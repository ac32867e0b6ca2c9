-- Issue 15: 热力图 heat map. Location fixes binned per level, building-local day and hour, and grid cell
-- (server/src/usage/heat.ts: HEAT_CELL_DEG of longitude and latitude, a few metres), kept by the ingestion so the
-- heat map reads an index range, never raw events.
CREATE TABLE usage_heat (
  building_id bigint NOT NULL,
  level_id bigint NOT NULL,
  day date NOT NULL,
  hour smallint NOT NULL,
  cx integer NOT NULL,
  cy integer NOT NULL,
  fixes integer NOT NULL,
  -- Seconds spent there: each fix holds its cell until the session's next fix, at most HEAT_DWELL_CAP_SEC.
  dwell double precision NOT NULL,
  PRIMARY KEY (building_id, level_id, day, hour, cx, cy)
);

-- Who had a fix in a cell in an hour: distinct users of any range, for the privacy threshold (DESIGN.md §7).
-- Kept as long as the raw events (retention), not with the rollups.
CREATE TABLE usage_heat_user (
  building_id bigint NOT NULL,
  level_id bigint NOT NULL,
  day date NOT NULL,
  hour smallint NOT NULL,
  cx integer NOT NULL,
  cy integer NOT NULL,
  user_id text COLLATE "C" NOT NULL,
  PRIMARY KEY (building_id, level_id, day, hour, cx, cy, user_id)
);

-- Issue 15: 活跃状态 activity status reads the sessions active in the last minutes (and the last hour's trend).
CREATE INDEX usage_session_ended_idx ON usage_session (building_id, ended_at);
