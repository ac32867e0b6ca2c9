-- Distinct users as compressed bitmaps (DESIGN.md §7): each building numbers its users densely (1, 2, 3 ...), and
-- a bitmap of those numbers per local day says who was active then, in total (dim '' and value '') and per value of
-- each dimension a page breaks down by (what the user's first event of that day said). A range's distinct users
-- are the union of its days' bitmaps: exact, and a few thousand small rows however many events there are.
-- Numbers and bitmaps are written under the building's ingestion lock, so several server instances may ingest.
ALTER TABLE usage_user ADD COLUMN num integer;
UPDATE usage_user u SET num = r.num
  FROM (SELECT building_id, user_id, row_number() OVER (PARTITION BY building_id ORDER BY first_at, user_id)::integer AS num FROM usage_user) r
  WHERE u.building_id = r.building_id AND u.user_id = r.user_id;
ALTER TABLE usage_user ALTER COLUMN num SET NOT NULL;
CREATE UNIQUE INDEX usage_user_num_idx ON usage_user (building_id, num);

-- One row per building, dimension and day: its values, each with the portable serialization of a Roaring bitmap
-- (roaring-wasm), packed in one bytea (server/src/usage/bitmaps.ts packDay). A page reads a row per day, however many
-- values a dimension has.
CREATE TABLE usage_user_bitmap (
  building_id bigint NOT NULL,
  dim text NOT NULL,
  day timestamptz NOT NULL,
  bits bytea NOT NULL,
  PRIMARY KEY (building_id, dim, day)
);

-- Work a migration leaves to the server's code (server/src/db/backfill.ts), done once at the next start.
CREATE TABLE schema_backfill (
  name text PRIMARY KEY
);
-- The bitmaps of the days already rolled up come from usage_active's day rows.
INSERT INTO schema_backfill (name) SELECT 'user_bitmaps' WHERE EXISTS (SELECT 1 FROM usage_active);

-- Who touched which POI, search text and scanned code (the POI and QR code analysis: dims 'poi', 'query' and 'scene'),
-- who had a fix on each level ('level') and in each heat-map bin ('heat:<level id>', value 'hour:cx:cy') are bitmaps
-- too: the rows of the three tables that held them become bitmaps at the next start, and the tables go then.
ALTER TABLE usage_reach RENAME TO usage_reach_before_036;
ALTER TABLE usage_heat_user RENAME TO usage_heat_user_before_036;
ALTER TABLE usage_level_user RENAME TO usage_level_user_before_036;
INSERT INTO schema_backfill (name) SELECT 'presence_bitmaps'
  WHERE EXISTS (SELECT 1 FROM usage_reach_before_036) OR EXISTS (SELECT 1 FROM usage_heat_user_before_036)
    OR EXISTS (SELECT 1 FROM usage_level_user_before_036);
DO $$ BEGIN
  IF NOT EXISTS (SELECT 1 FROM schema_backfill WHERE name = 'presence_bitmaps') THEN
    DROP TABLE usage_reach_before_036, usage_heat_user_before_036, usage_level_user_before_036;
  END IF;
END $$;
