-- Issue 31: an entry's `before` may hold another company's values: a record moved between companies (a building
-- moved, an admin or an app given another company) is logged under its new company with the old company's values
-- as `before`. before_company_id records whose values `before` holds, so that each company reads only its own
-- side of such an entry (audit/page shows the other side redacted) and the old company still sees its side.
ALTER TABLE audit_log ADD COLUMN before_company_id bigint;

-- Existing entries: every snapshot that belongs to a company carries its `companyId`; the others belong to the
-- entry's company. The log is append-only: the trigger is paused for this one backfill only.
ALTER TABLE audit_log DISABLE TRIGGER audit_log_append_only;
UPDATE audit_log SET before_company_id = CASE
  WHEN jsonb_typeof(before -> 'companyId') = 'number' THEN (before ->> 'companyId')::bigint
  WHEN jsonb_typeof(before -> 'companyId') = 'null' THEN NULL
  ELSE company_id
END;
ALTER TABLE audit_log ENABLE TRIGGER audit_log_append_only;

CREATE INDEX audit_log_before_company_idx ON audit_log (before_company_id, created_at DESC);
