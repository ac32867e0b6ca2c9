-- Issue 13: QR codes (spec §2 二维码管理, §6 VIEW_QR_CODE / ADD_QR_CODE / EDIT_QR_CODE, §7 qrcode/*) and the
-- WeChat credentials an app needs to draw mini-program codes.
--
-- A printed code is a known place: it belongs to a building and optionally to a level and a point on it.
-- `payload` is what the admin typed; `scene` is what WeChat's getwxacodeunlimit receives: the payload itself
-- when it fits WeChat's rule (at most 32 characters of [0-9A-Za-z!#$&'()*+,/:;=?@-._~]), else `k=<short_code>`
-- and the payload stays here, found again by its short code.
CREATE TABLE qrcode (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  building_id bigint NOT NULL REFERENCES building (id) ON DELETE CASCADE,
  level_id bigint REFERENCES level (id) ON DELETE SET NULL,
  name text NOT NULL CHECK (char_length(name) BETWEEN 1 AND 100),
  lng double precision CHECK (lng BETWEEN -180 AND 180),
  lat double precision CHECK (lat BETWEEN -90 AND 90),
  page text NOT NULL,
  payload text NOT NULL DEFAULT '',
  scene text NOT NULL CHECK (char_length(scene) BETWEEN 1 AND 32),
  short_code text NOT NULL UNIQUE,
  kind text NOT NULL DEFAULT 'wechat' CHECK (kind IN ('wechat', 'alipay', 'url')),
  batch text NOT NULL DEFAULT '',
  enabled boolean NOT NULL DEFAULT true,
  created_by bigint REFERENCES admin (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_by bigint REFERENCES admin (id) ON DELETE SET NULL,
  updated_at timestamptz NOT NULL DEFAULT now(),
  CHECK ((lng IS NULL) = (lat IS NULL)),
  CHECK (lng IS NULL OR level_id IS NOT NULL)
);
CREATE INDEX qrcode_building_name_idx ON qrcode (building_id, name, id);
CREATE INDEX qrcode_building_batch_idx ON qrcode (building_id, batch);

-- One app's WeChat mini-program credentials. The secret is AES-256-GCM encrypted under SECRET_KEY
-- (server/src/qrcode/secret.ts) and never returned by any route. Without a row the console draws plain QR codes.
CREATE TABLE wechat_credential (
  app_id bigint PRIMARY KEY REFERENCES app (id) ON DELETE CASCADE,
  wechat_appid text NOT NULL CHECK (char_length(wechat_appid) BETWEEN 1 AND 64),
  secret_encrypted text NOT NULL,
  env_version text NOT NULL DEFAULT 'release' CHECK (env_version IN ('release', 'trial', 'develop')),
  updated_at timestamptz NOT NULL DEFAULT now()
);
