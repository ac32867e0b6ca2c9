import { act } from '@testing-library/react';
import { useState } from 'react';
import { IndoorMap, type IndoorMapProps } from '../../../src/maps/IndoorMap';
import { renderAt } from '../render';
import { MAP, POI_TYPES } from './fixture';
import { fakeMaplibre, maps } from './fakeMaplibre';

vi.mock('maplibre-gl/dist/maplibre-gl-csp.js', async () => ({ default: (await import('./fakeMaplibre')).fakeMaplibre }));

let setData: (data: IndoorMapProps['data']) => void = () => undefined;

/** The building view's map: its data comes from a query that may refetch while the map loads. */
const Harness = () => {
  const [data, set] = useState(MAP);
  setData = set;
  return <IndoorMap data={data} levelId={11} mode="2d" showRoads poiTypes={POI_TYPES} selectedId={null} onSelect={() => undefined} />;
};

describe('issue 10 slip 4: the building view refetches the draft while its first map loads', () => {
  beforeEach(() => {
    maps.length = 0;
  });

  it('issue 10 slip 4: a map that loads in the same render as new data is replaced, and no style call reaches the new map before its own load', async () => {
    renderAt(<Harness />);
    const first = maps[0]!;
    // The first map's `load` and the refetched draft land in one render (React batches both updates). CI saw
    // "Style is not done loading." from the roads switch applied to the second map in that render.
    act(() => {
      first.load();
      setData({ ...MAP, version: 2 });
    });
    const second = maps[1]!;
    expect(first.removed).toBe(true);
    expect(second.loaded).toBe(false);
    expect(second.layout.size).toBe(0);
    expect(second.filters.size).toBe(0);
    // Once its style has loaded, the new map shows what the props ask (the roads switched on).
    await act(async () => second.load());
    expect(second.layout.get('road-line')).toBe('visible');
    expect(maps).toHaveLength(2);
  });
});

describe('issue 19: the map first idle in 1.5 s', () => {
  it('the map chunk starts MapLibre’s workers as it arrives, before any map is built', () => {
    expect(fakeMaplibre.prewarm).toHaveBeenCalledTimes(1);
    expect(fakeMaplibre.setWorkerUrl.mock.invocationCallOrder[0]).toBeLessThan(fakeMaplibre.prewarm.mock.invocationCallOrder[0]!);
  });
});
