import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BuildingView } from '../../../src/resources/building/BuildingView';
import { updateSession } from '../../../src/shell/session/sessionStore';
import { failure, http, ok } from '../helpers';
import { server } from '../msw';
import { renderView, signIn } from '../resources/admin/renderView';
import { MAP, POI_TYPES } from './fixture';
import { maps } from './fakeMaplibre';
import { buildingApi } from '#contract/endpoints/building';
import { mapApi } from '#contract/endpoints/map';
import { fillPath } from '#contract/endpoints/endpoint';

vi.mock('maplibre-gl/dist/maplibre-gl-csp.js', async () => ({ default: (await import('./fakeMaplibre')).fakeMaplibre }));

vi.setConfig({ testTimeout: 20_000 });

const BUILDING = {
  id: 1,
  name: '环球购物中心',
  companyId: 1,
  appId: 1,
  levels: MAP.levels.map(({ id, ordinal, name }) => ({ id, ordinal, name })),
};

const serve = (mapJson: () => Response) => {
  const calls: string[] = [];
  server.use(
    http.get(buildingApi.one.path, () => ok(BUILDING)),
    http.get(mapApi.json.path, ({ request }) => {
      calls.push(new URL(request.url).pathname);
      return mapJson();
    }),
  );
  return calls;
};

const open = () => renderView('building', <BuildingView />, { path: '/building/building-view' });

const lastMap = () => maps[maps.length - 1]!;

/** The features the map's source holds: the last setData, else the style it was created with. */
const drawnIds = () => {
  const calls = lastMap().setData.mock.calls;
  const style = lastMap().options.style as { sources: { indoor: { data: unknown } } };
  const data = (calls.length ? calls[calls.length - 1]![0] : style.sources.indoor.data) as { features: { id: string }[] };
  return data.features.map((feature) => feature.id);
};

const mapLoaded = () => waitFor(() => expect(lastMap()?.loaded).toBe(true));

describe('issue 5 /building/building-view: the indoor map', () => {
  beforeEach(() => {
    maps.length = 0;
    signIn('PLATFORM_ADMINISTRATOR');
    updateSession({ buildingId: 1, poiTypes: POI_TYPES });
  });

  it('issue 5: loads the selected building map; level buttons top down, the ground floor first; switching redraws that level', async () => {
    const calls = serve(() => ok(MAP));
    open();
    const group = await screen.findByRole('group', { name: '楼层' });
    const buttons = within(group).getAllByRole('button');
    expect(buttons.map((button) => button.textContent)).toEqual(['2F', '1F', 'B1']);
    expect(within(group).getByRole('button', { name: '1F', description: '一层' })).toHaveAttribute('aria-pressed', 'true');
    expect(calls).toEqual([fillPath(mapApi.json.path, { buildingId: 1 })]);
    await mapLoaded();
    expect(lastMap().options.bounds).toEqual(MAP.bbox);
    expect(drawnIds()).toEqual(['lv-11', 'u-1', 'u-2', 'u-3', 'o-1', 'p-1', 'p-2', 'r-1', 'c-1']);
    await waitFor(() => expect(document.querySelectorAll('[data-testid="map-label"]')).toHaveLength(3));

    expect(lastMap().setData).not.toHaveBeenCalled();
    await userEvent.click(within(group).getByRole('button', { name: '2F' }));
    await waitFor(() => expect(drawnIds()).toEqual(['u-4', 'u-6', 'c-1']));
    expect(within(group).getByRole('button', { name: '2F' })).toHaveAttribute('aria-pressed', 'true');
    expect([...document.querySelectorAll('[data-testid="map-label"]')].map((label) => label.textContent)).toEqual(['办公室\n201', '机房']);
    // The floor table stays below the map.
    expect(screen.getByRole('cell', { name: '地下一层' })).toBeInTheDocument();
  });

  it('issue 5: the legend names the drawn categories in Chinese; 3D shows the extrusion and pitches the camera', async () => {
    serve(() => ok(MAP));
    open();
    const legend = await screen.findByRole('region', { name: '图例' });
    expect(
      within(legend)
        .getAllByTestId('legend-entry')
        .map((entry) => entry.textContent),
    ).toEqual(['商铺', '餐饮', '通道']);
    await mapLoaded();
    await userEvent.click(screen.getByRole('button', { name: '3D' }));
    await waitFor(() => expect(lastMap().layout.get('unit-extrusion')).toBe('visible'));
    expect(lastMap().layout.get('unit-fill')).toBe('none');
    expect(lastMap().fitBounds).toHaveBeenLastCalledWith(MAP.bbox, expect.objectContaining({ pitch: 55 }));
    await userEvent.click(screen.getByRole('button', { name: '2D' }));
    await waitFor(() => expect(lastMap().fitBounds).toHaveBeenLastCalledWith(MAP.bbox, expect.objectContaining({ pitch: 0 })));
    expect(lastMap().layout.get('unit-fill')).toBe('visible');
  });

  it('issue 5: clicking a unit or a POI shows its name, category, level and id', async () => {
    serve(() => ok(MAP));
    open();
    await mapLoaded();
    expect(screen.getByText('点击地图上的房间或兴趣点查看详情。')).toBeInTheDocument();
    lastMap().hits = [{ properties: { fid: 'u-2' } }];
    act(() => lastMap().fire('click'));
    const details = await screen.findByTestId('feature-details');
    expect(within(details).getByTestId('feature-name')).toHaveTextContent('优衣库');
    expect(within(details).getByTestId('feature-category')).toHaveTextContent('商铺');
    expect(within(details).getByTestId('feature-level')).toHaveTextContent('一层');
    expect(within(details).getByTestId('feature-id')).toHaveTextContent('u-2');
    expect(lastMap().filters.get('selected-line')).toEqual(['==', ['get', 'fid'], 'u-2']);

    lastMap().hits = [{ properties: { fid: 'p-1' } }];
    act(() => lastMap().fire('click'));
    await waitFor(() => expect(screen.getByTestId('feature-name')).toHaveTextContent('服务台'));
    expect(screen.getByTestId('feature-poi_type')).toHaveTextContent('服务台');
    expect(screen.getByTestId('feature-type')).toHaveTextContent('兴趣点');

    lastMap().hits = [];
    act(() => lastMap().fire('click'));
    await waitFor(() => expect(screen.queryByTestId('feature-details')).not.toBeInTheDocument());
  });

  it('issue 5: a building without a map (10004, or no level features) shows the empty state', async () => {
    serve(() => failure(10004, 'Not found', 404));
    open();
    expect(await screen.findByTestId('map-empty')).toHaveTextContent('该建筑还没有地图。');
    expect(screen.getByTestId('building-name')).toHaveTextContent('环球购物中心');
    expect(maps).toHaveLength(0);
  });

  it('issue 5: an empty feature collection is the empty state too', async () => {
    serve(() => ok({ ...MAP, features: [] }));
    open();
    expect(await screen.findByTestId('map-empty')).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: '楼层' })).not.toBeInTheDocument();
  });

  it('issue 5: a server error shows the message and a retry that asks again', async () => {
    let answer = () => failure(10000, '服务器内部错误', 500);
    const calls = serve(() => answer());
    open();
    const alert = await screen.findByTestId('map-error');
    expect(alert).toHaveTextContent('地图加载失败：服务器内部错误');
    answer = () => ok(MAP);
    await userEvent.click(within(alert).getByRole('button', { name: '重试' }));
    expect(await screen.findByRole('group', { name: '楼层' })).toBeInTheDocument();
    expect(calls).toHaveLength(2);
  });

  it('issue 5: a venue of several buildings (IMDF): the ground floor holding features opens, framed on it; same short names show the names; a small far level is framed when chosen', async () => {
    const tower = {
      type: 'Feature' as const,
      id: 'lv-tower',
      geometry: {
        type: 'Polygon' as const,
        coordinates: [
          [
            [121.01, 31.01],
            [121.0101, 31.01],
            [121.0101, 31.0101],
            [121.01, 31.0101],
            [121.01, 31.01],
          ],
        ],
      },
      properties: { featureType: 'level' as const, levelId: 13, ordinal: 0, name: '水塔 1' },
    };
    const venue = {
      ...MAP,
      bbox: [121.0, 31.0, 121.0101, 31.0101] as [number, number, number, number],
      levels: [{ id: 13, ordinal: 0, name: '水塔 1', shortName: '1' }, ...MAP.levels.map((level) => (level.id === 11 ? { ...level, shortName: '1' } : level))],
      features: [...MAP.features, tower],
    };
    serve(() => ok(venue));
    open();
    const group = await screen.findByRole('group', { name: '楼层' });
    // Two levels share the short name "1": their buttons read their names.
    expect(
      within(group)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['2F', '水塔 1', '一层', 'B1']);
    expect(within(group).getByRole('button', { name: '一层' })).toHaveAttribute('aria-pressed', 'true');
    await mapLoaded();
    // Opened on the main ground floor's extent, not the whole venue's.
    expect(lastMap().options.bounds).toEqual([121, 31, 121.001, 31.0005]);
    await userEvent.click(within(group).getByRole('button', { name: '水塔 1' }));
    await waitFor(() => expect(lastMap().fitBounds).toHaveBeenCalled());
    expect(lastMap().fitBounds.mock.calls.at(-1)![0]).toEqual([121.01, 31.01, 121.0101, 31.0101]);
    // The upper floor of the main building is in view again after the tower: framed back on it; B1 beside it then needs no move.
    await userEvent.click(within(group).getByRole('button', { name: '一层' }));
    await waitFor(() => expect(lastMap().fitBounds).toHaveBeenCalledTimes(2));
    await userEvent.click(within(group).getByRole('button', { name: 'B1', description: '地下一层' }));
    await waitFor(() => expect(drawnIds()).toContain('u-5'));
    expect(lastMap().fitBounds).toHaveBeenCalledTimes(2);
  });
});
