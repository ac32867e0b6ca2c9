-- Issue 5: the indoor map model (DESIGN §6, IMDF-like GeoJSON in WGS84).
-- A building has an anchor point (its map centre); levels keep living in `level`.
ALTER TABLE building ADD COLUMN anchor_lng double precision;
ALTER TABLE building ADD COLUMN anchor_lat double precision;
-- IMDF level short name (e.g. "B1"); null = the level's name.
ALTER TABLE level ADD COLUMN short_name text;

-- One draft per building (version NULL, editors change it) and published versions 1..n (apps read them).
CREATE TABLE building_version (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  building_id bigint NOT NULL REFERENCES building (id) ON DELETE CASCADE,
  version integer,
  status text NOT NULL CHECK (status IN ('draft', 'published')),
  published_at timestamptz,
  published_by bigint REFERENCES admin (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  CHECK ((status = 'draft') = (version IS NULL)),
  UNIQUE (building_id, version)
);
CREATE UNIQUE INDEX building_version_draft_key ON building_version (building_id) WHERE status = 'draft';

-- POI categories of a building (not versioned: POIs name them by id).
CREATE TABLE poi_type (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  building_id bigint NOT NULL REFERENCES building (id) ON DELETE CASCADE,
  name text NOT NULL,
  name_en text NOT NULL DEFAULT '',
  icon text NOT NULL DEFAULT '',
  color text NOT NULL DEFAULT '#888888',
  sort integer NOT NULL DEFAULT 0
);
CREATE INDEX poi_type_building_idx ON poi_type (building_id, sort);

-- Every feature of one building version. `id` is the feature's own id, stable across versions (publish
-- copies the draft's rows; the diff compares rows by id). Regions are the `section` features: their
-- numeric region id (properties.regionId) comes from region_id_seq, unique over every building.
CREATE TABLE map_feature (
  version_id bigint NOT NULL REFERENCES building_version (id) ON DELETE CASCADE,
  id text NOT NULL,
  feature_type text NOT NULL CHECK (feature_type IN
    ('building', 'footprint', 'level', 'unit', 'opening', 'fixture', 'amenity', 'poi', 'section', 'road', 'connector')),
  level_id bigint REFERENCES level (id) ON DELETE CASCADE,
  properties jsonb NOT NULL DEFAULT '{}',
  geometry jsonb NOT NULL,
  PRIMARY KEY (version_id, id)
);
CREATE INDEX map_feature_type_idx ON map_feature (version_id, feature_type);
CREATE INDEX map_feature_region_idx ON map_feature (((properties ->> 'regionId')::bigint)) WHERE feature_type = 'section';
CREATE SEQUENCE region_id_seq;
