-- Issue 17: 支付宝小程序 (spec §2 /aliapp): Alipay mini-programs the platform publishes, each with its RSA2 keys and
-- optionally the location app it serves (whose Alipay QR codes it then draws through alipay.open.app.qrcode.create).
-- Both keys are AES-256-GCM encrypted under SECRET_KEY (server/src/qrcode/secret.ts) and never returned; the
-- fingerprints (SHA256 of the public half) are what the console shows.
CREATE TABLE aliapp (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  appid text NOT NULL UNIQUE CHECK (appid ~ '^[0-9]{16}$'),
  name text NOT NULL CHECK (char_length(name) BETWEEN 1 AND 50),
  app_id bigint UNIQUE REFERENCES app (id) ON DELETE SET NULL,
  private_key_encrypted text NOT NULL,
  private_key_fingerprint text NOT NULL,
  alipay_public_key_encrypted text NOT NULL,
  alipay_public_key_fingerprint text NOT NULL,
  -- The mini-program's name as Alipay answered the check of the credentials (alipay.open.mini.baseinfo.query).
  alipay_name text NOT NULL DEFAULT '',
  verified_at timestamptz NOT NULL DEFAULT now(),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
