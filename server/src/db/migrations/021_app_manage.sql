-- Issue 16: platform management of location apps (spec §2 /location-app, §7 app/get, app/page) and their
-- ingestion keys (issue 14's app_key: created, rotated with an overlap period, revoked).

-- The platforms an app ships on (a closed list, checked by the service: ios, android, harmony, wechat, alipay, web).
ALTER TABLE app ADD COLUMN platforms text[] NOT NULL DEFAULT '{}';
ALTER TABLE app ADD COLUMN created_at timestamptz NOT NULL DEFAULT now();
ALTER TABLE app ADD COLUMN updated_at timestamptz NOT NULL DEFAULT now();

-- Names and app codes are unique regardless of case (and, for names, surrounding spaces): 10006.
CREATE UNIQUE INDEX app_name_key ON app (lower(btrim(name)));
CREATE UNIQUE INDEX app_code_lower_key ON app (lower(app_code));

-- Rotation: the old key keeps working until expires_at (null: no end). last_used_at: the newest call made
-- with the key (written at most once a minute); an app whose key was ever used, or that has usage events,
-- has shipped, and its app code can no longer change (services/app.ts).
ALTER TABLE app_key ADD COLUMN expires_at timestamptz;
ALTER TABLE app_key ADD COLUMN last_used_at timestamptz;
