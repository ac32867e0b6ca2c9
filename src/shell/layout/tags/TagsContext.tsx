import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { DEFAULT_LANDING } from '../../areas';
import { initialTags, navigationAfter, parseStoredTags, tagsReducer, type Tag, type TagsAction } from './tagsReducer';
import { isLegacyPath, titleForPath } from '../../navigation/titles';
import { VISITED_VIEWS_KEY } from './visitedViews';

/** Spec §2: the default landing page's tag is always there. */
export const PINNED_PATHS: readonly string[] = [DEFAULT_LANDING];

interface TagsContextValue {
  tags: Tag[];
  activePath: string;
  /** Changes on Refresh: the page content is keyed by it, so it remounts. */
  refreshKey: number;
  act: (action: TagsAction) => void;
  refresh: (tag: Tag) => void;
}

const TagsContext = createContext<TagsContextValue | null>(null);

const readStored = (): Tag[] => {
  try {
    return parseStoredTags(window.sessionStorage.getItem(VISITED_VIEWS_KEY));
  } catch {
    return [];
  }
};

/** Holds the visited views: records each navigation as a tag and runs the tag actions with their navigation. */
export const TagsProvider = ({ children }: { children: ReactNode }) => {
  const location = useLocation();
  const navigate = useNavigate();
  const [tags, setTags] = useState<Tag[]>(() => initialTags(PINNED_PATHS, readStored()));
  const [refreshKey, setRefreshKey] = useState(0);
  const activePath = location.pathname;

  useEffect(() => {
    // `/`, the spec's legacy paths and the sections' and areas' own paths (/statistics/terminal) only redirect, and an
    // unknown path is a passing 404: a tag is for a page with a title.
    if (location.pathname === '/' || isLegacyPath(location.pathname) || titleForPath(location.pathname) === undefined) return;
    setTags((current) => tagsReducer(current, { type: 'visit', path: location.pathname, fullPath: `${location.pathname}${location.search}` }));
  }, [location.pathname, location.search]);

  useEffect(() => {
    try {
      window.sessionStorage.setItem(VISITED_VIEWS_KEY, JSON.stringify(tags.filter((tag) => !tag.pinned)));
    } catch {
      // storage disabled: the tags live in memory only
    }
  }, [tags]);

  const act = useCallback(
    (action: TagsAction) => {
      const after = tagsReducer(tags, action);
      setTags(after);
      const target = navigationAfter(action, after, activePath);
      if (target !== null) navigate(target);
    },
    [tags, activePath, navigate],
  );

  const refresh = useCallback(
    (tag: Tag) => {
      if (tag.path !== activePath) navigate(tag.fullPath);
      setRefreshKey((key) => key + 1);
    },
    [activePath, navigate],
  );

  const value = useMemo(() => ({ tags, activePath, refreshKey, act, refresh }), [tags, activePath, refreshKey, act, refresh]);
  return <TagsContext.Provider value={value}>{children}</TagsContext.Provider>;
};

export const useTags = (): TagsContextValue => {
  const context = useContext(TagsContext);
  if (!context) throw new Error('useTags needs a <TagsProvider>');
  return context;
};
