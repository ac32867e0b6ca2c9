-- Issue 16: platform management of companies. A company has a contact and can be switched off: its admins
-- cannot sign in (their sessions end), its apps' getConfig and event ingestion answer 10003; its data stays.
ALTER TABLE company ADD COLUMN contact text NOT NULL DEFAULT '';
ALTER TABLE company ADD COLUMN enabled boolean NOT NULL DEFAULT true;
ALTER TABLE company ADD COLUMN updated_at timestamptz NOT NULL DEFAULT now();

-- Company names are unique regardless of case and surrounding spaces (10006).
CREATE UNIQUE INDEX company_name_key ON company (lower(btrim(name)));
