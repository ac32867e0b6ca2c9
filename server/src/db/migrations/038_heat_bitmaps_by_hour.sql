-- The heat-map bins' bitmaps in a row per level, day and hour of the day (dim 'heat:<level>/<hour>') instead of one
-- per level and day (dim 'heat:<level>'): a batch of events rewrites the rows of the hours it touched, not a busy
-- level's whole day (issue 32). The server's code moves the rows there are (server/src/db/backfill.ts).
INSERT INTO schema_backfill (name) SELECT 'heat_bitmaps_by_hour'
  WHERE EXISTS (SELECT 1 FROM usage_user_bitmap WHERE dim ~ '^heat:[0-9]+$');
