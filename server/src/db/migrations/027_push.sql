-- Issue 18: 推送管理 (spec §2/§6 VIEW_PUSH, ADD_PUSH, EDIT_PUSH). A push belongs to a building; its audience is a
-- rule resolved when it is sent; recipients are rows keyed (push, user) so a push is never sent twice to anyone,
-- even when a server instance dies mid-round and another claims the push again after its lease.
CREATE TABLE push (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  building_id bigint NOT NULL REFERENCES building (id) ON DELETE CASCADE,
  title text NOT NULL CHECK (char_length(title) BETWEEN 1 AND 20),
  content text NOT NULL CHECK (char_length(content) BETWEEN 1 AND 200),
  page text NOT NULL,
  -- { kind: all | level | region | qrcode | user, levelId?, regionId?, qrcodeId?, userId?, days? }
  audience jsonb NOT NULL,
  channel text NOT NULL CHECK (channel IN ('wechat', 'inapp')),
  -- A WeChat subscription-message template (priTmplId) of the building's app's mini-program.
  template_id text,
  state text NOT NULL DEFAULT 'draft' CHECK (state IN ('draft', 'scheduled', 'sending', 'sent', 'cancelled', 'failed')),
  send_at timestamptz,
  -- The lease of the instance sending it: past it, another instance claims the push again.
  claimed_until timestamptz,
  -- Fixed when the audience is resolved (the first claim): the funnel's first two steps.
  targeted integer,
  reachable integer,
  failure text,
  sent_at timestamptz,
  created_by bigint REFERENCES admin (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX push_building_idx ON push (building_id, created_at);
CREATE INDEX push_due_idx ON push (state, send_at);

-- One row per reachable user: pending until sent; 'outbox' when written to DATA_DIR/outbox (no mini-program linked).
CREATE TABLE push_recipient (
  push_id bigint NOT NULL REFERENCES push (id) ON DELETE CASCADE,
  user_id text COLLATE "C" NOT NULL,
  state text NOT NULL DEFAULT 'pending' CHECK (state IN ('pending', 'sent', 'failed', 'outbox')),
  -- The provider's answer on failure: "43101 user refuse to accept the msg".
  error text,
  sent_at timestamptz,
  opened_at timestamptz,
  PRIMARY KEY (push_id, user_id)
);
CREATE INDEX push_recipient_user_idx ON push_recipient (user_id);

-- WeChat one-time subscriptions (一次性订阅消息) the apps report: each accepted request allows one message. The
-- openid lives here only (never in usage events).
CREATE TABLE push_subscription (
  app_id bigint NOT NULL REFERENCES app (id) ON DELETE CASCADE,
  user_id text COLLATE "C" NOT NULL,
  template_id text NOT NULL,
  openid text NOT NULL,
  remaining integer NOT NULL DEFAULT 0 CHECK (remaining >= 0),
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (app_id, user_id, template_id)
);
