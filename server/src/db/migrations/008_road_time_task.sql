-- Issue 6: road time tasks (spec §7 road/road-time-task-*): scheduled closures of road-network features
-- (road segments and connectors of the building's draft, by feature id), once or repeating daily or
-- weekly at the same wall-clock time in `time_zone`. `action` 'open' forces the features open during
-- its occurrences: an exception to the close tasks listed in `exception_of` (never to a manual closure).
-- The schedule, status and contradiction rules are in server/src/roads/timeTasks.ts.
CREATE TABLE road_time_task (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  building_id bigint NOT NULL REFERENCES building (id) ON DELETE CASCADE,
  name text NOT NULL CHECK (char_length(name) BETWEEN 1 AND 100),
  reason text NOT NULL DEFAULT '',
  action text NOT NULL DEFAULT 'close' CHECK (action IN ('close', 'open')),
  road_ids text[] NOT NULL CHECK (cardinality(road_ids) >= 1),
  starts_at timestamptz NOT NULL,
  ends_at timestamptz NOT NULL,
  repeat text NOT NULL DEFAULT 'none' CHECK (repeat IN ('none', 'daily', 'weekly')),
  -- ISO weekdays (1 = Monday … 7 = Sunday) on which a weekly occurrence starts.
  weekdays integer[] NOT NULL DEFAULT '{}' CHECK (weekdays <@ ARRAY[1, 2, 3, 4, 5, 6, 7]),
  -- The last date (inclusive, in time_zone) on which a repeating occurrence starts; null = no end.
  until date,
  time_zone text NOT NULL DEFAULT 'Asia/Shanghai',
  -- For an 'open' task: the ids of the 'close' tasks it may overlap (no foreign key: a deleted one is ignored).
  exception_of integer[] NOT NULL DEFAULT '{}',
  enabled boolean NOT NULL DEFAULT true,
  created_by bigint REFERENCES admin (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_by bigint REFERENCES admin (id) ON DELETE SET NULL,
  updated_at timestamptz NOT NULL DEFAULT now(),
  CHECK (ends_at > starts_at),
  CHECK (repeat <> 'weekly' OR cardinality(weekdays) >= 1)
);
CREATE INDEX road_time_task_building_idx ON road_time_task (building_id, id);
