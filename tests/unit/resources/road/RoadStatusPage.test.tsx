import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RoadStatusPage } from '../../../../src/resources/road/RoadStatusPage';
import type { RoadMapProps } from '../../../../src/resources/road/RoadMap';
import { updateSession } from '../../../../src/shell/session/sessionStore';
import { failure, http, ok } from '../../helpers';
import { server } from '../../msw';
import { renderAt } from '../../render';
import { signIn } from '../admin/renderView';
import { BUILDING, MAP, road, ROADS, roadJson, task } from './fixture';
import { draftStatusHandlers } from '../building/draftHandlers';
import { mapApi } from '#contract/endpoints/map';
import { roadApi } from '#contract/endpoints/road';

/** MapLibre stands in as a probe of the props it was given, with buttons for the picks a user makes on the map. */
const drawn: RoadMapProps[] = [];
vi.mock('../../../../src/resources/road/RoadMap', () => ({
  RoadMap: (props: RoadMapProps) => {
    drawn.push(props);
    return (
      <div data-testid="road-map-probe" data-level={props.levelId} data-mode={props.mode} data-selection={props.selection.join(',')}>
        <button type="button" onClick={() => props.onPickSegments(['road-1F-0001'], 'replace')}>
          click segment 1
        </button>
        <button type="button" onClick={() => props.onPickSegments(['road-1F-0002', 'road-1F-0003'], 'add')}>
          box segments 2 and 3
        </button>
        <button type="button" onClick={() => props.onPickSegments(['road-1F-0004'], 'replace')}>
          click segment 4
        </button>
      </div>
    );
  },
}));

vi.setConfig({ testTimeout: 20_000 });

interface Serve {
  roads?: () => Response;
  save?: (body: unknown) => Response;
}

const serve = ({ roads = () => ok(roadJson()), save = () => ok({ revision: 8, changed: 1 }) }: Serve = {}) => {
  const calls = { roadJson: 0, saves: [] as unknown[] };
  server.use(
    ...draftStatusHandlers(),
    http.get(mapApi.json.path, () => ok(MAP)),
    http.get(roadApi.json.path, () => {
      calls.roadJson += 1;
      return roads();
    }),
    http.get(roadApi.taskPatches.path, () => ok({ records: [task()], total: 1 })),
    http.post(roadApi.save.path, async ({ request }) => {
      const body = await request.json();
      calls.saves.push(body);
      return save(body);
    }),
  );
  return calls;
};

const open = () => renderAt(<RoadStatusPage />, { path: '/road/road-status' });
const user = () => userEvent.setup();
const panel = () => screen.getByTestId('selection-panel');

describe('issue 6 road-status: segments opened and closed now', () => {
  beforeEach(() => {
    drawn.length = 0;
    signIn('PLATFORM_ADMINISTRATOR');
    updateSession({ buildingId: 1, buildings: [BUILDING], poiTypes: [] });
  });

  it('issue 6: a clicked segment is listed with its kind, level and status; closing asks a reason and sends it', async () => {
    const calls = serve();
    open();
    const u = user();
    await u.click(await screen.findByRole('button', { name: 'click segment 1' }));
    const row = within(panel()).getByTestId('selected-segment');
    expect(row).toHaveTextContent('road-1F-0001');
    expect(row).toHaveTextContent('走廊 · 1F');
    expect(within(row).getByTestId('segment-status')).toHaveTextContent('开放');
    expect(screen.getByTestId('road-map-probe')).toHaveAttribute('data-selection', 'road-1F-0001');

    await u.click(within(panel()).getByRole('button', { name: '关闭（1）' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('关闭 1 个路段');
    await u.click(within(dialog).getByRole('button', { name: '关闭' }));
    expect(within(dialog).getByText('请填写关闭原因。')).toBeInTheDocument();
    expect(calls.saves).toEqual([]);

    await u.type(screen.getByTestId('close-reason'), ' 电梯维修 ');
    await u.click(within(dialog).getByRole('button', { name: '关闭' }));
    await waitFor(() =>
      expect(calls.saves).toEqual([{ buildingId: 1, baseRevision: 7, changes: [{ id: 'road-1F-0001', status: 'closed', reason: '电梯维修' }] }]),
    );
    expect(await screen.findByText('已关闭 1 个路段')).toBeInTheDocument();
    await waitFor(() => expect(calls.roadJson).toBe(2));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('issue 6: 开放 sends the segments closed by hand, without a reason; those already open are left out', async () => {
    const calls = serve();
    open();
    const u = user();
    await u.click(await screen.findByRole('button', { name: 'box segments 2 and 3' }));
    expect(
      within(panel())
        .getAllByTestId('selected-segment')
        .map((row) => row.dataset.id),
    ).toEqual(['road-1F-0002', 'road-1F-0003']);
    expect(within(panel()).getByRole('button', { name: '关闭（1）' })).toBeEnabled();
    await u.click(within(panel()).getByRole('button', { name: '开放（1）' }));
    await waitFor(() => expect(calls.saves).toEqual([{ buildingId: 1, baseRevision: 7, changes: [{ id: 'road-1F-0003', status: 'open' }] }]));
    expect(await screen.findByText('已开放 1 个路段')).toBeInTheDocument();
  });

  it('issue 6: says who closed a segment and why: by hand (who, reason) or by a named time task', async () => {
    serve();
    open();
    const u = user();
    await u.click(await screen.findByRole('button', { name: 'box segments 2 and 3' }));
    const manual = within(panel()).getAllByTestId('closed-by');
    expect(manual).toHaveLength(1);
    expect(manual[0]).toHaveTextContent(/^ops@demo\.local 手动关闭（2025-06-01 \d\d:00）：地面施工$/);
    await u.click(screen.getByRole('button', { name: 'click segment 4' }));
    await waitFor(() => expect(within(panel()).getByTestId('closed-by')).toHaveTextContent('定时管制“夜间保洁”：夜间保洁'));
    expect(within(panel()).getByTestId('segment-status')).toHaveTextContent('关闭');
    expect(panel()).toHaveTextContent('有正在生效的定时管制');
  });

  it('issue 6: 10006 says someone else changed the roads, reads them again and keeps the selection', async () => {
    const calls = serve({ save: () => failure(10006, 'The draft changed', 409) });
    const closedByOther = road('road-1F-0001', { status: 'closed', effectiveStatus: 'closed', closedBy: [{ kind: 'manual', reason: '别人关的' }] });
    // The first read shows the segment open; the one after the conflict shows what the other editor did.
    server.use(
      ...draftStatusHandlers(),
      http.get(roadApi.json.path, () => {
        calls.roadJson += 1;
        return ok(calls.roadJson === 1 ? roadJson(7) : roadJson(9, [closedByOther, ...ROADS.slice(1)]));
      }),
    );
    open();
    const u = user();
    await u.click(await screen.findByRole('button', { name: 'click segment 1' }));
    await u.click(within(panel()).getByRole('button', { name: '关闭（1）' }));
    await u.type(screen.getByTestId('close-reason'), '电梯维修');
    await u.click(within(screen.getByRole('dialog')).getByRole('button', { name: '关闭' }));
    expect(await screen.findByText(/其他人刚刚修改了该建筑的路况/)).toBeInTheDocument();
    await waitFor(() => expect(calls.roadJson).toBe(2));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(within(panel()).getByTestId('closed-by')).toHaveTextContent('别人关的'));
    expect(
      within(panel())
        .getAllByTestId('selected-segment')
        .map((row) => row.dataset.id),
    ).toEqual(['road-1F-0001']);
    expect(screen.getByTestId('road-map-probe')).toHaveAttribute('data-selection', 'road-1F-0001');
    expect(within(panel()).getByRole('button', { name: '关闭（0）' })).toBeDisabled();
  });

  it('issue 6: a refusal naming a bad segment (10005) is shown and nothing is reported saved', async () => {
    const calls = serve({
      save: () => failure(10005, '路段 road-1F-0001 不存在', 400, { errors: [{ field: 'changes[0].id', message: '路段 road-1F-0001 不存在' }] }),
    });
    open();
    const u = user();
    await u.click(await screen.findByRole('button', { name: 'click segment 1' }));
    await u.click(within(panel()).getByRole('button', { name: '关闭（1）' }));
    await u.type(screen.getByTestId('close-reason'), '施工');
    await u.click(within(screen.getByRole('dialog')).getByRole('button', { name: '关闭' }));
    expect(await screen.findByText('路段 road-1F-0001 不存在')).toBeInTheDocument();
    expect(calls.saves).toHaveLength(1);
    expect(screen.queryByText('已关闭 1 个路段')).not.toBeInTheDocument();
    // The dialog stays with the reason typed, to try again.
    expect(screen.getByTestId('close-reason')).toHaveValue('施工');
  });
});

describe('issue 6 road-status: every state of the page', () => {
  beforeEach(() => {
    drawn.length = 0;
    signIn('PLATFORM_ADMINISTRATOR');
  });

  it('spec §4: with no building chosen it asks for one', async () => {
    open();
    expect(await screen.findByText('请先选择应用')).toBeInTheDocument();
  });

  it('issue 6: a building without a map says so', async () => {
    updateSession({ buildingId: 1, buildings: [BUILDING], poiTypes: [] });
    server.use(
      ...draftStatusHandlers(),
      http.get(mapApi.json.path, () => failure(10004, 'No map', 404)),
    );
    open();
    expect(await screen.findByTestId('map-empty')).toHaveTextContent('该建筑还没有地图');
  });

  it('issue 6: a road network that cannot be read shows the error and a retry', async () => {
    updateSession({ buildingId: 1, buildings: [BUILDING], poiTypes: [] });
    let attempts = 0;
    server.use(
      ...draftStatusHandlers(),
      http.get(mapApi.json.path, () => ok(MAP)),
      http.get(roadApi.json.path, () => {
        attempts += 1;
        return attempts === 1 ? failure(10000, 'Internal error', 500) : ok(roadJson());
      }),
      http.get(roadApi.taskPatches.path, () => ok({ records: [], total: 0 })),
    );
    open();
    const alert = await screen.findByTestId('roads-error');
    expect(alert).toHaveTextContent('路网加载失败：Internal error');
    await userEvent.setup().click(within(alert).getByRole('button', { name: '重试' }));
    expect(await screen.findByTestId('road-map-probe')).toBeInTheDocument();
  });

  it('issue 6: a level without roads says so; the map follows the level switcher', async () => {
    updateSession({ buildingId: 1, buildings: [BUILDING], poiTypes: [] });
    serve({
      roads: () =>
        ok(
          roadJson(
            7,
            ROADS.filter((feature) => feature.properties.featureType === 'road'),
          ),
        ),
    });
    open();
    expect(await screen.findByTestId('road-map-probe')).toHaveAttribute('data-level', '11');
    expect(screen.queryByTestId('level-no-roads')).not.toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: '2F' }));
    expect(screen.getByTestId('road-map-probe')).toHaveAttribute('data-level', '12');
    expect(screen.getByTestId('level-no-roads')).toHaveTextContent('该楼层没有路网。');
    expect(screen.getByTestId('road-legend')).toHaveTextContent('开放关闭已选');
  });
});
