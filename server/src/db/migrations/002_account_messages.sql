-- NULL until the first sign-in: that sign-in creates the welcome message.
ALTER TABLE admin ADD COLUMN last_login_at timestamptz;

-- One-time tokens (password reset mails, third-party sign-in); only a SHA-256 is stored.
CREATE TABLE admin_token (
  token_hash text PRIMARY KEY,
  admin_id bigint NOT NULL REFERENCES admin (id) ON DELETE CASCADE,
  purpose text NOT NULL CHECK (purpose IN ('password-reset', 'login')),
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  used_at timestamptz
);
CREATE INDEX admin_token_admin_idx ON admin_token (admin_id, purpose);

-- Messages are shown in the reader's language: title/content hold Chinese, *_en English.
ALTER TABLE message ADD COLUMN title_en text NOT NULL DEFAULT '';
ALTER TABLE message ADD COLUMN content_en text NOT NULL DEFAULT '';
CREATE INDEX message_unread_idx ON message (admin_id) WHERE read_at IS NULL AND deleted_at IS NULL;
