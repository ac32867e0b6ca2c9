-- Issue 18: the message centre is fed by what happens (new feedback, beacons going low or silent, a publish,
-- a failed push or import, a mini-program audit result). A message may link to the page where the admin acts
-- (a console path such as /feedback/feedback-detail/12), names the building it is about, and carries a
-- dedupe key: the same event raises one message per admin however often it is reported (a repeated WeChat
-- push, a beacon that stays low).
ALTER TABLE message ADD COLUMN link text NOT NULL DEFAULT '' CHECK (link = '' OR link ~ '^/[A-Za-z0-9/_?=&.-]*$');
ALTER TABLE message ADD COLUMN building_id bigint REFERENCES building (id) ON DELETE SET NULL;
ALTER TABLE message ADD COLUMN dedupe_key text;
CREATE UNIQUE INDEX message_dedupe_key ON message (admin_id, dedupe_key) WHERE dedupe_key IS NOT NULL;
