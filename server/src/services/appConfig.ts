// Issue 13, spec §7 getConfig: what a mobile app or mini-program reads at start, built from published data only
// (the newest published map of each building; never a draft, a secret or another app's data).
import { createHash } from 'node:crypto';
import { AppError, Code } from '../errors/codes.js';
import { appByCode, deployedBeaconUuids, enabledSources, poiTypesOf, publishedBuildings } from '../repos/source.js';
import type { Db } from '../db/types.js';
import type { AppConfig } from '#contract/schemas/source.js';
import type { SourceTypeCode } from '#contract/endpoints/source.js';
import { STATIC_MAP_BASE, staticMapFile } from './map.js';

type ConfigBody = Omit<AppConfig, 'version'>;
type Building = ConfigBody['buildings'][number];
type MapFile = NonNullable<Awaited<ReturnType<typeof staticMapFile>>>;

/** A link as the app reads it, its target resolved against the published map; undefined when the map lacks its POI or level. */
function resolveLink(link: { id: number; type: string; title: string; icon: string; target: unknown }, file: MapFile) {
  const target = (link.target ?? {}) as Record<string, unknown>;
  const levels = new Set(file.map.levels.map((l) => l.id));
  const base = { id: link.id, type: link.type as SourceTypeCode, title: link.title, icon: link.icon };
  if (link.type === 'poi') {
    const poi = file.map.features.find((f) => f.id === target.poiId && f.properties.featureType === 'poi');
    const point = (poi?.geometry as { coordinates?: number[] } | undefined)?.coordinates;
    if (!poi || !point || poi.properties.levelId === null) return undefined;
    const name = typeof poi.properties.name === 'string' ? poi.properties.name : '';
    return { ...base, target: { poiId: poi.id, name, levelId: poi.properties.levelId, lng: point[0], lat: point[1] } };
  }
  if (link.type === 'place') {
    if (!levels.has(Number(target.levelId))) return undefined;
    return { ...base, target: { levelId: Number(target.levelId), lng: Number(target.lng), lat: Number(target.lat) } };
  }
  if (link.type === 'miniProgram') {
    return { ...base, target: { path: String(target.path), ...(typeof target.miniAppId === 'string' ? { miniAppId: target.miniAppId } : {}) } };
  }
  return { ...base, target: { url: String(target.url) } };
}

/**
 * The configuration of the app with this code, with its version (a hash of the content, also the ETag). Unknown code: 10004;
 * disabled app: 10003, unless `evenDisabled` (issue 16: the console's preview of what the app would read).
 */
export async function appConfig(db: Db, appCode: string, options: { evenDisabled?: boolean } = {}): Promise<{ config: AppConfig; etag: string }> {
  const app = await appByCode(db, appCode);
  if (!app) throw new AppError(Code.NOT_FOUND, 'appConfig.unknown', { appCode });
  if (!app.enabled && !options.evenDisabled) throw new AppError(Code.FORBIDDEN, 'appConfig.disabled', { appCode });
  if (!app.companyEnabled && !options.evenDisabled) throw new AppError(Code.FORBIDDEN, 'company.appsDisabled');
  const rows = await publishedBuildings(db, app.id);
  const ids = rows.map((b) => b.id);
  const [poiTypes, links, uuids, files] = await Promise.all([
    poiTypesOf(db, ids),
    enabledSources(db, app.id, ids),
    deployedBeaconUuids(db, ids),
    Promise.all(rows.map((b) => staticMapFile(db, b.id, b.version!))),
  ]);
  const buildings: Building[] = [];
  rows.forEach((row, index) => {
    const file = files[index];
    if (!file) return;
    buildings.push({
      id: row.id,
      name: row.name,
      address: row.address,
      center: file.map.center,
      map: {
        version: row.version!,
        url: `${STATIC_MAP_BASE}/${row.id}/${row.version}.geojson`,
        publishedAt: row.publishedAt ? new Date(row.publishedAt).toISOString() : null,
        bbox: file.map.bbox,
      },
      levels: file.map.levels.map((l) => ({ id: l.id, ordinal: l.ordinal, name: l.name, shortName: l.shortName ?? l.name })),
      poiTypes: poiTypes.filter((t) => t.buildingId === row.id).map(({ id, name, nameEn, icon, color }) => ({ id, name, nameEn, icon, color })),
      beaconUuids: uuids.filter((u) => u.buildingId === row.id).map((u) => u.uuid),
      sources: links.filter((l) => l.buildingId === row.id).flatMap((l) => resolveLink(l, file) ?? []),
    });
  });
  const body: ConfigBody = {
    app: { code: app.appCode, name: app.name },
    staticMapBase: STATIC_MAP_BASE,
    beaconUuids: [...new Set(uuids.map((u) => u.uuid))].sort(),
    buildings,
  };
  const version = createHash('sha256').update(JSON.stringify(body)).digest('base64url').slice(0, 27);
  return { config: { version, ...body }, etag: `"${version}"` };
}
