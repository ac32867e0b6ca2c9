import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { IndoorMapProps } from '../../../../src/maps/IndoorMap';
import { RegionShow } from '../../../../src/resources/region/RegionShow';
import { updateSession } from '../../../../src/shell/session/sessionStore';
import { failure, http, ok } from '../../helpers';
import { server } from '../../msw';
import { renderView, signIn } from '../admin/renderView';
import { BUILDING, FOOD_COURT, MAP, POI_TYPES } from './fixture';
import { regionApi } from '#contract/endpoints/region';
import { mapApi } from '#contract/endpoints/map';
import { fillPath } from '#contract/endpoints/endpoint';

/** The MapLibre map stands in as a probe of the props it was given (and records every render's). */
const drawn: IndoorMapProps[] = [];
vi.mock('../../../../src/maps/IndoorMap', () => ({
  IndoorMap: (props: IndoorMapProps) => {
    drawn.push(props);
    return (
      <div data-testid="indoor-map" data-level={props.levelId} data-selected={props.selectedId ?? ''} data-highlight={props.highlightId ?? ''}>
        <button type="button" onClick={() => props.onSelect(null)}>
          empty spot
        </button>
      </div>
    );
  },
}));

vi.setConfig({ testTimeout: 20_000 });

const serve = ({ map = () => ok(MAP) }: { map?: () => Response } = {}) => {
  const calls: string[] = [];
  server.use(
    http.get(regionApi.one.path, ({ request }) => {
      calls.push(new URL(request.url).search);
      return ok(FOOD_COURT);
    }),
    http.get(mapApi.json.path, ({ request }) => {
      const url = new URL(request.url);
      calls.push(`${url.pathname}${url.search}`);
      return map();
    }),
  );
  return calls;
};

const open = () => renderView('region', <RegionShow />, { path: '/region/7/show', route: '/region/:id/show' });

const lastDrawn = () => drawn[drawn.length - 1]!;

describe('issue 5 region-view: the region on its level with its POIs', () => {
  beforeEach(() => {
    drawn.length = 0;
    signIn('PLATFORM_ADMINISTRATOR');
    updateSession({ buildingId: 1, buildings: [BUILDING], poiTypes: POI_TYPES });
  });

  it('issue 5: shows the region’s name, English name, level and category, and the POIs inside it with their types', async () => {
    const calls = serve();
    open();
    expect(await screen.findByTestId('region-name')).toHaveTextContent('美食广场');
    expect(screen.getByTestId('region-facts')).toHaveTextContent('Food court · 2F · 餐饮');
    const table = screen.getByTestId('region-pois');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => Array.from(row.querySelectorAll('td')).map((cell) => cell.textContent))).toEqual([
      ['麦当劳', '餐饮'],
      ['（未命名）', '洗手间'],
    ]);
    expect(screen.getByTestId('region-poi-count')).toHaveTextContent('2');
    expect(calls[0]).toBe('?id=7');
    // Regions are the draft's sections: the view draws the draft.
    await waitFor(() => expect(calls).toContain(`${fillPath(mapApi.json.path, { buildingId: 1 })}?version=draft`));
  });

  it('issue 5: draws the region’s level, framed on the region, with the region highlighted and the other sections left out', async () => {
    serve();
    open();
    const map = await screen.findByTestId('indoor-map');
    expect(map).toHaveAttribute('data-level', '12');
    expect(map).toHaveAttribute('data-highlight', 'section-2-food-court');
    expect(map).toHaveAttribute('data-selected', '');
    const props = lastDrawn();
    const [w, s, e, n] = props.data.bbox ?? [];
    // Inside the building, around the region (121.0002..121.0006, 31.0001..31.0003).
    expect(w).toBeLessThan(121.0002);
    expect(e).toBeGreaterThan(121.0006);
    expect(s).toBeLessThan(31.0001);
    expect(n).toBeGreaterThan(31.0003);
    expect(w).toBeGreaterThanOrEqual(121);
    expect(n).toBeLessThanOrEqual(31.0005);
    const sections = props.data.features.filter((feature) => feature.properties.featureType === 'section').map((feature) => feature.id);
    expect(sections).toEqual(['section-2-food-court']);
    expect(props.mode).toBe('2d');
    expect(props.poiTypes).toEqual(POI_TYPES);
  });

  it('issue 5: a POI row picks the POI on the map (the region stays highlighted); a click on an empty spot clears the pick', async () => {
    serve();
    open();
    const map = await screen.findByTestId('indoor-map');
    await userEvent.click(screen.getByRole('cell', { name: '麦当劳' }));
    await waitFor(() => expect(map).toHaveAttribute('data-selected', 'poi-1'));
    expect(map).toHaveAttribute('data-highlight', 'section-2-food-court');
    await userEvent.click(within(map).getByRole('button', { name: 'empty spot' }));
    await waitFor(() => expect(map).toHaveAttribute('data-selected', ''));
    expect(map).toHaveAttribute('data-highlight', 'section-2-food-court');
  });

  it('issue 5: a region missing from the drawn map is outlined from its own geometry', async () => {
    serve({ map: () => ok({ ...MAP, features: MAP.features.filter((feature) => feature.properties.featureType !== 'section') }) });
    open();
    const map = await screen.findByTestId('indoor-map');
    expect(map).toHaveAttribute('data-highlight', 'region-7');
    const added = lastDrawn().data.features.find((feature) => feature.id === 'region-7');
    expect(added?.geometry).toEqual(FOOD_COURT.geometry);
    expect(added?.properties).toMatchObject({ featureType: 'section', levelId: 12 });
  });

  it('issue 5: a building without any map still lists the region’s POIs', async () => {
    serve({ map: () => failure(10004, '地图不存在', 404) });
    open();
    expect(await screen.findByTestId('map-empty')).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: '麦当劳' })).toBeInTheDocument();
    expect(screen.queryByTestId('indoor-map')).not.toBeInTheDocument();
  });
});
