import type { FeatureState, PoiPatchRecord } from './types';

/** What a history line says about one POI: added, deleted, or which of its fields changed. */
type ChangeKind = 'added' | 'deleted' | 'moved' | 'renamed' | 'name_en' | 'type' | 'unit' | 'opening_hours' | 'keywords' | 'visible' | 'level' | 'other';

export interface ChangeLine {
  id: string;
  /** The POI's name after the change (before it, for a deletion). */
  name: string;
  kinds: ChangeKind[];
  /** For a rename: the old and the new name. */
  renamed: { from: string; to: string } | null;
}

const PROPERTY_KINDS: Record<string, ChangeKind> = {
  name: 'renamed',
  nameEn: 'name_en',
  poiTypeId: 'type',
  unitId: 'unit',
  openingHours: 'opening_hours',
  keywords: 'keywords',
  visible: 'visible',
  levelId: 'level',
};

/** Properties a save rewrites without the user changing them. */
const IGNORED = new Set(['featureType', 'ordinal', 'updatedAt']);

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

const nameOf = (state: FeatureState | null): string | null => {
  const name = state?.properties.name;
  return typeof name === 'string' && name !== '' ? name : null;
};

/** One POI's change of a patch, in words: per POI added / moved / renamed / type changed … */
export const describeChange = (change: PoiPatchRecord['changes'][number]): ChangeLine => {
  const name = nameOf(change.after) ?? nameOf(change.before) ?? change.id;
  if (change.op === 'add' || !change.before) return { id: change.id, name, kinds: ['added'], renamed: null };
  if (change.op === 'delete' || !change.after) return { id: change.id, name, kinds: ['deleted'], renamed: null };
  const before = change.before.properties;
  const after = change.after.properties;
  const kinds: ChangeKind[] = [];
  if (!same(change.before.geometry, change.after.geometry)) kinds.push('moved');
  for (const key of new Set([...Object.keys(before), ...Object.keys(after)])) {
    if (IGNORED.has(key) || same(before[key], after[key])) continue;
    const kind = PROPERTY_KINDS[key] ?? 'other';
    if (!kinds.includes(kind)) kinds.push(kind);
  }
  const renamed = kinds.includes('renamed') ? { from: nameOf(change.before) ?? '', to: nameOf(change.after) ?? '' } : null;
  return { id: change.id, name, kinds: kinds.length ? kinds : ['other'], renamed };
};
