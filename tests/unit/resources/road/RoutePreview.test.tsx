import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RoadStatusPage } from '../../../../src/resources/road/RoadStatusPage';
import type { RoadMapProps } from '../../../../src/resources/road/RoadMap';
import type { RouteResult } from '../../../../src/resources/road/types';
import { updateSession } from '../../../../src/shell/session/sessionStore';
import { http, ok } from '../../helpers';
import { server } from '../../msw';
import { renderAt } from '../../render';
import { signIn } from '../admin/renderView';
import { BUILDING, MAP, roadJson } from './fixture';
import { draftStatusHandlers } from '../building/draftHandlers';
import { mapApi } from '#contract/endpoints/map';
import { roadApi } from '#contract/endpoints/road';

const drawn: RoadMapProps[] = [];
vi.mock('../../../../src/resources/road/RoadMap', () => ({
  RoadMap: (props: RoadMapProps) => {
    drawn.push(props);
    return (
      <div data-testid="road-map-probe" data-mode={props.mode} data-level={props.levelId}>
        <button
          type="button"
          onClick={() => props.onPickPoint({ end: { featureId: 'unit-shop-1' }, levelId: 11, lngLat: [121.00015, 31.00015], label: '星巴克' })}
        >
          click the shop
        </button>
        <button
          type="button"
          onClick={() => props.onPickPoint({ end: { levelId: 12, lng: 121.0004, lat: 31.0003 }, levelId: 12, lngLat: [121.0004, 31.0003], label: null })}
        >
          click a point on 2F
        </button>
      </div>
    );
  },
}));

vi.setConfig({ testTimeout: 20_000 });

const FOUND: RouteResult = {
  found: true,
  length: 123.4,
  duration: 130,
  legs: [
    {
      levelId: 11,
      coordinates: [
        [121.00015, 31.0002],
        [121.0001, 31.0003],
      ],
    },
    {
      levelId: 12,
      coordinates: [
        [121.0001, 31.0003],
        [121.0004, 31.0003],
      ],
    },
  ],
  steps: [
    { kind: 'walk', levelId: 11, length: 80.2 },
    { kind: 'elevator', levelId: 11, toLevelId: 12, length: 5 },
    { kind: 'walk', levelId: 12, length: 38.2 },
  ],
};

const serve = (answer: (body: Record<string, unknown>) => RouteResult) => {
  const asked: Record<string, unknown>[] = [];
  server.use(
    ...draftStatusHandlers(),
    http.get(mapApi.json.path, () => ok(MAP)),
    http.get(roadApi.json.path, () => ok(roadJson())),
    http.get(roadApi.taskPatches.path, () => ok({ records: [], total: 0 })),
    http.post(roadApi.route.path, async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>;
      asked.push(body);
      return ok(answer(body));
    }),
  );
  return asked;
};

const lastDrawn = () => drawn[drawn.length - 1]!;

/** Opens the page on the route tab and picks the shop on 1F, then a point on 2F. */
const pickBothEnds = async () => {
  renderAt(<RoadStatusPage />, { path: '/road/road-status' });
  const u = userEvent.setup();
  await screen.findByTestId('road-map-probe');
  await u.click(screen.getByRole('tab', { name: '路线预览' }));
  expect(screen.getByTestId('road-map-probe')).toHaveAttribute('data-mode', 'route');
  await u.click(screen.getByRole('button', { name: 'click the shop' }));
  await u.click(screen.getByRole('button', { name: 'click a point on 2F' }));
  return u;
};

describe('issue 6 route preview', () => {
  beforeEach(() => {
    drawn.length = 0;
    signIn('PLATFORM_ADMINISTRATOR');
    updateSession({ buildingId: 1, buildings: [BUILDING], poiTypes: [] });
  });

  it('issue 6: asks the route between the picked shop and point, now, by the default profile; shows length, time and steps, and draws every leg', async () => {
    const asked = serve(() => FOUND);
    await pickBothEnds();
    expect(screen.getByTestId('route-start')).toHaveTextContent('星巴克 (1F)');
    expect(screen.getByTestId('route-end')).toHaveTextContent('2F 上的一点');
    const summary = await screen.findByTestId('route-summary');
    expect(summary).toHaveTextContent('全程 123 米 · 约 2 分钟');
    expect(asked).toEqual([{ buildingId: 1, from: { featureId: 'unit-shop-1' }, to: { levelId: 12, lng: 121.0004, lat: 31.0003 }, profile: 'default' }]);
    const steps = within(screen.getByTestId('route-steps'))
      .getAllByRole('button')
      .map((step) => step.textContent);
    expect(steps).toEqual(['1. 在 1F 步行 80 米', '2. 乘电梯从 1F 到 2F', '3. 在 2F 步行 38 米']);
    await waitFor(() => expect(lastDrawn().legs).toEqual(FOUND.found ? FOUND.legs : []));
    expect(lastDrawn().start?.levelId).toBe(11);
    expect(lastDrawn().end?.levelId).toBe(12);
  });

  it('issue 6: the step-free profile and a chosen instant are sent; a step names its level and shows it', async () => {
    const asked = serve(() => FOUND);
    const u = await pickBothEnds();
    await screen.findByTestId('route-summary');
    await u.click(screen.getByRole('button', { name: '无障碍' }));
    await waitFor(() => expect(asked.at(-1)).toMatchObject({ profile: 'step-free' }));
    const at = screen.getByTestId('route-at');
    await u.type(at, '2025-06-10T21:30');
    await waitFor(() => expect(asked.at(-1)).toMatchObject({ profile: 'step-free', at: new Date(2025, 5, 10, 21, 30).toISOString() }));
    expect(screen.getByText('地图显示该时刻的管制')).toBeInTheDocument();
    await u.click(within(screen.getByTestId('route-steps')).getByText('3. 在 2F 步行 38 米'));
    expect(screen.getByTestId('road-map-probe')).toHaveAttribute('data-level', '12');
  });

  it('issue 6: when closures cut every route it says so, and draws nothing', async () => {
    serve(() => ({ found: false, reason: 'closed' }));
    await pickBothEnds();
    const alert = await screen.findByTestId('route-not-found');
    expect(alert).toHaveTextContent('无法到达：该时刻的管制切断了两地之间的所有路线。');
    expect(screen.queryByTestId('route-summary')).not.toBeInTheDocument();
    expect(lastDrawn().legs).toEqual([]);
  });

  it('issue 6: an end far from any road, and places the network does not join, are told apart', async () => {
    let reason: 'no-road-near' | 'unreachable' | 'closed' = 'no-road-near';
    serve(() => ({ found: false, reason }));
    const u = await pickBothEnds();
    expect(await screen.findByTestId('route-not-found')).toHaveTextContent('起点或终点 25 米内没有路网');
    reason = 'unreachable';
    await u.click(screen.getByRole('button', { name: '无障碍' }));
    await waitFor(() => expect(screen.getByTestId('route-not-found')).toHaveTextContent('路网没有连通这两个地点'));
  });
});
