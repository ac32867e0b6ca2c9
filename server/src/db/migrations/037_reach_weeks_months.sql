-- The POI analysis's counts per POI and search text by week and month too (issue 32): a range then sums a row per
-- whole month and week in it and a row per day only at its edges (server/src/usage/periods.ts coverDays), instead of
-- one row per day. Ingestion writes all three grains from now on (rollup.ts REACH_GRAINS); the weeks (from Monday)
-- and months of the days counted so far are summed here, in each building's own time zone.
INSERT INTO usage_count (building_id, grain, period, metric, dim, value, n)
SELECT c.building_id, g.grain, date_trunc(g.unit, c.period AT TIME ZONE b.time_zone) AT TIME ZONE b.time_zone, c.metric, c.dim, c.value, sum(c.n)
FROM usage_count c
JOIN building b ON b.id = c.building_id
CROSS JOIN (VALUES ('W'::"char", 'week'), ('M'::"char", 'month')) AS g(grain, unit)
WHERE c.grain = 'D'
  AND (c.dim, c.metric) IN (('poi', 'poiViews'), ('poi', 'poiNavStarts'), ('poi', 'poiArrivals'), ('query', 'searches'), ('query', 'searchesEmpty'))
GROUP BY 1, 2, 3, 4, 5, 6
ON CONFLICT (building_id, metric, dim, grain, period, value) DO UPDATE SET n = excluded.n;
