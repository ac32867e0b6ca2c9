-- Issue 15: 定位功能 location quality. The heat map's bins also keep the estimated error of their fixes
-- (server/src/usage/quality.ts): the fixes that carried one, the sum of their errors and the poor ones. Bins
-- written before this migration keep rated = 0: their error is unknown, not zero.
ALTER TABLE usage_heat ADD COLUMN rated integer NOT NULL DEFAULT 0;
ALTER TABLE usage_heat ADD COLUMN accuracy_sum double precision NOT NULL DEFAULT 0;
ALTER TABLE usage_heat ADD COLUMN poor integer NOT NULL DEFAULT 0;

-- A level's fixes by estimated error, per building-local day: bucket i holds errors in [i, i + 1) times
-- QUALITY_BUCKET_METRES, the last bucket everything above. The percentiles are read from it.
CREATE TABLE usage_accuracy (
  building_id bigint NOT NULL,
  level_id bigint NOT NULL,
  day date NOT NULL,
  bucket smallint NOT NULL,
  fixes integer NOT NULL,
  PRIMARY KEY (building_id, level_id, day, bucket)
);

-- Who had a fix on a level on a day: the levels' distinct users for the privacy threshold, read by level without
-- walking every cell and hour of usage_heat_user. Kept as long as the raw events (retention), like that table.
CREATE TABLE usage_level_user (
  building_id bigint NOT NULL,
  day date NOT NULL,
  level_id bigint NOT NULL,
  user_id text COLLATE "C" NOT NULL,
  PRIMARY KEY (building_id, day, level_id, user_id)
);
