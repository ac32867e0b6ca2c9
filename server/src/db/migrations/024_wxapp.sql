-- Issue 17: WeChat mini-programs through WeChat's third-party platform (第三方平台, spec §2 /wxapp).
-- Every secret (the platform's secret, message token and EncodingAESKey, the access and refresh tokens) is
-- stored encrypted under SECRET_KEY (server/src/qrcode/secret.ts); no route returns one whole.

-- 开放平台列表: the third-party platforms the console manages, with the ticket WeChat pushes every 10 minutes
-- and the component_access_token made from it (refreshed before expiry by one instance at a time: the row is
-- locked FOR UPDATE while a token is fetched).
CREATE TABLE wx_open_platform (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  name text NOT NULL,
  component_appid text NOT NULL UNIQUE,
  secret_encrypted text NOT NULL,
  token_encrypted text NOT NULL,
  aes_key_encrypted text NOT NULL,
  verify_ticket_encrypted text,
  ticket_at timestamptz,
  access_token_encrypted text,
  access_token_expires_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- 小程序列表: the mini-programs authorized to a platform, their authorizer tokens, the location app whose
-- appCode goes into ext_json, and the state of their code (the last commit, audit and release).
CREATE TABLE wxapp (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  open_platform_id bigint NOT NULL REFERENCES wx_open_platform (id),
  authorizer_appid text NOT NULL UNIQUE,
  nick_name text NOT NULL DEFAULT '',
  head_img text NOT NULL DEFAULT '',
  user_name text NOT NULL DEFAULT '',
  principal_name text NOT NULL DEFAULT '',
  -- authorized | unauthorized (WeChat's unauthorized push; the row and its history stay)
  status text NOT NULL DEFAULT 'authorized' CHECK (status IN ('authorized', 'unauthorized')),
  func_ids jsonb NOT NULL DEFAULT '[]',
  -- SHA-256 of the last authorization code used: WeChat delivers each code twice (the push and the browser's
  -- return), and whichever comes second finds it done.
  auth_code_hash text,
  refresh_token_encrypted text,
  access_token_encrypted text,
  access_token_expires_at timestamptz,
  app_id bigint REFERENCES app (id) ON DELETE SET NULL,
  domains jsonb NOT NULL DEFAULT '{}',
  testers jsonb NOT NULL DEFAULT '[]',
  -- The code: the committed template and version, the audit in progress or last answered, the release.
  commit_template_id bigint,
  commit_version text,
  commit_desc text,
  commit_ext_json text,
  committed_at timestamptz,
  audit_id bigint,
  -- none | auditing | passed | rejected | delayed | withdrawn
  audit_status text NOT NULL DEFAULT 'none' CHECK (audit_status IN ('none', 'auditing', 'passed', 'rejected', 'delayed', 'withdrawn')),
  audit_reason text,
  audit_version text,
  audit_at timestamptz,
  released_version text,
  released_at timestamptz,
  previous_released_version text,
  authorized_at timestamptz NOT NULL DEFAULT now(),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE INDEX wxapp_open_platform_idx ON wxapp (open_platform_id);
CREATE INDEX wxapp_app_idx ON wxapp (app_id);

-- 代码管理 history: each step, who did it (NULL: WeChat's push or the poller), and WeChat's answer.
CREATE TABLE wxapp_code_step (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  wxapp_id bigint NOT NULL REFERENCES wxapp (id) ON DELETE CASCADE,
  -- commit | submit | passed | rejected | delayed | release | revert | withdraw | failed
  action text NOT NULL,
  template_id bigint,
  version text,
  detail jsonb NOT NULL DEFAULT '{}',
  admin_id bigint REFERENCES admin (id) ON DELETE SET NULL,
  batch_id bigint,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE INDEX wxapp_code_step_wxapp_idx ON wxapp_code_step (wxapp_id, id DESC);

-- Every callback WeChat (or someone else) sent: a refused one (bad signature, unknown appid, unreadable) is
-- logged with its reason and never acted on.
CREATE TABLE wx_callback_log (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  -- component (授权事件接收) | message (消息与事件接收)
  kind text NOT NULL,
  appid text NOT NULL DEFAULT '',
  event text NOT NULL DEFAULT '',
  accepted boolean NOT NULL,
  reason text NOT NULL DEFAULT '',
  received_at timestamptz NOT NULL DEFAULT now()
);

CREATE INDEX wx_callback_log_received_idx ON wx_callback_log (received_at DESC);

-- 分组 batch releases over an app group (issue 16's groups: the mini-programs linked to the group's apps):
-- one row per run and one per member, so nothing is released twice and one failure stops nothing else.
CREATE TABLE wxapp_batch (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  group_id bigint NOT NULL REFERENCES app_group (id) ON DELETE CASCADE,
  template_id bigint NOT NULL,
  version text NOT NULL,
  description text NOT NULL DEFAULT '',
  created_by bigint REFERENCES admin (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE wxapp_batch_item (
  batch_id bigint NOT NULL REFERENCES wxapp_batch (id) ON DELETE CASCADE,
  wxapp_id bigint NOT NULL REFERENCES wxapp (id) ON DELETE CASCADE,
  -- pending | committed | auditing | passed | rejected | delayed | released | failed
  state text NOT NULL DEFAULT 'pending',
  error text NOT NULL DEFAULT '',
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (batch_id, wxapp_id)
);
