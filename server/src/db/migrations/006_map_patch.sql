-- Issues 5 and 6: the history of changes to a building's draft (spec §7 map/poi-patch, road/road-patch):
-- one row per saved change set, with what changed (per feature: before and after), who and when.
CREATE TABLE map_patch (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  building_id bigint NOT NULL REFERENCES building (id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('draft', 'poi', 'road', 'import')),
  -- The draft's revision this change set produced.
  revision integer NOT NULL,
  admin_id bigint REFERENCES admin (id) ON DELETE SET NULL,
  actor_email text NOT NULL DEFAULT '',
  summary text NOT NULL DEFAULT '',
  -- [{ id, op: 'add' | 'update' | 'delete', before, after }] (before/after: the feature's properties and geometry, or null)
  changes jsonb NOT NULL DEFAULT '[]',
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX map_patch_building_idx ON map_patch (building_id, kind, id DESC);
