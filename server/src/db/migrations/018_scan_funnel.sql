-- Issue 15: 二维码分析's scan-to-navigation funnel. One row per building and app session with a QR code scan, kept by the
-- ingestion (server/src/usage/scanFunnel.ts) from the session's stored scans and navigations, so a late event
-- changes nothing the raw events would not: the first scan, and whether a navigation started, and arrived, after it.
CREATE TABLE usage_scan_session (
  building_id bigint NOT NULL,
  session_id text COLLATE "C" NOT NULL,
  user_id text COLLATE "C" NOT NULL,
  scanned_at timestamptz NOT NULL,
  scene text NOT NULL,
  navigated boolean NOT NULL,
  arrived boolean NOT NULL,
  PRIMARY KEY (building_id, session_id)
);
CREATE INDEX usage_scan_session_time_idx ON usage_scan_session (building_id, scanned_at);
