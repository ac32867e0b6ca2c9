import { draftOf, emptyDraft, inputOf, moveItem, previewItems, serverErrors, targetText, toInput, validateDraft } from '../../../../src/resources/source/model';
import type { Source, SourceDraft } from '../../../../src/resources/source/types';

/** Issue 13 导航链接配置: the page's logic (order, the dialog's values and checks, the server's errors on the dialog's fields). */

const source = (id: number, over: Partial<Source> = {}): Source => ({
  id,
  appId: 1,
  buildingId: 2,
  type: 'web',
  title: `link ${id}`,
  icon: '',
  target: { url: `https://example.com/${id}` },
  sort: id - 1,
  enabled: true,
  updatedAt: '2026-11-25T00:00:00.000Z',
  ...over,
});
const draft = (over: Partial<SourceDraft>): SourceDraft => ({ ...emptyDraft('web'), title: 'A link', ...over });

describe('issue 13 drag and keyboard ordering (moveItem)', () => {
  it('moves an item down, up, to either end, and clamps beyond the ends', () => {
    expect(moveItem([1, 2, 3, 4], 0, 2)).toEqual([2, 3, 1, 4]);
    expect(moveItem([1, 2, 3, 4], 3, 1)).toEqual([1, 4, 2, 3]);
    expect(moveItem([1, 2, 3], 1, -1)).toEqual([2, 1, 3]);
    expect(moveItem([1, 2, 3], 1, 9)).toEqual([1, 3, 2]);
  });

  it('answers an equal copy when nothing moves (same place, or no such item)', () => {
    const list = [1, 2, 3];
    expect(moveItem(list, 1, 1)).toEqual(list);
    expect(moveItem(list, 5, 0)).toEqual(list);
    expect(moveItem(list, 1, 1)).not.toBe(list);
  });
});

describe('issue 13 the preview and the save body', () => {
  it('the preview shows the enabled links in their order', () => {
    expect(previewItems([source(1), source(2, { enabled: false }), source(3)]).map((s) => s.id)).toEqual([1, 3]);
  });

  it('a stored link is listed again with its id and nothing the server does not take', () => {
    expect(toInput(source(4, { icon: 'star' }))).toEqual({
      id: 4,
      type: 'web',
      title: 'link 4',
      icon: 'star',
      target: { url: 'https://example.com/4' },
      enabled: true,
    });
  });

  it('the dialog sends only the fields of the link’s type, trimmed and parsed', () => {
    const base = { title: ' 标题 ', url: 'https://x', path: ' pages/a/b ', poiId: ' poi-1 ', levelId: '7', lng: '121.5', lat: '31.2', miniAppId: '' };
    expect(inputOf(draft({ ...base, type: 'poi' })).target).toEqual({ poiId: 'poi-1' });
    expect(inputOf(draft({ ...base, type: 'place' })).target).toEqual({ levelId: 7, lng: 121.5, lat: 31.2 });
    expect(inputOf(draft({ ...base, type: 'miniProgram' })).target).toEqual({ path: 'pages/a/b' });
    expect(inputOf(draft({ ...base, type: 'miniProgram', miniAppId: 'wx0123456789abcdef' })).target).toEqual({
      path: 'pages/a/b',
      miniAppId: 'wx0123456789abcdef',
    });
    expect(inputOf(draft({ ...base, type: 'web' }))).toEqual({ type: 'web', title: '标题', icon: '', target: { url: 'https://x' }, enabled: true });
    expect(inputOf({ ...draftOf(source(9)), title: 'x' }).id).toBe(9);
  });

  it('editing a link starts from its stored values', () => {
    const place = draftOf(source(3, { type: 'place', target: { levelId: 5, lng: 121.1, lat: 31.1 }, enabled: false }));
    expect(place).toMatchObject({ id: 3, type: 'place', levelId: '5', lng: '121.1', lat: '31.1', enabled: false, url: '' });
  });
});

describe('issue 13 the dialog’s checks (the server’s rules)', () => {
  it.each([
    ['no title', { title: '  ' }, 'title'],
    ['a title over 40 characters', { title: '长'.repeat(41) }, 'title'],
    ['an http URL', { url: 'http://example.com' }, 'url'],
    ['no URL', { url: '' }, 'url'],
    ['a path with a leading slash', { type: 'miniProgram' as const, path: '/pages/a' }, 'path'],
    ['a bad mini-program id', { type: 'miniProgram' as const, path: 'pages/a', miniAppId: 'wx1' }, 'miniAppId'],
    ['no POI', { type: 'poi' as const, poiId: '' }, 'poiId'],
    ['no level', { type: 'place' as const, levelId: '', lng: '1', lat: '1' }, 'levelId'],
    ['a latitude out of range', { type: 'place' as const, levelId: '1', lng: '1', lat: '91' }, 'lat'],
  ])('%s', (_name, over, field) => {
    expect(Object.keys(validateDraft(draft({ url: 'https://example.com', ...over })))).toEqual([field]);
  });

  it('accepts a valid link of each type', () => {
    expect(validateDraft(draft({ url: 'https://example.com/a?b=c' }))).toEqual({});
    expect(validateDraft(draft({ type: 'miniProgram', path: 'pages/a/b?x=1', miniAppId: '2021001234567890' }))).toEqual({});
    expect(validateDraft(draft({ type: 'poi', poiId: 'poi-1' }))).toEqual({});
    expect(validateDraft(draft({ type: 'place', levelId: '3', lng: '121.5', lat: '31.2' }))).toEqual({});
  });
});

describe('issue 13 the server’s 10005 errors on the dialog', () => {
  it('puts the edited link’s errors on its fields and the others above the form', () => {
    const mapped = serverErrors(
      [
        { field: 'sources[2].target.url', message: 'https only' },
        { field: 'sources[2].title', message: 'too long' },
        { field: 'sources[0].title', message: 'another link' },
        { field: 'sources', message: 'changed' },
      ],
      2,
    );
    expect(mapped.fields).toEqual({ url: 'https only', title: 'too long' });
    expect(mapped.other).toEqual(['another link', 'changed']);
  });
});

describe('issue 13 where a link leads, in the list', () => {
  const names = { poi: (id: string) => (id === 'p1' ? '优衣库' : undefined), level: (id: number) => (id === 5 ? '1F' : undefined) };
  it('names the POI, the level and point, the page or the URL', () => {
    expect(targetText(source(1, { type: 'poi', target: { poiId: 'p1' } }), names)).toBe('优衣库');
    expect(targetText(source(1, { type: 'poi', target: { poiId: 'p9' } }), names)).toBe('p9');
    expect(targetText(source(1, { type: 'place', target: { levelId: 5, lng: 121.5, lat: 31.25 } }), names)).toBe('1F · 121.500000, 31.250000');
    expect(targetText(source(1, { type: 'miniProgram', target: { path: 'pages/a', miniAppId: 'wx0123456789abcdef' } }), names)).toBe(
      'wx0123456789abcdef · pages/a',
    );
    expect(targetText(source(1), names)).toBe('https://example.com/1');
  });
});
