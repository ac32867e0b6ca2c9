// Issue 16 地图列表: every building's map across companies, with its versions' aggregates, in one query.
import { sql } from 'kysely';
import type { Db } from '../db/types.js';
import type { MapListSort } from '#contract/schemas/mapList.js';

export interface MapListFilter {
  companyId?: number;
  /** Part of the building's name. */
  text?: string;
  /** Issue 16: only buildings in the apps of this group. */
  appGroupId?: number;
  unpublished?: boolean;
  sort: MapListSort;
  order: 'asc' | 'desc';
  limit: number;
  offset: number;
}

export interface MapListRow {
  buildingId: number;
  buildingName: string;
  companyId: number;
  companyName: string;
  levels: number;
  features: number;
  unpublished: boolean;
  unpublishedSaves: number;
  publishedVersions: number;
  latestVersion: number | null;
  lastPublishedAt: Date | null;
  publishedById: number | null;
  publishedByName: string | null;
  publishedByEmail: string | null;
  updatedAt: Date | null;
  size: number | null;
}

/** The sort keys of each sort field (each in the chosen order, empty values last), before the building id. */
const SORT_SQL: Record<MapListSort, string[]> = {
  name: ['lower("buildingName")'],
  company: ['lower("companyName")', 'lower("buildingName")'],
  updated: ['"updatedAt"'],
  lastPublished: ['"lastPublishedAt"'],
  size: ['size'],
};

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Bytes of a feature's JSON text (properties and geometry as PostgreSQL writes jsonb). */
const FEATURE_BYTES = sql`octet_length(f.properties::text) + octet_length(f.geometry::text)`;

/**
 * One page in one query. Each step is MATERIALIZED (PGlite keeps no table statistics: unfenced, the planner
 * re-ran aggregates per building). The buildings the filter picks; per building its draft, published versions,
 * newest published version and floors (cheap: a few rows each); `m` joins them and decides `unpublished` (a
 * never-published draft counts when it has a feature); `page` keeps the unpublished filter, orders and cuts
 * the page (with the total); only then are the features of the page's drafts and newest versions counted and
 * measured, so a page reads the features of its own buildings only. Sorting by size needs every building's
 * size first: then `sized` measures every newest version before the page is cut.
 */
function pageQuery(filter: MapListFilter) {
  const where = [sql`true`];
  if (filter.companyId !== undefined) where.push(sql`b.company_id = ${filter.companyId}`);
  const text = filter.text?.trim();
  if (text) where.push(sql`b.name ILIKE ${`%${escapeLike(text)}%`}`);
  if (filter.appGroupId !== undefined) where.push(sql`b.app_id IN (SELECT app_id FROM app_group_app WHERE group_id = ${filter.appGroupId})`);
  const keep = filter.unpublished === undefined ? sql`true` : sql`m.unpublished = ${filter.unpublished}`;
  const bySize = filter.sort === 'size';
  const order = sql.raw(filter.order === 'desc' ? 'DESC' : 'ASC');
  // The same keys order the page in `page` and the answer in the end (both have the columns of `m`).
  const sortKeys = sql.join(
    [...SORT_SQL[filter.sort], '"buildingId"'].map((key) => sql`${sql.raw(key)} ${order} NULLS LAST`),
    sql`, `,
  );
  return sql<MapListRow & { total: number }>`
    WITH picked AS MATERIALIZED (
      SELECT b.id, b.name, b.company_id, c.name AS company_name FROM building b JOIN company c ON c.id = b.company_id
      WHERE ${sql.join(where, sql` AND `)}
    ), draft AS MATERIALIZED (
      SELECT v.building_id, v.id, v.revision, v.updated_at FROM building_version v JOIN picked p ON p.id = v.building_id WHERE v.status = 'draft'
    ), published AS MATERIALIZED (
      SELECT v.building_id, count(*)::int AS n, max(v.version) AS latest FROM building_version v JOIN picked p ON p.id = v.building_id
      WHERE v.status = 'published' GROUP BY v.building_id
    ), latest AS MATERIALIZED (
      SELECT v.building_id, v.id, v.version, v.revision, v.published_at, v.published_by, pv.n
      FROM building_version v JOIN published pv ON pv.building_id = v.building_id AND pv.latest = v.version
    ), floors AS MATERIALIZED (
      SELECT l.building_id, count(*)::int AS n FROM level l JOIN picked p ON p.id = l.building_id GROUP BY l.building_id
    ), sized AS MATERIALIZED (
      SELECT f.version_id, sum(${FEATURE_BYTES})::bigint AS size FROM map_feature f
      WHERE ${bySize} AND f.version_id IN (SELECT id FROM latest) GROUP BY f.version_id
    ), m AS MATERIALIZED (
      SELECT p.id::int AS "buildingId", p.name AS "buildingName", p.company_id::int AS "companyId", p.company_name AS "companyName",
        coalesce(fl.n, 0) AS levels, d.id AS draft_id, l.id AS latest_id,
        CASE WHEN l.id IS NULL THEN EXISTS (SELECT 1 FROM map_feature f WHERE f.version_id = d.id) ELSE coalesce(d.revision, 0) > l.revision END AS unpublished,
        greatest(coalesce(d.revision, 0) - coalesce(l.revision, 0), 0) AS "unpublishedSaves",
        coalesce(l.n, 0) AS "publishedVersions", l.version AS "latestVersion", l.published_at AS "lastPublishedAt",
        a.id::int AS "publishedById", a.name AS "publishedByName", a.email AS "publishedByEmail",
        d.updated_at AS "updatedAt", s.size
      FROM picked p
        LEFT JOIN draft d ON d.building_id = p.id
        LEFT JOIN latest l ON l.building_id = p.id
        LEFT JOIN floors fl ON fl.building_id = p.id
        LEFT JOIN sized s ON s.version_id = l.id
        LEFT JOIN admin a ON a.id = l.published_by
    ), page AS MATERIALIZED (
      SELECT m.*, count(*) OVER ()::int AS total FROM m WHERE ${keep}
      ORDER BY ${sortKeys}
      LIMIT ${filter.limit} OFFSET ${filter.offset}
    ), counted AS MATERIALIZED (
      SELECT f.version_id, count(*)::int AS n,
        CASE WHEN ${bySize} THEN NULL ELSE sum(${FEATURE_BYTES}) FILTER (WHERE f.version_id IN (SELECT latest_id FROM page))::bigint END AS size
      FROM map_feature f WHERE f.version_id IN (SELECT draft_id FROM page UNION ALL SELECT latest_id FROM page) GROUP BY f.version_id
    ), r AS (
      SELECT "buildingId", "buildingName", "companyId", "companyName", levels, coalesce(dc.n, lc.n, 0) AS features, unpublished,
        "unpublishedSaves", "publishedVersions", "latestVersion", "lastPublishedAt", "publishedById", "publishedByName",
        "publishedByEmail", "updatedAt", coalesce(pg.size, lc.size)::int AS size, total
      FROM page pg LEFT JOIN counted dc ON dc.version_id = pg.draft_id LEFT JOIN counted lc ON lc.version_id = pg.latest_id
    )
    SELECT * FROM r ORDER BY ${sortKeys}`;
}

/** One page of the map list and the number of buildings matching the filter. */
export async function pageMapRows(db: Db, filter: MapListFilter): Promise<{ records: MapListRow[]; total: number }> {
  const { rows } = await pageQuery(filter).execute(db);
  // Past the last page the window count has no row to ride on: count the first page's answer instead.
  const total = rows[0]?.total ?? (filter.offset > 0 ? ((await pageQuery({ ...filter, limit: 1, offset: 0 }).execute(db)).rows[0]?.total ?? 0) : 0);
  return { records: rows.map(({ total: _total, ...row }) => row), total };
}

/** Whether a company exists (the company filter names one). */
export async function companyExists(db: Db, id: number): Promise<boolean> {
  return Boolean(await db.selectFrom('company').select('id').where('id', '=', id).executeTakeFirst());
}
