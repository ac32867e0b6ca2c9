-- Issue 13: navigation links (spec §2 导航链接配置 source-config, §6 VIEW_SOURCE / EDIT_SOURCE, §7 source/type/list-all,
-- source/list, source/save, source/delete) and the public app configuration (§7 /location/getConfig).

-- An app can be switched off: its getConfig then answers an error instead of its buildings (default: enabled).
ALTER TABLE app ADD COLUMN enabled boolean NOT NULL DEFAULT true;

-- The kinds of link an app shows; the service checks each kind's target (services/source.ts). Names in the
-- console's four languages, so the apps and the console show the same words.
CREATE TABLE source_type (
  code text PRIMARY KEY,
  sort integer NOT NULL,
  name_zh text NOT NULL,
  name_en text NOT NULL,
  name_es text NOT NULL,
  name_ja text NOT NULL
);
INSERT INTO source_type (code, sort, name_zh, name_en, name_es, name_ja) VALUES
  ('poi', 1, '兴趣点', 'Point of interest', 'Punto de interés', 'スポット'),
  ('place', 2, '地图位置', 'Place on the map', 'Lugar del mapa', '地図上の場所'),
  ('miniProgram', 3, '小程序页面', 'Mini-program page', 'Página de miniprograma', 'ミニプログラムのページ'),
  ('web', 4, '网页', 'Web page', 'Página web', 'ウェブページ');

-- One link of an app in one of its buildings. `target` by type: poi {poiId}, place {levelId, lng, lat},
-- miniProgram {miniAppId?, path}, web {url}. `sort` orders the building's links (source/save rewrites it
-- for the whole list in one transaction).
CREATE TABLE source (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  app_id bigint NOT NULL REFERENCES app (id) ON DELETE CASCADE,
  building_id bigint NOT NULL REFERENCES building (id) ON DELETE CASCADE,
  type text NOT NULL REFERENCES source_type (code),
  title text NOT NULL CHECK (char_length(title) BETWEEN 1 AND 40),
  icon text NOT NULL DEFAULT '',
  target jsonb NOT NULL,
  sort integer NOT NULL DEFAULT 0,
  enabled boolean NOT NULL DEFAULT true,
  created_by bigint REFERENCES admin (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_by bigint REFERENCES admin (id) ON DELETE SET NULL,
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX source_app_building_idx ON source (app_id, building_id, sort, id);
CREATE INDEX source_building_idx ON source (building_id);
