-- Issue 31 §5: WeChat's signed callbacks seen within the accepted window (services/wxapp/replay.ts). The insert
-- of (platform, nonce, timestamp) with ON CONFLICT DO NOTHING decides "seen" atomically, so every server instance
-- refuses the same replay; rows whose timestamp is past the window are dropped (a replay of them is refused by
-- its timestamp anyway).
CREATE TABLE wx_callback_nonce (
  component_appid text NOT NULL,
  nonce text NOT NULL,
  -- WeChat's `timestamp` query parameter (seconds), covered by msg_signature.
  signed_at bigint NOT NULL,
  received_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (component_appid, nonce, signed_at)
);
CREATE INDEX wx_callback_nonce_signed_idx ON wx_callback_nonce (signed_at);

-- Issue 31 §6: the authorization links the console asked for (wxapp/authorize). WeChat's return to
-- /api/wechat/authorized/:openPlatformId carries the link's state; a return whose state names no pending link of
-- that platform (unknown, used, or past the pre_auth_code's lifetime) is refused without calling WeChat.
CREATE TABLE wx_pending_authorization (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  open_platform_id bigint NOT NULL REFERENCES wx_open_platform (id) ON DELETE CASCADE,
  -- SHA-256 of the state in the link's redirect_uri and of its pre_auth_code (WeChat's authorized push names it).
  state_hash text NOT NULL UNIQUE,
  pre_auth_code_hash text NOT NULL,
  expires_at timestamptz NOT NULL,
  used_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX wx_pending_authorization_platform_idx ON wx_pending_authorization (open_platform_id, pre_auth_code_hash);
CREATE INDEX wx_pending_authorization_expires_idx ON wx_pending_authorization (expires_at);
