-- Issue 18: a deployed beacon whose health moves into batteryLow or unseen raises one message (services/beaconAlerts.ts).
-- The health last alerted is remembered per beacon, so a beacon that stays low is not reported every round; the
-- round claims the beacons by updating this column (two server instances cannot both claim one). Back to healthy
-- (or no longer deployed) clears it, so a later fall alerts again.
ALTER TABLE beacon ADD COLUMN alerted_health text CHECK (alerted_health IN ('batteryLow', 'unseen'));
CREATE INDEX beacon_alerted_idx ON beacon (building_id) WHERE alerted_health IS NOT NULL;
