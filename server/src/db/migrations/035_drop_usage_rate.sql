-- Collect's per-app events of a minute are counted in rate_window (migration 031), the one shared counter of every
-- limit that holds across server instances; usage_rate (migration 014) counted the same thing in a table of its own.
DROP TABLE usage_rate;
