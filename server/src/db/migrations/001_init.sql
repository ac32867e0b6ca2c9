CREATE TABLE company (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  name text NOT NULL,
  big_logo text NOT NULL DEFAULT '',
  small_logo text NOT NULL DEFAULT '',
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE admin (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  email text NOT NULL,
  name text NOT NULL DEFAULT '',
  password_hash text NOT NULL,
  admin_type text NOT NULL CHECK (admin_type IN ('PLATFORM_ADMINISTRATOR', 'COMPANY_ADMINISTRATOR', 'BUSINESS_ADMINISTRATOR')),
  company_id bigint REFERENCES company (id),
  enabled boolean NOT NULL DEFAULT true,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CHECK ((admin_type = 'PLATFORM_ADMINISTRATOR') = (company_id IS NULL))
);
CREATE UNIQUE INDEX admin_email_key ON admin (lower(email));

CREATE TABLE permission (
  code text PRIMARY KEY,
  name_zh text NOT NULL,
  name_en text NOT NULL,
  group_key text NOT NULL,
  sort integer NOT NULL DEFAULT 0
);

CREATE TABLE role (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  company_id bigint REFERENCES company (id),
  name text NOT NULL,
  description text NOT NULL DEFAULT ''
);

CREATE TABLE role_permission (
  role_id bigint NOT NULL REFERENCES role (id) ON DELETE CASCADE,
  permission_code text NOT NULL REFERENCES permission (code),
  PRIMARY KEY (role_id, permission_code)
);

CREATE TABLE app (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  company_id bigint NOT NULL REFERENCES company (id),
  name text NOT NULL,
  app_code text NOT NULL UNIQUE
);

CREATE TABLE building (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  company_id bigint NOT NULL REFERENCES company (id),
  app_id bigint NOT NULL REFERENCES app (id),
  name text NOT NULL,
  address text NOT NULL DEFAULT '',
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX building_company_idx ON building (company_id);

CREATE TABLE level (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  building_id bigint NOT NULL REFERENCES building (id) ON DELETE CASCADE,
  ordinal integer NOT NULL,
  name text NOT NULL,
  UNIQUE (building_id, ordinal)
);

-- building_id NULL: the grant applies to every building of the role's company.
CREATE TABLE admin_role (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  admin_id bigint NOT NULL REFERENCES admin (id) ON DELETE CASCADE,
  role_id bigint NOT NULL REFERENCES role (id) ON DELETE CASCADE,
  building_id bigint REFERENCES building (id) ON DELETE CASCADE
);
CREATE UNIQUE INDEX admin_role_grant_key ON admin_role (admin_id, role_id, coalesce(building_id, 0));

-- Only a SHA-256 of the cookie value is stored, so a leaked table cannot be replayed.
CREATE TABLE session (
  id_hash text PRIMARY KEY,
  admin_id bigint NOT NULL REFERENCES admin (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  last_seen_at timestamptz NOT NULL DEFAULT now(),
  idle_expires_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL
);
CREATE INDEX session_admin_idx ON session (admin_id);
CREATE INDEX session_expires_idx ON session (expires_at);

CREATE TABLE message (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  admin_id bigint NOT NULL REFERENCES admin (id) ON DELETE CASCADE,
  type text NOT NULL,
  title text NOT NULL,
  content text NOT NULL DEFAULT '',
  read_at timestamptz,
  deleted_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX message_admin_idx ON message (admin_id, created_at DESC);

CREATE TABLE audit_log (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  admin_id bigint REFERENCES admin (id) ON DELETE SET NULL,
  action text NOT NULL,
  entity text NOT NULL,
  entity_id bigint,
  before jsonb,
  after jsonb,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX audit_log_entity_idx ON audit_log (entity, entity_id, created_at);
