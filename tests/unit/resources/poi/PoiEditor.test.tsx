import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { POI_SELECTED_LAYER } from '../../../../src/resources/region/poi/usePoiLayer';
import { failure, http, ok } from '../../helpers';
import { server } from '../../msw';
import { fakeServer, MAP } from './fixture';
import { drawn, drawnPoint, hitPoi, lastMap, mapReady, openEditor } from './render';
import { mapApi } from '#contract/endpoints/map';

vi.mock('maplibre-gl/dist/maplibre-gl-csp.js', async () => ({ default: (await import('./fakePoiMap')).fakePoiMaplibre }));

vi.setConfig({ testTimeout: 20_000 });

const row = (id: string) => document.querySelector<HTMLElement>(`[data-testid="poi-row"][data-poi-id="${id}"]`)!;
const saveButton = () => screen.getByTestId('poi-save');
const nameField = () => within(screen.getByTestId('poi-panel')).getByRole('textbox', { name: '名称（中文）' });

describe('issue 6 /region/poi-edit: the POI editor', () => {
  it('issue 6: the map draws the level’s POIs itself (the base map has none); list and map select each other', async () => {
    fakeServer();
    openEditor();
    await mapReady(['p-1', 'p-2']);
    const base = lastMap().options.style as { sources: { indoor: { data: { features: { properties: { featureType: string } }[] } } } };
    expect(base.sources.indoor.data.features.some((feature) => feature.properties.featureType === 'poi')).toBe(false);
    expect(await screen.findAllByTestId('poi-row')).toHaveLength(2);

    await userEvent.click(row('p-2'));
    expect(lastMap().filters.get(POI_SELECTED_LAYER)).toEqual(['==', ['get', 'fid'], 'p-2']);
    expect(nameField()).toHaveValue('优衣库');
    expect(row('p-2')).toHaveClass('Mui-selected');
    expect(lastMap().getContainer().dataset.selectedPoi).toBe('p-2');

    hitPoi('p-1');
    act(() => lastMap().mouse('click', [121.0002, 31.00015]));
    await waitFor(() => expect(row('p-1')).toHaveClass('Mui-selected'));
    expect(row('p-2')).not.toHaveClass('Mui-selected');
    expect(nameField()).toHaveValue('服务台');
    expect(lastMap().filters.get(POI_SELECTED_LAYER)).toEqual(['==', ['get', 'fid'], 'p-1']);

    hitPoi(null);
    act(() => lastMap().mouse('click', [121.0009, 31.0004]));
    await waitFor(() => expect(screen.getByTestId('poi-panel-empty')).toBeInTheDocument());
  });

  it('issue 6: a rename and a drag are saved together as a patch of the changed fields only', async () => {
    const state = fakeServer();
    openEditor();
    await mapReady(['p-1', 'p-2']);
    await screen.findAllByTestId('poi-row');
    await userEvent.click(row('p-1'));
    await userEvent.clear(nameField());
    await userEvent.type(nameField(), '咨询台');
    expect(saveButton()).toHaveTextContent('保存（1 项修改）');

    // Drag p-2: press on it, move (pan disabled meanwhile), release.
    hitPoi('p-2');
    act(() => lastMap().mouse('mousedown', [121.0005, 31.0001]));
    expect(lastMap().dragPan.enabled).toBe(false);
    act(() => lastMap().mouse('mousemove', [121.0006, 31.0002], { x: 600, y: 800 }));
    expect(drawnPoint('p-2')).toEqual([121.0006, 31.0002]);
    act(() => void window.dispatchEvent(new MouseEvent('mouseup')));
    expect(lastMap().dragPan.enabled).toBe(true);
    await waitFor(() => expect(saveButton()).toHaveTextContent('保存（2 项修改）'));
    expect(screen.getByTestId('poi-point')).toHaveTextContent('121.0006000, 31.0002000');

    await userEvent.click(saveButton());
    await waitFor(() => expect(state.saves).toHaveLength(1));
    expect(state.saves[0]).toEqual({
      buildingId: 1,
      baseRevision: 7,
      changes: [
        { op: 'update', id: 'p-1', set: { name: '咨询台' } },
        { op: 'update', id: 'p-2', set: { point: [121.0006, 31.0002] } },
      ],
    });
    expect(await screen.findByText('已保存 2 项修改')).toBeInTheDocument();
    await waitFor(() => expect(saveButton()).toHaveTextContent('保存（0 项修改）'));
    expect(saveButton()).toBeDisabled();
  });

  it('issue 6: 10006 keeps the changes and offers reload and re-apply, which keeps them on the new records', async () => {
    const state = fakeServer();
    openEditor();
    await mapReady(['p-1', 'p-2']);
    await screen.findAllByTestId('poi-row');
    await userEvent.click(row('p-1'));
    await userEvent.type(within(screen.getByTestId('poi-panel')).getByRole('textbox', { name: '营业时间' }), '10:00-22:00');
    // Someone else renames p-1 and saves: the draft moves on to revision 8.
    state.pois = state.pois.map((p) => (p.id === 'p-1' ? { ...p, name: '总服务台' } : p));
    state.revision = 8;
    await userEvent.click(saveButton());
    const alert = await screen.findByTestId('poi-conflict');
    expect(alert).toHaveTextContent('其他人已在此期间保存了草稿');
    expect(alert).toHaveTextContent('草稿已被他人修改，请刷新后重试');
    expect(alert).toHaveTextContent('你的 1 项修改仍保留在这里');
    expect(saveButton()).toHaveTextContent('保存（1 项修改）');

    await userEvent.click(within(alert).getByRole('button', { name: '重新加载并重新应用' }));
    await waitFor(() => expect(screen.queryByTestId('poi-conflict')).not.toBeInTheDocument());
    // The other's name and the user's opening hours, both.
    await waitFor(() => expect(nameField()).toHaveValue('总服务台'));
    expect(within(screen.getByTestId('poi-panel')).getByRole('textbox', { name: '营业时间' })).toHaveValue('10:00-22:00');
    await userEvent.click(saveButton());
    await waitFor(() => expect(state.saves).toHaveLength(2));
    expect(state.saves[1]).toEqual({ buildingId: 1, baseRevision: 8, changes: [{ op: 'update', id: 'p-1', set: { openingHours: '10:00-22:00' } }] });
    expect(await screen.findByText('已保存 1 项修改')).toBeInTheDocument();
  });

  it('issue 6: 10005 selects the POI of the failing change and keeps every change', async () => {
    const state = fakeServer();
    openEditor();
    await mapReady(['p-1', 'p-2']);
    await screen.findAllByTestId('poi-row');
    await userEvent.click(row('p-1'));
    await userEvent.type(nameField(), '一');
    await userEvent.click(row('p-2'));
    await userEvent.type(nameField(), '二');
    await userEvent.click(row('p-1'));
    state.nextSave = () => failure(10005, '参数校验失败', 400, { errors: [{ field: 'changes[1]', message: 'POI 位于楼层之外 (121.1, 31.1)' }] });
    await userEvent.click(saveButton());
    const alert = await screen.findByTestId('poi-invalid');
    expect(alert).toHaveTextContent('POI 位于楼层之外');
    await waitFor(() => expect(nameField()).toHaveValue('优衣库二'));
    expect(row('p-2')).toHaveClass('Mui-selected');
    expect(saveButton()).toHaveTextContent('保存（2 项修改）');
  });

  it('issue 6: keyboard — Delete removes the selected POI, Ctrl+Z brings it back, Escape cancels placing and the selection', async () => {
    fakeServer();
    openEditor();
    await mapReady(['p-1', 'p-2']);
    await screen.findAllByTestId('poi-row');
    await userEvent.click(row('p-2'));
    fireEvent.keyDown(document.body, { key: 'Delete' });
    await waitFor(() => expect(drawn()).toEqual(['p-1']));
    expect(row('p-2')).toHaveAttribute('data-status', 'deleted');
    expect(saveButton()).toHaveTextContent('保存（1 项修改）');

    fireEvent.keyDown(document.body, { key: 'z', ctrlKey: true });
    await waitFor(() => expect(drawn()).toEqual(['p-1', 'p-2']));
    expect(saveButton()).toHaveTextContent('保存（0 项修改）');
    expect(row('p-2')).toHaveClass('Mui-selected');

    // Typing in a field keeps the browser's own keys.
    fireEvent.keyDown(nameField(), { key: 'Delete' });
    expect(drawn()).toEqual(['p-1', 'p-2']);

    fireEvent.keyDown(document.body, { key: 'Escape' });
    await waitFor(() => expect(screen.getByTestId('poi-panel-empty')).toBeInTheDocument());
    await userEvent.click(screen.getByTestId('poi-add'));
    expect(await screen.findByTestId('poi-placing')).toBeInTheDocument();
    fireEvent.keyDown(document.body, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByTestId('poi-placing')).not.toBeInTheDocument());
  });

  it('issue 6: 新增 then a click places a POI in the unit under the pointer; deleting it again leaves nothing to save', async () => {
    fakeServer();
    openEditor();
    await mapReady(['p-1', 'p-2']);
    await userEvent.click(screen.getByTestId('poi-add'));
    lastMap().layerHits = { 'unit-fill': [{ fid: 'u-2' }] };
    act(() => lastMap().mouse('click', [121.00045, 31.00012]));
    await waitFor(() => expect(drawn()).toEqual(['p-1', 'p-2', 'new-1']));
    expect(nameField()).toHaveValue('优衣库');
    expect(within(screen.getByTestId('poi-panel')).getByRole('combobox', { name: '所属房间' })).toHaveTextContent('优衣库');
    expect(saveButton()).toHaveTextContent('保存（1 项修改）');
    expect(row('new-1')).toHaveAttribute('data-status', 'new');
    await userEvent.click(screen.getByRole('button', { name: '删除' }));
    await waitFor(() => expect(drawn()).toEqual(['p-1', 'p-2']));
    expect(saveButton()).toHaveTextContent('保存（0 项修改）');
  });

  it('issue 6: a level without POIs says so; the list follows the level', async () => {
    fakeServer();
    openEditor();
    await mapReady(['p-1', 'p-2']);
    await userEvent.click(within(screen.getByRole('group', { name: '楼层' })).getByRole('button', { name: '2F' }));
    await waitFor(() => expect(drawn()).toEqual([]));
    expect(await screen.findByTestId('poi-level-empty')).toHaveTextContent('该楼层还没有 POI');
    expect(await screen.findByTestId('poi-list-empty')).toHaveTextContent('该楼层还没有 POI。');
  });

  it('issue 6: no chosen building asks to choose one; a building without a map says so', async () => {
    openEditor(null);
    expect(await screen.findByRole('link', { name: '选择应用' })).toBeInTheDocument();
    server.use(http.get(mapApi.json.path, () => failure(10004, 'Not found', 404)));
    openEditor(1);
    expect(await screen.findByTestId('map-empty')).toHaveTextContent('该建筑还没有地图');
  });

  it('issue 6: the map loads the draft (version=draft) and an error offers a retry', async () => {
    fakeServer();
    const asked: string[] = [];
    let fail = true;
    server.use(
      http.get(mapApi.json.path, ({ request }) => {
        asked.push(new URL(request.url).search);
        return fail ? failure(10000, '服务器内部错误', 500) : ok(MAP);
      }),
    );
    openEditor();
    const alert = await screen.findByTestId('map-error');
    fail = false;
    await userEvent.click(within(alert).getByRole('button', { name: '重试' }));
    await mapReady(['p-1', 'p-2']);
    expect(asked).toEqual(['?version=draft', '?version=draft']);
  });
});
