-- Issue 13, platform files (spec §7 POST /api/location/platform-file/add): images and import files uploaded
-- once and served back read-only at /static/file/<sha256>.<ext>.
--
-- Content-addressed: the sha256 of the bytes is the key, so the same bytes are stored once however often they
-- are uploaded. file_object holds the bytes when the database is the store (the default: every server
-- instance sees them); with an S3-compatible store (S3_ENDPOINT) the bytes live in the bucket under the same
-- key and this table stays empty.
CREATE TABLE file_object (
  sha256 text PRIMARY KEY CHECK (sha256 ~ '^[0-9a-f]{64}$'),
  bytes bytea NOT NULL,
  size integer NOT NULL CHECK (size >= 0),
  content_type text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- One record per upload: who, for which company, building and purpose, the name it had on the uploader's
-- machine, and what the server found (size, sniffed type, sha256). No orphans: an object is written in the
-- same transaction as its record (database store) or removed again when the record fails (S3 store).
CREATE TABLE platform_file (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  sha256 text NOT NULL CHECK (sha256 ~ '^[0-9a-f]{64}$'),
  purpose text NOT NULL CHECK (purpose IN ('logo', 'poi-type-icon', 'import')),
  original_name text NOT NULL DEFAULT '' CHECK (char_length(original_name) <= 255),
  size integer NOT NULL CHECK (size >= 0),
  content_type text NOT NULL,
  -- The file's extension in its URL (png, jpg, svg, webp, zip), fixed by the sniffed type.
  extension text NOT NULL CHECK (extension ~ '^[a-z]{2,4}$'),
  company_id bigint REFERENCES company (id) ON DELETE SET NULL,
  building_id bigint REFERENCES building (id) ON DELETE SET NULL,
  created_by bigint REFERENCES admin (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX platform_file_sha256 ON platform_file (sha256);

-- A POI type may show an uploaded icon (a platform file's URL) instead of one of the built-in icon keys;
-- empty: the key's icon.
ALTER TABLE poi_type ADD COLUMN icon_url text NOT NULL DEFAULT ''
  CHECK (icon_url = '' OR icon_url ~ '^/static/file/[0-9a-f]{64}\.(png|jpg|svg|webp)$');
