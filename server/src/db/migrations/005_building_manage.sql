-- Issue 5: building management. A building may be outside every app (being prepared, or taken out of its
-- app so it can be deleted): apps only read the published versions of their own buildings.
ALTER TABLE building ALTER COLUMN app_id DROP NOT NULL;

-- The draft's revision: every save or patch of the draft bumps it; a save naming an older revision is
-- refused with 10006 (optimistic concurrency, issues 5 and 6).
ALTER TABLE building_version ADD COLUMN revision integer NOT NULL DEFAULT 0;
ALTER TABLE building_version ADD COLUMN updated_at timestamptz NOT NULL DEFAULT now();
ALTER TABLE building_version ADD COLUMN updated_by bigint REFERENCES admin (id) ON DELETE SET NULL;
