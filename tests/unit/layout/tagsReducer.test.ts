import { DEFAULT_LANDING } from '../../../src/shell/areas';
import { PINNED_PATHS } from '../../../src/shell/layout/tags/TagsContext';
import {
  initialTags as initialTagsOf,
  navigationAfter,
  parseStoredTags,
  tagsReducer,
  type Tag,
  type TagsAction,
} from '../../../src/shell/layout/tags/tagsReducer';

const landing = '/building/building-view';
const initialTags = (restored: Tag[] = []) => initialTagsOf(PINNED_PATHS, restored);
const tag = (path: string, fullPath = path): Tag => ({ path, fullPath, pinned: false });
const start = (): Tag[] => [...initialTags(), tag('/application'), tag('/building', '/building?page=2'), tag('/location-app')];
const paths = (tags: Tag[]) => tags.map((t) => t.path);

const run = (action: TagsAction, activePath: string, tags = start()) => {
  const after = tagsReducer(tags, action);
  return { after, target: navigationAfter(action, after, activePath) };
};

describe('spec §2: the tags view of visited pages (tags reducer)', () => {
  it('spec §2: the landing page is a pinned tag from the start', () => {
    expect(DEFAULT_LANDING).toBe(landing);
    expect(PINNED_PATHS).toEqual([landing]);
    expect(initialTags()).toEqual([{ path: landing, fullPath: landing, pinned: true }]);
  });

  it('spec §2: visiting a new path appends a tag keyed by the path', () => {
    const tags = tagsReducer(initialTags(), { type: 'visit', path: '/application', fullPath: '/application' });
    expect(paths(tags)).toEqual([landing, '/application']);
  });

  it('spec §2: visiting a known path with a new query updates its full path, no second tag', () => {
    const tags = tagsReducer(start(), { type: 'visit', path: '/building', fullPath: '/building?page=3' });
    expect(tags.filter((t) => t.path === '/building')).toEqual([tag('/building', '/building?page=3')]);
    expect(tags).toHaveLength(4);
  });

  it('spec §2: visiting the same full path again changes nothing', () => {
    const tags = start();
    expect(tagsReducer(tags, { type: 'visit', path: '/application', fullPath: '/application' })).toBe(tags);
  });

  it('spec §2: Close removes the tag; closing an inactive tag stays on the page', () => {
    const { after, target } = run({ type: 'close', path: '/building' }, '/application');
    expect(paths(after)).toEqual([landing, '/application', '/location-app']);
    expect(target).toBeNull();
  });

  it('spec §2: Close of the active tag goes to the rightmost remaining tag, with its query', () => {
    const { target } = run({ type: 'close', path: '/location-app' }, '/location-app');
    expect(target).toBe('/building?page=2');
  });

  it('spec §2: Close of the last tag goes to /', () => {
    const tags = [tag('/application')];
    expect(run({ type: 'close', path: '/application' }, '/application', tags)).toEqual({ after: [], target: '/' });
  });

  it('spec §2: a pinned tag cannot be closed', () => {
    const { after, target } = run({ type: 'close', path: landing }, landing);
    expect(paths(after)).toContain(landing);
    expect(target).toBeNull();
  });

  it('spec §2: Close Others keeps the pinned tags and the clicked one, and goes to the clicked tag', () => {
    const { after, target } = run({ type: 'closeOthers', path: '/building' }, '/application');
    expect(paths(after)).toEqual([landing, '/building']);
    expect(target).toBe('/building?page=2');
  });

  it('spec §2: Close Others on the active tag stays on the page', () => {
    expect(run({ type: 'closeOthers', path: '/application' }, '/application').target).toBeNull();
  });

  it('spec §2: Close All keeps only the pinned tags and goes to the last remaining one', () => {
    const { after, target } = run({ type: 'closeAll' }, '/application');
    expect(after).toEqual(initialTags());
    expect(target).toBe(landing);
  });

  it('spec §2: Close All while on a pinned page stays there', () => {
    expect(run({ type: 'closeAll' }, landing).target).toBeNull();
  });

  it('spec §2: Close All with no pinned tag goes to /', () => {
    expect(run({ type: 'closeAll' }, '/application', [tag('/application')])).toEqual({ after: [], target: '/' });
  });

  it('spec §3: visited views restored from the session keep their order after the pinned tags; corrupt ones are dropped', () => {
    const stored = parseStoredTags(JSON.stringify([{ path: '/application', fullPath: '/application?x=1' }, { path: 42 }, 'junk']));
    expect(initialTags(stored)).toEqual([{ path: landing, fullPath: landing, pinned: true }, tag('/application', '/application?x=1')]);
    expect(parseStoredTags('{not json')).toEqual([]);
    expect(parseStoredTags('{"a":1}')).toEqual([]);
  });
});
