-- Issue 13: BLE beacons (spec §2 信标管理, §6 VIEW_BEACON_LIST / VIEW_BEACON_DISTRIBUTION / UPLOAD_BEACON, §7
-- beacon/page and beacon/statistics). A beacon stands on one level of its building at a WGS84 point inside the
-- level's outline (checked by the service). UUID + major + minor identify it to the apps: unique per building.
-- Health is not stored: the calls derive it from lifecycle, last_seen_at and battery (server/src/repos/beacon.ts).
CREATE TABLE beacon (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  building_id bigint NOT NULL REFERENCES building (id) ON DELETE CASCADE,
  -- A removed level takes its beacons with it (a level holding beacons normally holds map features too, and
  -- building/update refuses to remove those).
  level_id bigint NOT NULL REFERENCES level (id) ON DELETE CASCADE,
  uuid uuid NOT NULL,
  major integer NOT NULL CHECK (major BETWEEN 0 AND 65535),
  minor integer NOT NULL CHECK (minor BETWEEN 0 AND 65535),
  -- Upper case, colon separated (AA:BB:CC:DD:EE:FF); null when unknown (iOS never reports it).
  mac text CHECK (mac ~ '^[0-9A-F]{2}(:[0-9A-F]{2}){5}$'),
  name text NOT NULL CHECK (char_length(name) BETWEEN 1 AND 100),
  lng double precision NOT NULL CHECK (lng BETWEEN -180 AND 180),
  lat double precision NOT NULL CHECK (lat BETWEEN -90 AND 90),
  -- RSSI at 1 m and transmit power, dBm; advertising interval, ms (BLE: 20 ms … 10.24 s).
  measured_power integer NOT NULL DEFAULT -59 CHECK (measured_power BETWEEN -127 AND 0),
  tx_power integer NOT NULL DEFAULT 0 CHECK (tx_power BETWEEN -40 AND 20),
  interval_ms integer NOT NULL DEFAULT 1000 CHECK (interval_ms BETWEEN 20 AND 10240),
  firmware text NOT NULL DEFAULT '',
  -- Percent and the time it was read; external power: no battery.
  battery integer CHECK (battery BETWEEN 0 AND 100),
  battery_read_at timestamptz,
  external_power boolean NOT NULL DEFAULT false,
  last_seen_at timestamptz,
  lifecycle text NOT NULL DEFAULT 'planned' CHECK (lifecycle IN ('planned', 'deployed', 'retired')),
  installed_on date,
  installed_by text NOT NULL DEFAULT '',
  created_by bigint REFERENCES admin (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_by bigint REFERENCES admin (id) ON DELETE SET NULL,
  updated_at timestamptz NOT NULL DEFAULT now(),
  CHECK (NOT external_power OR battery IS NULL)
);
CREATE UNIQUE INDEX beacon_identity_key ON beacon (building_id, uuid, major, minor);
CREATE INDEX beacon_building_level_idx ON beacon (building_id, level_id);
CREATE INDEX beacon_building_name_idx ON beacon (building_id, name, id);
