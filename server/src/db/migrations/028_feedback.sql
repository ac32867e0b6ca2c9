-- Issue 18, user feedback (用户反馈): what the apps' users report (a category, a text, up to four screenshots,
-- the device and optionally where they stood), the admins' handling (state, assignee) and its timeline.

-- Screenshots are platform files (migration 013) uploaded by an app with its key: a new purpose.
ALTER TABLE platform_file DROP CONSTRAINT IF EXISTS platform_file_purpose_check;
ALTER TABLE platform_file ADD CONSTRAINT platform_file_purpose_check
  CHECK (purpose IN ('logo', 'poi-type-icon', 'import', 'feedback'));

CREATE TABLE feedback (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  app_id bigint NOT NULL REFERENCES app (id) ON DELETE CASCADE,
  building_id bigint NOT NULL REFERENCES building (id) ON DELETE CASCADE,
  -- Pseudonymous, as in usage events (never a phone number, OpenID or name).
  user_id text NOT NULL CHECK (char_length(user_id) BETWEEN 1 AND 64),
  session_id text NOT NULL DEFAULT '' CHECK (char_length(session_id) <= 64),
  category text NOT NULL CHECK (category IN ('cannotOpen', 'crash', 'lag', 'slowLoad', 'inaccurateLocation', 'navigationError', 'mapError', 'other')),
  text text NOT NULL CHECK (char_length(text) BETWEEN 1 AND 500),
  contact text NOT NULL DEFAULT '' CHECK (char_length(contact) <= 50),
  platform text NOT NULL,
  app_version text NOT NULL,
  brand text NOT NULL,
  model text NOT NULL,
  os text NOT NULL,
  os_version text NOT NULL,
  -- Where the user stood (optional): a level of the building and a point on it.
  level_id bigint REFERENCES level (id) ON DELETE SET NULL,
  lng double precision,
  lat double precision,
  state text NOT NULL DEFAULT 'open' CHECK (state IN ('open', 'in_progress', 'resolved', 'closed')),
  assignee_id bigint REFERENCES admin (id) ON DELETE SET NULL,
  occurred_at timestamptz NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX feedback_building_time ON feedback (building_id, occurred_at DESC);
CREATE INDEX feedback_app_user ON feedback (app_id, user_id, occurred_at DESC);

-- Which app uploaded a screenshot (a screenshot of another app is refused) and the feedback it was sent with
-- (null until then; a screenshot goes with one feedback only).
CREATE TABLE feedback_screenshot (
  file_id bigint PRIMARY KEY REFERENCES platform_file (id) ON DELETE CASCADE,
  app_id bigint NOT NULL REFERENCES app (id) ON DELETE CASCADE,
  feedback_id bigint REFERENCES feedback (id) ON DELETE CASCADE,
  sort smallint NOT NULL DEFAULT 0
);
CREATE INDEX feedback_screenshot_feedback ON feedback_screenshot (feedback_id);

-- The timeline: every reply, state change and assignment, who and when. Names are copied so the row reads
-- the same after an admin is renamed or deleted.
CREATE TABLE feedback_event (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  feedback_id bigint NOT NULL REFERENCES feedback (id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('reply', 'state', 'assign')),
  admin_id bigint REFERENCES admin (id) ON DELETE SET NULL,
  admin_name text NOT NULL DEFAULT '',
  text text NOT NULL DEFAULT '' CHECK (char_length(text) <= 500),
  from_state text,
  to_state text,
  assignee_id bigint REFERENCES admin (id) ON DELETE SET NULL,
  assignee_name text NOT NULL DEFAULT '',
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX feedback_event_feedback ON feedback_event (feedback_id, id);
