-- Issue 6: the POI page (spec §7 poi/page) on buildings with tens of thousands of POIs. Partial indexes on
-- the POI rows of a version in each sort order of the page (name, POI type, level; id is the primary key),
-- so a page reads its own rows from the index instead of sorting every POI; the type and level ones also
-- serve the page's filters and the POI type usage count.
CREATE INDEX map_feature_poi_name_idx ON map_feature (version_id, (properties ->> 'name'), id) WHERE feature_type = 'poi';
CREATE INDEX map_feature_poi_type_idx ON map_feature (version_id, (properties -> 'poiTypeId'), id) WHERE feature_type = 'poi';
CREATE INDEX map_feature_poi_level_idx ON map_feature (version_id, level_id, id) WHERE feature_type = 'poi';
