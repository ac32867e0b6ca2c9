-- Issue 19: the revision of a draft's road network (its road and connector features), apart from the draft's own.
-- A POI save bumps the draft's revision but not this one, so the route previews' kept network and walk graph
-- (services/road/networkCache.ts) outlive the POI editor's saves; every other change of the draft bumps both.
ALTER TABLE building_version ADD COLUMN network_revision integer NOT NULL DEFAULT 0;
