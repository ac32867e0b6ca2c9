import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link } from 'react-router-dom';
import { PoiEditorPage } from '../../../../src/resources/region/poi/PoiEditorPage';
import { updateSession } from '../../../../src/shell/session/sessionStore';
import { failure, http, ok } from '../../helpers';
import { server } from '../../msw';
import { renderView, signIn } from '../admin/renderView';
import { fakeServer, TYPES } from './fixture';
import { mapReady, openEditor } from './render';
import { poiApi } from '#contract/endpoints/poi';

vi.mock('maplibre-gl/dist/maplibre-gl-csp.js', async () => ({ default: (await import('./fakePoiMap')).fakePoiMaplibre }));

vi.setConfig({ testTimeout: 20_000 });

const row = (id: string) => document.querySelector<HTMLElement>(`[data-testid="poi-row"][data-poi-id="${id}"]`)!;
const at = (coordinates: number[]) => ({ type: 'Point', coordinates });

describe('issue 6 POI editor: history, POI types, leaving', () => {
  it('issue 6: 修改记录 lists who changed what and when, and filters to the selected POI', async () => {
    const state = fakeServer();
    state.history = [
      {
        id: 3,
        revision: 8,
        actorEmail: 'company@demo.local',
        summary: '新增 1，修改 1，删除 0',
        createdAt: '2025-03-01T08:30:00.000Z',
        changes: [
          {
            id: 'p-1',
            op: 'update',
            before: { properties: { name: '服务台' }, geometry: at([1, 1]) },
            after: { properties: { name: '咨询台' }, geometry: at([1, 2]) },
          },
          { id: 'poi-9', op: 'add', before: null, after: { properties: { name: '母婴室' }, geometry: at([2, 2]) } },
        ],
      },
    ];
    const asked: (string | null)[] = [];
    server.use(
      http.get(poiApi.patches.path, ({ request }) => {
        asked.push(new URL(request.url).searchParams.get('featureId'));
        return ok({ records: state.history, total: 1 });
      }),
    );
    openEditor();
    await mapReady(['p-1', 'p-2']);
    await screen.findAllByTestId('poi-row');
    await userEvent.click(row('p-1'));
    await userEvent.click(screen.getByRole('button', { name: '修改记录' }));
    const drawer = await screen.findByTestId('poi-history');
    const patch = await within(drawer).findByTestId('history-patch');
    expect(patch).toHaveTextContent('company@demo.local');
    expect(patch).toHaveTextContent('草稿版本 8 · 2 个 POI');
    const [renamed, added] = within(patch).getAllByTestId('history-change');
    expect(renamed).toHaveTextContent('咨询台移动重命名“服务台” → “咨询台”');
    expect(added).toHaveTextContent('母婴室新增');
    await userEvent.click(within(drawer).getByRole('switch', { name: '只看“服务台”' }));
    await waitFor(() => expect(asked).toEqual([null, 'p-1']));
  });

  it('issue 6: POI 类型 adds a type with icon and colour; a type in use cannot be deleted and the server says why', async () => {
    fakeServer();
    const saved: unknown[] = [];
    server.use(
      http.post(poiApi.saveType.path, async ({ request }) => {
        saved.push(await request.json());
        return ok({ id: 3, buildingId: 1, name: '母婴室', nameEn: 'Baby care', icon: 'service', color: '#3a86ff', sort: 2 });
      }),
      http.post(poiApi.deleteType.path, () => failure(10006, '该 POI 类型仍被 2 个 POI 使用，不能删除', 409)),
    );
    openEditor();
    await mapReady(['p-1', 'p-2']);
    await userEvent.click(screen.getByRole('button', { name: 'POI 类型' }));
    const dialog = await screen.findByRole('dialog', { name: 'POI 类型' });
    expect(
      within(dialog)
        .getAllByTestId('poi-type-row')
        .map((r) => r.textContent),
    ).toEqual([expect.stringContaining('洗手间'), expect.stringContaining('服务台')]);

    await userEvent.click(within(dialog).getByRole('button', { name: '删除 洗手间' }));
    await userEvent.click(within(dialog).getByRole('button', { name: '确认删除' }));
    expect(await within(dialog).findByTestId('poi-types-error')).toHaveTextContent('该 POI 类型仍被 2 个 POI 使用，不能删除');

    await userEvent.click(within(dialog).getByRole('button', { name: '新增类型' }));
    const form = within(dialog).getByTestId('poi-type-form');
    await userEvent.type(within(form).getByRole('textbox', { name: '名称' }), '母婴室');
    await userEvent.type(within(form).getByRole('textbox', { name: '英文名称' }), 'Baby care');
    await userEvent.click(within(form).getByRole('combobox', { name: '图标' }));
    await userEvent.click(await screen.findByRole('option', { name: '服务' }));
    await userEvent.click(within(form).getByRole('button', { name: '保存' }));
    await waitFor(() =>
      expect(saved).toEqual([{ buildingId: 1, name: '母婴室', nameEn: 'Baby care', icon: 'service', color: '#3a86ff', iconUrl: '', sort: 2 }]),
    );
    await waitFor(() => expect(within(dialog).queryByTestId('poi-type-form')).not.toBeInTheDocument());
  });

  it('issue 6: leaving with unsaved changes asks first; staying keeps them', async () => {
    fakeServer();
    signIn('PLATFORM_ADMINISTRATOR');
    updateSession({ buildingId: 1, poiTypes: TYPES });
    renderView(
      'region',
      <>
        <PoiEditorPage />
        <Link to="/region">away</Link>
      </>,
      { path: '/region/poi-edit', route: '/region/poi-edit' },
    );
    await mapReady(['p-1', 'p-2']);
    await screen.findAllByTestId('poi-row');
    await userEvent.click(row('p-2'));
    await userEvent.click(screen.getByRole('button', { name: '删除' }));
    await userEvent.click(screen.getByRole('link', { name: 'away' }));
    const dialog = await screen.findByRole('dialog', { name: '不保存就离开？' });
    expect(dialog).toHaveTextContent('还有 1 项修改未保存');
    await userEvent.click(within(dialog).getByRole('button', { name: '留在此页' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByTestId('poi-save')).toHaveTextContent('保存（1 项修改）');
    await userEvent.click(screen.getByRole('link', { name: 'away' }));
    await userEvent.click(within(await screen.findByRole('dialog', { name: '不保存就离开？' })).getByRole('button', { name: '离开' }));
    expect(await screen.findByTestId('location')).toHaveTextContent('/region');
  });
});
