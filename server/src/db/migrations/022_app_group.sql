-- Issue 16: 应用分组 (spec §2 /app-group): named groups of location apps (for example a brand's malls), used to
-- filter the platform's lists and statistics and, later, for the mini-programs' batch releases. An app may be in
-- several groups; deleting a group or an app removes only the membership rows.
CREATE TABLE app_group (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  name text NOT NULL,
  description text NOT NULL DEFAULT '',
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- Group names are unique regardless of case and surrounding spaces (10006).
CREATE UNIQUE INDEX app_group_name_key ON app_group (lower(btrim(name)));

CREATE TABLE app_group_app (
  group_id bigint NOT NULL REFERENCES app_group (id) ON DELETE CASCADE,
  app_id bigint NOT NULL REFERENCES app (id) ON DELETE CASCADE,
  PRIMARY KEY (group_id, app_id)
);

-- The app and map lists filter by group; an app's groups are looked up by app.
CREATE INDEX app_group_app_app_idx ON app_group_app (app_id);
