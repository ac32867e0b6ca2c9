// Issue 16 地图列表 (spec §2 /map): every building's map across companies, for platform admins.
import type { Db } from '../db/types.js';
import { field, invalid } from '../errors/fieldErrors.js';
import type { Language } from '../errors/messages.js';
import { companyExists, pageMapRows, type MapListRow } from '../repos/mapList.js';
import { pageWindow } from '../shared/paging.js';
import type { MapListPage, MapListQuery, MapRowDto } from '#contract/schemas/mapList.js';

const dto = ({ publishedById, publishedByName, publishedByEmail, lastPublishedAt, updatedAt, ...row }: MapListRow): MapRowDto => ({
  id: row.buildingId,
  ...row,
  lastPublishedAt: lastPublishedAt ? lastPublishedAt.toISOString() : null,
  lastPublishedBy: publishedById !== null ? { id: publishedById, name: publishedByName ?? '', email: publishedByEmail ?? '' } : null,
  updatedAt: updatedAt ? updatedAt.toISOString() : null,
});

/** One page of the map list; the route lets platform admins only. An unknown company filter is 10005 naming companyId. */
export async function mapListPage(db: Db, query: MapListQuery, language: Language): Promise<MapListPage> {
  if (query.companyId !== undefined && !(await companyExists(db, query.companyId))) {
    throw invalid([field(language, 'companyId', 'admin.companyUnknown')]);
  }
  const page = await pageMapRows(db, {
    companyId: query.companyId,
    text: query.q,
    appGroupId: query.appGroupId,
    unpublished: query.unpublished,
    sort: query.sort ?? 'name',
    order: query.order ?? 'asc',
    ...pageWindow(query),
  });
  return { records: page.records.map(dto), total: page.total };
}
