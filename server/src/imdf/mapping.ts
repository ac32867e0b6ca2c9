/**
 * IMDF <-> our map model, property by property. Names: an IMDF label `{ "zh-CN": …, "en": … }` gives our
 * `name` (Chinese, else English, else Russian, else the first language) and `nameEn` (English). IMDF
 * properties we do not model are kept in `properties.imdf` and written back on export; our properties
 * that IMDF does not model travel in `x_props` (our extension) and come back on import.
 */
import type { FeatureType } from '../db/types.js';

type Props = Record<string, unknown>;

function entries(label: unknown): Array<[string, string]> {
  if (typeof label === 'string') return label.trim() ? [['', label]] : [];
  if (!label || typeof label !== 'object' || Array.isArray(label)) return [];
  return Object.entries(label as Props).filter((e): e is [string, string] => typeof e[1] === 'string' && e[1].trim() !== '');
}

const lang = (key: string, code: string) => key.toLowerCase() === code || key.toLowerCase().startsWith(`${code}-`);

/** The name of a label: Chinese, else English, else Russian, else its first language (null when empty). */
export function pickName(label: unknown): string | null {
  const all = entries(label);
  for (const code of ['zh', 'en', 'ru']) {
    const hit = all.find(([key]) => lang(key, code));
    if (hit) return hit[1];
  }
  return all[0]?.[1] ?? null;
}

/** The English name of a label, or null. */
function englishName(label: unknown): string | null {
  return entries(label).find(([key]) => lang(key, 'en'))?.[1] ?? null;
}

/** Our name and English name as an IMDF label (null when both are empty). */
export function labelOf(name: unknown, nameEn: unknown): Record<string, string> | null {
  const label: Record<string, string> = {};
  if (typeof name === 'string' && name) label['zh-CN'] = name;
  if (typeof nameEn === 'string' && nameEn) label.en = nameEn;
  return Object.keys(label).length ? label : null;
}

export const str = (v: unknown): string | null => (typeof v === 'string' && v !== '' ? v : null);
export const strings = (v: unknown): string[] => (Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : []);

/** The IMDF properties each type's mapping reads; the others go to `properties.imdf`. */
const READ: Record<string, string[]> = {
  building: ['name', 'category'],
  footprint: ['name', 'category', 'building_ids'],
  level: ['name', 'short_name', 'ordinal', 'category', 'outdoor', 'building_ids'],
  unit: ['name', 'category', 'level_id'],
  opening: ['name', 'category', 'level_id', 'door'],
  fixture: ['name', 'category', 'level_id'],
  amenity: ['name', 'category', 'unit_ids'],
  section: ['name', 'category', 'level_id'],
  geofence: ['name', 'category'],
  occupant: ['name', 'category', 'x_poi_type'],
  road: ['name', 'category', 'level_id', 'status'],
  connector: ['name', 'category', 'level_ids'],
};

/** Our properties that a feature's own fields or IMDF properties carry; the others travel in `x_props`. */
const WRITTEN: Record<FeatureType, string[]> = {
  building: ['name', 'nameEn', 'category'],
  footprint: ['name', 'nameEn', 'category', 'buildingIds'],
  level: ['name', 'nameEn', 'shortName', 'category', 'outdoor', 'buildingIds'],
  unit: ['name', 'nameEn', 'category'],
  opening: ['name', 'nameEn', 'category', 'door'],
  fixture: ['name', 'nameEn', 'category'],
  amenity: ['name', 'nameEn', 'category', 'unitIds'],
  section: ['name', 'nameEn', 'category', 'regionId'],
  poi: ['name', 'nameEn', 'poiTypeId', 'unitId'],
  road: ['name', 'nameEn', 'category', 'status'],
  connector: ['name', 'nameEn', 'category', 'levelIds'],
};

/** Keys `x_props` may not set: the writer gives them (ids of this database) or the map JSON does. */
const RESERVED = new Set(['regionId', 'poiTypeId', 'levelIds', 'levelId', 'featureType', 'ordinal', 'imdf']);

function withoutNulls(props: Props, skip: Set<string>): Props {
  return Object.fromEntries(Object.entries(props).filter(([k, v]) => !skip.has(k) && v !== null && v !== undefined));
}

/**
 * Our properties from an IMDF feature's (IMDF type, or road/connector of our extension file). POIs take
 * the occupant's properties here; the plan adds levels, units and POI types.
 */
export function fromImdf(type: string, p: Props): Props {
  const own = p.x_props && typeof p.x_props === 'object' && !Array.isArray(p.x_props) ? withoutNulls(p.x_props as Props, RESERVED) : {};
  const props: Props = { ...own, name: pickName(p.name), nameEn: englishName(p.name) };
  if (type !== 'occupant') props.category = str(p.category);
  if (type === 'level') {
    props.shortName = pickName(p.short_name);
    props.outdoor = p.outdoor === true;
  }
  if (type === 'level' || type === 'footprint') props.buildingIds = strings(p.building_ids);
  if (type === 'opening' && p.door && typeof p.door === 'object') props.door = p.door;
  if (type === 'amenity') props.unitIds = strings(p.unit_ids);
  if (type === 'road') props.status = p.status === 'closed' ? 'closed' : 'open';
  const bag = withoutNulls(p, new Set([...(READ[type] ?? ['name', 'category']), 'x_props']));
  if (Object.keys(bag).length) props.imdf = bag;
  return props;
}

/**
 * snake_case keys again: the database layer (Kysely's CamelCasePlugin) answers JSON keys in camelCase at
 * every depth, so `display_point` comes back as `displayPoint`. Only identifier-like keys change
 * (a label's `zh-Hant` stays).
 */
export function snakeKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(snakeKeys);
  if (!value || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value as Props).map(([k, v]) => [/^[a-z][A-Za-z0-9]*$/.test(k) ? k.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`) : k, snakeKeys(v)]),
  );
}

/** The IMDF properties we keep from an import (written back first, our mapping wins over them). */
export function imdfBag(props: Props): Props {
  return props.imdf && typeof props.imdf === 'object' && !Array.isArray(props.imdf) ? (snakeKeys(props.imdf) as Props) : {};
}

/** Our properties IMDF does not model, for `x_props` (undefined when there are none). */
export function ownExtras(type: FeatureType, props: Props): Props | undefined {
  const written = new Set([...WRITTEN[type], 'imdf']);
  const extra = withoutNulls(props, written);
  return Object.keys(extra).length ? extra : undefined;
}
