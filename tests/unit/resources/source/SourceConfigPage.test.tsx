import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Cookies from 'js-cookie';
import { SOURCE_LIMITS } from '#contract/endpoints/source';
import { SourceConfigPage } from '../../../../src/resources/source/SourceConfigPage';
import type { Source } from '../../../../src/resources/source/types';
import { updateSession } from '../../../../src/shell/session/sessionStore';
import { failure, http, ok } from '../../helpers';
import { server } from '../../msw';
import { renderAt } from '../../render';
import { signIn } from '../admin/renderView';
import { aBuilding } from '../../sessionFixtures';
import { sourceApi } from '#contract/endpoints/source';
import { poiApi } from '#contract/endpoints/poi';

/** Issue 13 导航链接配置 (spec §2 source-config): the list, keyboard ordering, the preview, read only, the server's errors on the dialog. */

vi.setConfig({ testTimeout: 20_000 });

const BUILDING = aBuilding({ id: 1, name: '环球购物中心', appId: 7, appName: '环球导航', levels: [{ id: 11, ordinal: 0, name: '1F' }] });
const link = (id: number, title: string, over: Partial<Source> = {}): Source => ({
  id,
  appId: 7,
  buildingId: 1,
  type: 'web',
  title,
  icon: '',
  target: { url: `https://example.com/${id}` },
  sort: id,
  enabled: true,
  updatedAt: '2026-11-25T00:00:00.000Z',
  ...over,
});
const LINKS = [link(1, '会员中心'), link(2, '停车缴费', { enabled: false }), link(3, '本月活动')];

const serve = (list: () => Response = () => ok(LINKS), save?: (body: { sources: Array<{ id?: number; title: string }> }) => Response) => {
  const saves: Array<{ appId: number; buildingId: number; sources: Array<{ id?: number; title: string }> }> = [];
  server.use(
    http.get(sourceApi.types.path, () => ok([])),
    http.get(sourceApi.list.path, list),
    http.get(poiApi.list.path, () => ok({ records: [], revision: 1 })),
    http.post(sourceApi.save.path, async ({ request }) => {
      const body = (await request.json()) as (typeof saves)[number];
      saves.push(body);
      if (save) return save(body);
      return ok(body.sources.map((s, i) => ({ ...LINKS.find((l) => l.id === s.id)!, ...s, sort: i })));
    }),
  );
  return saves;
};

const as = (permissions: string[]) => {
  Cookies.set('loginStatus', 'login');
  signIn('BUSINESS_ADMINISTRATOR');
  updateSession({ buildingId: 1, buildings: [BUILDING], userPermissions: [{ mapId: 1, permissions }] });
};
const titles = () => screen.getAllByTestId('source-row-title').map((e) => e.textContent);
const previewed = () =>
  within(screen.getByTestId('source-preview'))
    .queryAllByTestId('source-preview-item')
    .map((e) => e.textContent);

describe('issue 13 导航链接配置 with EDIT_SOURCE', () => {
  beforeEach(() => as(['VIEW_SOURCE', 'EDIT_SOURCE']));

  it('lists the links in order; the preview shows the enabled ones, titled with the app and the building', async () => {
    serve();
    renderAt(<SourceConfigPage />);
    await waitFor(() => expect(titles()).toEqual(['会员中心', '停车缴费', '本月活动']));
    expect(previewed()).toEqual(['会员中心', '本月活动']);
    expect(screen.getByTestId('source-preview')).toHaveTextContent('环球导航');
    expect(screen.getByText('应用：环球导航')).toBeInTheDocument();
  });

  it('a move-down button (keyboard) saves the whole list in its new order, and the preview follows', async () => {
    const saves = serve();
    renderAt(<SourceConfigPage />);
    const u = userEvent.setup();
    const down = await screen.findByRole('button', { name: '下移: 会员中心' });
    down.focus();
    await u.keyboard('{Enter}');
    await waitFor(() => expect(saves).toHaveLength(1));
    expect(saves[0]).toMatchObject({ appId: 7, buildingId: 1 });
    expect(saves[0].sources.map((s) => s.id)).toEqual([2, 1, 3]);
    await waitFor(() => expect(titles()).toEqual(['停车缴费', '会员中心', '本月活动']));
    expect(previewed()).toEqual(['会员中心', '本月活动']);
  });

  it('two quick presses save one after the other, the second on the list the first left; at the end its move-down button is disabled', async () => {
    const saves = serve();
    renderAt(<SourceConfigPage />);
    const u = userEvent.setup();
    const down = await screen.findByRole('button', { name: '下移: 会员中心' });
    down.focus();
    await u.keyboard('{Enter}{Enter}');
    await waitFor(() => expect(saves).toHaveLength(2));
    expect(saves.map((b) => b.sources.map((s) => s.id))).toEqual([
      [2, 1, 3],
      [2, 3, 1],
    ]);
    await waitFor(() => expect(titles()).toEqual(['停车缴费', '本月活动', '会员中心']));
    expect(screen.getByRole('button', { name: '下移: 会员中心' })).toBeDisabled();
  });

  it('a new link refused by the server shows the message under its field', async () => {
    serve(undefined, () =>
      failure(10005, '请求参数不正确', 400, { errors: [{ field: 'sources[3].target.url', message: '请输入完整的 https:// 地址（不能包含用户名或密码）' }] }),
    );
    renderAt(<SourceConfigPage />);
    const u = userEvent.setup();
    await u.click(await screen.findByTestId('source-add'));
    const dialog = screen.getByRole('dialog');
    await u.click(within(dialog).getByRole('combobox', { name: '链接类型' }));
    // Without the server's type names the console's own are shown.
    await u.click(screen.getByRole('option', { name: '网页' }));
    await u.type(within(dialog).getByTestId('source-title'), '官网');
    await u.type(within(dialog).getByTestId('source-url'), 'https://example.com/x');
    await u.click(within(dialog).getByTestId('source-save'));
    expect(await within(dialog).findByText('请输入完整的 https:// 地址（不能包含用户名或密码）')).toBeInTheDocument();
    expect(within(dialog).getByTestId('source-url')).toHaveAttribute('aria-invalid', 'true');
  });

  it('the console’s checks show under their fields and nothing is sent; a chosen POI titles a new link', async () => {
    const saves = serve();
    server.use(http.get(poiApi.list.path, () => ok({ records: [{ id: 'poi-7', name: '优衣库', levelId: 11 }], revision: 1 })));
    renderAt(<SourceConfigPage />);
    const u = userEvent.setup();
    await u.click(await screen.findByTestId('source-add'));
    const dialog = screen.getByRole('dialog', { name: '添加链接' });
    expect(dialog).toHaveTextContent(`最多 ${SOURCE_LIMITS.title} 个字符`);
    await u.click(within(dialog).getByTestId('source-save'));
    await waitFor(() => expect(within(dialog).getByTestId('source-title')).toHaveAttribute('aria-invalid', 'true'));
    expect(within(dialog).getByTestId('source-poi')).toHaveAttribute('aria-invalid', 'true');
    await u.type(within(dialog).getByTestId('source-poi'), '优衣');
    await u.click(await screen.findByRole('option', { name: /^优衣库 · 1F/ }));
    expect(within(dialog).getByTestId('source-title')).toHaveValue('优衣库');
    expect(within(dialog).getByTestId('source-title')).toHaveAttribute('aria-invalid', 'false');
    await u.click(within(dialog).getByRole('combobox', { name: '链接类型' }));
    await u.click(screen.getByRole('option', { name: '网页' }));
    await u.type(within(dialog).getByTestId('source-url'), 'http://example.com/');
    await u.click(within(dialog).getByTestId('source-save'));
    expect(await within(dialog).findByText('请输入完整的 https:// 地址')).toBeInTheDocument();
    expect(within(dialog).getByTestId('source-url')).toHaveAttribute('aria-invalid', 'true');
    expect(saves).toEqual([]);
  });

  it('a list that cannot be read shows the error with a way to try again', async () => {
    serve(() => failure(10000, '服务器内部错误', 500));
    renderAt(<SourceConfigPage />);
    expect(await screen.findByTestId('source-error')).toHaveTextContent('导航链接加载失败：服务器内部错误');
  });
});

describe('issue 13 导航链接配置 with VIEW_SOURCE only', () => {
  it('reads the list and the preview, with no control that changes them', async () => {
    as(['VIEW_SOURCE']);
    serve();
    renderAt(<SourceConfigPage />);
    await waitFor(() => expect(titles()).toHaveLength(3));
    expect(screen.getByText('您可以查看这些链接；修改需要“编辑来源”权限。')).toBeInTheDocument();
    expect(screen.queryByTestId('source-add')).toBeNull();
    expect(screen.queryAllByRole('switch')).toHaveLength(0);
    expect(screen.queryAllByRole('button', { name: /上移|下移|删除|编辑/ })).toHaveLength(0);
    expect(screen.getAllByTestId('source-row')[0]).toHaveAttribute('draggable', 'false');
  });
});
