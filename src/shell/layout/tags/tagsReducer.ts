/** A tag of the tags view (vue-element-admin's visited view): one per visited path. */
export interface Tag {
  /** The key: the pathname without query. */
  path: string;
  /** What the tag opens: the pathname with the query of the latest visit. */
  fullPath: string;
  /** Pinned tags have no close button and survive Close Others and Close All. */
  pinned: boolean;
}

export type TagsAction =
  { type: 'visit'; path: string; fullPath: string } | { type: 'close'; path: string } | { type: 'closeOthers'; path: string } | { type: 'closeAll' };

/** Pinned tags first (in order), then any restored ones that are still valid (the console pins the default landing, spec §2). */
export const initialTags = (pinnedPaths: readonly string[], restored: readonly Tag[] = []): Tag[] => {
  const pinned = pinnedPaths.map((path) => ({ path, fullPath: restored.find((tag) => tag.path === path)?.fullPath ?? path, pinned: true }));
  const others = restored.filter((tag) => !pinnedPaths.includes(tag.path)).map((tag) => ({ ...tag, pinned: false }));
  return [...pinned, ...others];
};

export const tagsReducer = (tags: Tag[], action: TagsAction): Tag[] => {
  switch (action.type) {
    case 'visit': {
      const existing = tags.find((tag) => tag.path === action.path);
      if (!existing) return [...tags, { path: action.path, fullPath: action.fullPath, pinned: false }];
      if (existing.fullPath === action.fullPath) return tags;
      return tags.map((tag) => (tag === existing ? { ...tag, fullPath: action.fullPath } : tag));
    }
    case 'close':
      return tags.filter((tag) => tag.pinned || tag.path !== action.path);
    case 'closeOthers':
      return tags.filter((tag) => tag.pinned || tag.path === action.path);
    case 'closeAll':
      return tags.filter((tag) => tag.pinned);
  }
};

/**
 * Where to go after an action, or null to stay: Close of the active tag goes to the rightmost remaining tag
 * (or `/`), Close Others to the clicked tag, Close All to the last remaining tag (or `/`).
 */
export const navigationAfter = (action: TagsAction, after: Tag[], activePath: string): string | null => {
  const last = after.at(-1);
  switch (action.type) {
    case 'visit':
      return null;
    case 'close':
      if (action.path !== activePath || after.some((tag) => tag.path === activePath)) return null;
      return last?.fullPath ?? '/';
    case 'closeOthers': {
      const clicked = after.find((tag) => tag.path === action.path);
      return clicked && clicked.path !== activePath ? clicked.fullPath : null;
    }
    case 'closeAll':
      if (!last) return '/';
      return last.path === activePath ? null : last.fullPath;
  }
};

const isTag = (value: unknown): value is Tag => {
  if (typeof value !== 'object' || value === null) return false;
  const tag = value as Record<string, unknown>;
  return typeof tag.path === 'string' && tag.path.startsWith('/') && typeof tag.fullPath === 'string' && tag.fullPath.startsWith(tag.path);
};

/** Visited views kept for the browser session; anything corrupt or foreign is dropped. */
export const parseStoredTags = (raw: string | null): Tag[] => {
  try {
    const parsed: unknown = raw === null ? [] : JSON.parse(raw);
    return Array.isArray(parsed) ? parsed.filter(isTag).map((tag) => ({ path: tag.path, fullPath: tag.fullPath, pinned: false })) : [];
  } catch {
    return [];
  }
};
