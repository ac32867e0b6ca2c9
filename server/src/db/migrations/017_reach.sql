-- Issue 15: POI 分析 and 二维码分析. Who touched a keyed breakdown on a building-local day (kind 'poi': a POI viewed or
-- navigated to, by its map feature id; 'query': a search text; 'scene': a scanned QR code's scene), so every breakdown
-- of these pages counts its distinct users over any range exactly, for the privacy threshold (DESIGN.md §7). The
-- counts themselves are rows of usage_count (grain 'D'). Kept as long as the raw events.
CREATE TABLE usage_reach (
  building_id bigint NOT NULL,
  kind text NOT NULL,
  day date NOT NULL,
  key text COLLATE "C" NOT NULL,
  user_id text COLLATE "C" NOT NULL,
  PRIMARY KEY (building_id, kind, day, key, user_id)
);
