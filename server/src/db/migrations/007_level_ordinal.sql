-- Issue 5, IMDF import: one of our buildings may hold the levels of several IMDF buildings (a campus venue),
-- and two of them may share an ordinal (the ground floors of two wings). The ordinal orders levels; it is
-- no longer unique per building.
ALTER TABLE level DROP CONSTRAINT level_building_id_ordinal_key;
CREATE INDEX level_building_ordinal_idx ON level (building_id, ordinal);
