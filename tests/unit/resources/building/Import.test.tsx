import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BuildingList } from '../../../../src/resources/building/BuildingList';
import type { ImportResult } from '../../../../src/resources/building/types';
import { failure, http, ok, recordBus, companyPageHandler } from '../../helpers';
import { server } from '../../msw';
import { renderView, signIn } from '../admin/renderView';
import { APPS, MALL, VERSIONS } from './fixture';
import { buildingApi } from '#contract/endpoints/building';
import { appApi } from '#contract/endpoints/app';

vi.setConfig({ testTimeout: 30_000 });

const ARCHIVE = new Uint8Array([0x50, 0x4b, 0x03, 0x04, 1, 2, 3]);

const RESULT: ImportResult = {
  building: { id: 77, name: 'SPbSTU', levels: [] },
  report: {
    files: [
      { file: 'unit.geojson', featureType: 'unit', features: 144, taken: 144, status: 'taken' },
      { file: 'enviroment.geojson', featureType: null, features: 12, taken: 0, status: 'not taken', reason: '不是 IMDF 要素类型' },
    ],
    taken: { levels: 3, units: 144, openings: 142, amenities: 15 },
    notTaken: [{ file: 'detail.geojson', featureId: 'd-1', reason: '几何超出建筑范围' }],
  },
};

interface Sent {
  type: string | null;
  query: Record<string, string>;
  bytes: number[];
}

const openList = () => renderView('building', <BuildingList />, { path: '/building', route: '/building' });

describe('issue 5 building list and IMDF import', () => {
  beforeEach(() => {
    signIn('PLATFORM_ADMINISTRATOR');
    server.use(
      companyPageHandler(),
      http.get(buildingApi.page.path, () =>
        ok({
          records: [
            { ...MALL, publishedVersion: 2 },
            { ...MALL, id: 3, name: 'Tower', companyId: 2, companyName: 'Other Co', appId: null, appName: null, levels: [], publishedVersion: null },
          ],
          total: 2,
        }),
      ),
      http.get(buildingApi.versions.path, ({ request }) => ok(new URL(request.url).searchParams.get('buildingId') === '1' ? VERSIONS : [VERSIONS[0]])),
      http.get(appApi.page.path, () => ok({ records: APPS, total: APPS.length })),
    );
  });

  it('issue 5: the list shows company, app (or 未加入应用), floor count and the newest published version', async () => {
    openList();
    const tower = (await screen.findByText('Tower')).closest('tr')!;
    await waitFor(() => expect(tower).toHaveTextContent('未发布'));
    expect(tower).toHaveTextContent('Other Co');
    expect(tower).toHaveTextContent('未加入应用');
    const mall = screen.getByText('环球购物中心').closest('tr')!;
    await waitFor(() => expect(mall).toHaveTextContent('v2'));
    expect(
      within(mall)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toContain('2');
  });

  it('issue 5 bad input: a refused archive lists every problem in the dialog, keeps the file, and a retry imports it', async () => {
    const sent: Sent[] = [];
    const toasts = recordBus('api-error');
    let reply = () =>
      failure(10005, '参数校验失败', 400, {
        errors: [
          { field: 'unit.geojson#u-7', message: '几何无效：多边形未闭合' },
          { field: 'level.geojson', message: '缺少 level.geojson' },
        ],
      });
    server.use(
      http.post(buildingApi.importImdf.path, async ({ request }) => {
        const url = new URL(request.url);
        sent.push({
          type: request.headers.get('Content-Type'),
          query: Object.fromEntries(url.searchParams),
          bytes: [...new Uint8Array(await request.arrayBuffer())],
        });
        return reply();
      }),
    );
    openList();
    await userEvent.click(await screen.findByRole('button', { name: '导入 IMDF' }));
    const dialog = await screen.findByRole('dialog', { name: '导入 IMDF 压缩包' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: '建筑名称' }), '校园');
    await userEvent.click(within(dialog).getByRole('combobox', { name: /公司/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Other Co' }));
    await userEvent.click(within(dialog).getByRole('combobox', { name: /应用/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Other app (other)' }));
    await userEvent.upload(within(dialog).getByTestId('import-file'), new File([ARCHIVE], 'campus.zip', { type: 'application/zip' }));
    expect(within(dialog).getByTestId('import-file-name')).toHaveTextContent('campus.zip');
    await userEvent.click(within(dialog).getByRole('button', { name: '导入' }));

    const problems = await within(dialog).findByTestId('import-problems');
    expect(problems).toHaveTextContent('压缩包被拒绝（2 个问题），未导入任何内容');
    expect(problems).toHaveTextContent('几何无效：多边形未闭合');
    expect(problems).toHaveTextContent('unit.geojson#u-7');
    expect(problems).toHaveTextContent('缺少 level.geojson');
    expect(toasts).toEqual([]);
    expect(within(dialog).getByTestId('import-file-name')).toHaveTextContent('campus.zip');
    expect(sent).toEqual([{ type: 'application/zip', query: { name: '校园', companyId: '2', appId: '3' }, bytes: [...ARCHIVE] }]);

    reply = () => ok(RESULT);
    await userEvent.click(within(dialog).getByRole('button', { name: '导入' }));
    const report = await within(dialog).findByTestId('import-report');
    expect(sent).toHaveLength(2);
    expect(report).toHaveTextContent('建筑“SPbSTU”已作为草稿导入。');
    expect(within(report).getByTestId('import-taken')).toHaveTextContent('楼层 3房间 144门 142设施 15');
    const files = within(report).getByTestId('import-files');
    expect(within(files).getAllByRole('row')).toHaveLength(2);
    expect(files).toHaveTextContent('enviroment.geojson');
    expect(files).toHaveTextContent('不是 IMDF 要素类型');
    expect(within(report).getByTestId('import-not-taken')).toHaveTextContent('几何超出建筑范围');
    expect(within(report).getByRole('link', { name: '打开建筑' })).toHaveAttribute('href', '/building/77');
  });

  it('issue 5: a platform admin must choose the company before sending; nothing is sent', async () => {
    const sent: unknown[] = [];
    server.use(http.post(buildingApi.importImdf.path, () => (sent.push(1), ok(RESULT))));
    openList();
    await userEvent.click(await screen.findByRole('button', { name: '导入 IMDF' }));
    const dialog = await screen.findByRole('dialog', { name: '导入 IMDF 压缩包' });
    await userEvent.upload(within(dialog).getByTestId('import-file'), new File([ARCHIVE], 'campus.zip', { type: 'application/zip' }));
    await userEvent.click(within(dialog).getByRole('button', { name: '导入' }));
    expect(await within(dialog).findByText('请选择公司')).toBeInTheDocument();
    expect(sent).toEqual([]);
  });
});
