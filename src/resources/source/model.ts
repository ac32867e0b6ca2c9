// Issue 13: the navigation-link page's logic, apart from React: the order, the dialog's values, its checks
// (the same rules the server applies) and the server's field errors mapped back onto the dialog.
import { MINI_PROGRAM_APP_ID, MINI_PROGRAM_PATH, SOURCE_LIMITS } from '#contract/endpoints/source';
import type { DraftErrors, DraftField, Source, SourceDraft, SourceInput, SourceTypeCode } from './types';

/** The list with the item at `from` moved to `to` (both clamped); the same list when nothing moves. */
export function moveItem<T>(list: readonly T[], from: number, to: number): T[] {
  const target = Math.max(0, Math.min(list.length - 1, to));
  if (from < 0 || from >= list.length || from === target) return [...list];
  const next = [...list];
  const [item] = next.splice(from, 1);
  next.splice(target, 0, item);
  return next;
}

/** A stored link as a save lists it again. */
export const toInput = (s: Source): SourceInput => ({ id: s.id, type: s.type, title: s.title, icon: s.icon, target: s.target, enabled: s.enabled });

/** What the app shows: the enabled links in their order. */
export const previewItems = (list: readonly Source[]): Source[] => list.filter((s) => s.enabled);

export const emptyDraft = (type: SourceTypeCode = 'poi', center?: { lng: number; lat: number } | null, levelId?: number): SourceDraft => ({
  type,
  title: '',
  icon: '',
  enabled: true,
  poiId: '',
  levelId: levelId !== undefined ? String(levelId) : '',
  lng: center ? String(center.lng) : '',
  lat: center ? String(center.lat) : '',
  miniAppId: '',
  path: '',
  url: '',
});

export const draftOf = (s: Source): SourceDraft => ({
  ...emptyDraft(s.type),
  id: s.id,
  title: s.title,
  icon: s.icon,
  enabled: s.enabled,
  poiId: s.target.poiId ?? '',
  levelId: s.target.levelId !== undefined ? String(s.target.levelId) : '',
  lng: s.target.lng !== undefined ? String(s.target.lng) : '',
  lat: s.target.lat !== undefined ? String(s.target.lat) : '',
  miniAppId: s.target.miniAppId ?? '',
  path: s.target.path ?? '',
  url: s.target.url ?? '',
});

const number = (text: string): number | undefined => (text.trim() === '' || !Number.isFinite(Number(text)) ? undefined : Number(text));

/** The dialog's values as the server takes them: only the fields of the link's type. */
export function inputOf(d: SourceDraft): SourceInput {
  const target: SourceInput['target'] =
    d.type === 'poi'
      ? { poiId: d.poiId.trim() }
      : d.type === 'place'
        ? { levelId: number(d.levelId), lng: number(d.lng), lat: number(d.lat) }
        : d.type === 'miniProgram'
          ? { path: d.path.trim(), ...(d.miniAppId.trim() ? { miniAppId: d.miniAppId.trim() } : {}) }
          : { url: d.url.trim() };
  return { ...(d.id !== undefined ? { id: d.id } : {}), type: d.type, title: d.title.trim(), icon: d.icon, target, enabled: d.enabled };
}

const isHttps = (text: string) => {
  try {
    const url = new URL(text);
    return url.protocol === 'https:' && url.hostname !== '' && !url.username && !url.password;
  } catch {
    return false;
  }
};

/** The console's checks before a save (message keys); the server checks again, and more (the POI exists, the point lies inside the level). */
export function validateDraft(d: SourceDraft): DraftErrors {
  const errors: DraftErrors = {};
  const title = d.title.trim();
  if (!title) errors.title = 'ra.validation.required';
  else if (title.length > SOURCE_LIMITS.title) errors.title = 'app.sources.errors.title';
  if (d.type === 'poi' && !d.poiId.trim()) errors.poiId = 'ra.validation.required';
  if (d.type === 'place') {
    if (!d.levelId) errors.levelId = 'ra.validation.required';
    const lng = number(d.lng);
    const lat = number(d.lat);
    if (lng === undefined || Math.abs(lng) > 180) errors.lng = 'app.sources.errors.coordinate';
    if (lat === undefined || Math.abs(lat) > 90) errors.lat = 'app.sources.errors.coordinate';
  }
  if (d.type === 'miniProgram') {
    const path = d.path.trim();
    if (!path) errors.path = 'ra.validation.required';
    else if (path.length > SOURCE_LIMITS.path || !MINI_PROGRAM_PATH.test(path)) errors.path = 'app.sources.errors.path';
    if (d.miniAppId.trim() && !MINI_PROGRAM_APP_ID.test(d.miniAppId.trim())) errors.miniAppId = 'app.sources.errors.miniAppId';
  }
  if (d.type === 'web') {
    const url = d.url.trim();
    if (!url) errors.url = 'ra.validation.required';
    else if (url.length > SOURCE_LIMITS.url || !isHttps(url)) errors.url = 'app.sources.errors.url';
  }
  return errors;
}

const DRAFT_FIELDS: readonly DraftField[] = ['type', 'title', 'icon', 'poiId', 'levelId', 'lng', 'lat', 'miniAppId', 'path', 'url'];

/**
 * The server's 10005 errors of the link at `index` of the saved list, on the dialog's fields (`sources[3].target.url`
 * -> url); the others (another link's, or the list's) as lines above the form.
 */
export function serverErrors(errors: ReadonlyArray<{ field: string; message: string }>, index: number): { fields: DraftErrors; other: string[] } {
  const fields: DraftErrors = {};
  const other: string[] = [];
  const prefix = `sources[${index}].`;
  for (const { field, message } of errors) {
    const name = (field.startsWith(prefix) ? field.slice(prefix.length) : '').replace(/^target\./, '') as DraftField;
    if (DRAFT_FIELDS.includes(name)) fields[name] ??= message;
    else other.push(message);
  }
  return { fields, other };
}

/** A short text of where a link leads, for the list. */
export function targetText(s: Source, names: { poi: (id: string) => string | undefined; level: (id: number) => string | undefined }): string {
  const t = s.target;
  if (s.type === 'poi') return names.poi(t.poiId ?? '') ?? t.poiId ?? '';
  if (s.type === 'place') return `${names.level(t.levelId ?? 0) ?? t.levelId} · ${t.lng?.toFixed(6)}, ${t.lat?.toFixed(6)}`;
  if (s.type === 'miniProgram') return t.miniAppId ? `${t.miniAppId} · ${t.path}` : (t.path ?? '');
  return t.url ?? '';
}
