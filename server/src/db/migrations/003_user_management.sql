-- Issue 4: admins, roles and grants managed through the API, audited, with login throttling.

-- Every role belongs to one company. No API ever created a company-less role; drop any left over.
DELETE FROM role WHERE company_id IS NULL;
ALTER TABLE role ALTER COLUMN company_id SET NOT NULL;
ALTER TABLE role ADD COLUMN created_at timestamptz NOT NULL DEFAULT now();
ALTER TABLE role ADD COLUMN updated_at timestamptz NOT NULL DEFAULT now();
CREATE UNIQUE INDEX role_company_name_key ON role (company_id, lower(name));
CREATE INDEX admin_role_role_idx ON admin_role (role_id);

-- The audit log outlives the admins it names: the actor's e-mail is copied, the id is no longer a
-- foreign key (ON DELETE SET NULL would rewrite history), and rows can be neither updated nor deleted.
-- company_id: the company the changed record belongs to (null for platform admins), for scoping reads.
ALTER TABLE audit_log DROP CONSTRAINT IF EXISTS audit_log_admin_id_fkey;
ALTER TABLE audit_log ADD COLUMN actor_email text NOT NULL DEFAULT '';
ALTER TABLE audit_log ADD COLUMN company_id bigint;
CREATE INDEX audit_log_company_idx ON audit_log (company_id, created_at DESC);
CREATE INDEX audit_log_created_idx ON audit_log (created_at DESC);

CREATE FUNCTION audit_log_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'audit_log is append-only';
END
$$;
CREATE TRIGGER audit_log_append_only BEFORE UPDATE OR DELETE ON audit_log
  FOR EACH ROW EXECUTE FUNCTION audit_log_append_only();

-- Failed sign-ins per account ('account:<lower e-mail>') and per client address ('address:<ip>').
-- Kept in the database so that every server instance sees the same counters.
CREATE TABLE login_throttle (
  key text PRIMARY KEY,
  failures integer NOT NULL,
  window_started_at timestamptz NOT NULL,
  locked_until timestamptz
);
