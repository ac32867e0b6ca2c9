// @vitest-environment jsdom
// jsdom here, not the suite's happy-dom (vitest.config.ts): react-admin's number inputs (longitude, latitude, floor number) do not take typed values in happy-dom as a browser's do.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BuildingCreate } from '../../../../src/resources/building/BuildingCreate';
import { BuildingEdit } from '../../../../src/resources/building/BuildingEdit';
import { failure, http, ok, recordBus, companyPageHandler } from '../../helpers';
import { server } from '../../msw';
import { renderView, signIn } from '../admin/renderView';
import { APPS, MALL } from './fixture';
import { appApi } from '#contract/endpoints/app';
import { buildingApi } from '#contract/endpoints/building';

/** Typing into react-admin forms is slow under jsdom when the whole suite runs. */
vi.setConfig({ testTimeout: 30_000 });

const captured = (path: string, reply: () => Response = () => ok(MALL)) => {
  const bodies: unknown[] = [];
  server.use(http.post(path, async ({ request }) => (bodies.push(await request.json()), reply())));
  return bodies;
};

const serveLookups = () =>
  server.use(
    http.get(appApi.page.path, () => ok({ records: APPS, total: APPS.length })),
    companyPageHandler(),
    http.get(buildingApi.page.path, () => ok({ records: [MALL, { ...MALL, id: 3, companyId: 2, companyName: 'Other Co' }], total: 2 })),
    http.get(buildingApi.one.path, () => ok(MALL)),
  );

const fill = async (input: HTMLElement, value: string) => {
  await userEvent.clear(input);
  await userEvent.type(input, value);
};

const choose = async (label: RegExp, option: string) => {
  await userEvent.click(await screen.findByRole('combobox', { name: label }));
  await userEvent.click(await screen.findByRole('option', { name: option }));
};

const save = () => userEvent.click(screen.getByRole('button', { name: '保存' }));
const levelNames = () => screen.getAllByRole('textbox', { name: /楼层名称/ });

describe('issue 5 building add', () => {
  beforeEach(serveLookups);

  it('issue 5: a company admin adds a building with two floors, an app and an anchor (no company sent)', async () => {
    signIn('COMPANY_ADMINISTRATOR');
    const bodies = captured(buildingApi.add.path);
    renderView('building', <BuildingCreate />, { path: '/building/create', route: '/building/create' });
    await fill(await screen.findByRole('textbox', { name: /^名称/ }), '新园区');
    await fill(screen.getByRole('textbox', { name: '地址' }), '科技路 8 号');
    await choose(/应用/, '科技园 (office)');
    expect(screen.queryByRole('option', { name: 'Other app (other)' })).not.toBeInTheDocument();
    await fill(screen.getByRole('spinbutton', { name: '经度' }), '121.45');
    await fill(screen.getByRole('spinbutton', { name: '纬度' }), '31.22');
    await fill(levelNames()[0]!, '一层');
    await userEvent.click(screen.getByRole('button', { name: '添加楼层' }));
    await waitFor(() => expect(levelNames()).toHaveLength(2));
    expect(screen.getAllByRole('spinbutton', { name: /楼层序号/ })[1]).toHaveValue(1);
    await fill(levelNames()[1]!, '二层');
    await fill(screen.getAllByRole('textbox', { name: '简称' })[1]!, '2F');
    await save();
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).toEqual({
      name: '新园区',
      address: '科技路 8 号',
      appId: 2,
      anchor: { lng: 121.45, lat: 31.22 },
      levels: [
        { ordinal: 0, name: '一层' },
        { ordinal: 1, name: '二层', shortName: '2F' },
      ],
    });
  });

  it('issue 5: a platform admin chooses the company, then only its apps; "未加入应用" sends null', async () => {
    signIn('PLATFORM_ADMINISTRATOR');
    const bodies = captured(buildingApi.add.path);
    renderView('building', <BuildingCreate />, { path: '/building/create', route: '/building/create' });
    await fill(await screen.findByRole('textbox', { name: /^名称/ }), 'Tower');
    await choose(/公司/, 'Other Co');
    await userEvent.click(screen.getByRole('combobox', { name: /应用/ }));
    const options = (await screen.findAllByRole('option')).map((o) => o.textContent);
    expect(options).toEqual(['未加入应用', 'Other app (other)']);
    await userEvent.click(screen.getByRole('option', { name: '未加入应用' }));
    await fill(levelNames()[0]!, 'G');
    await save();
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).toEqual({ name: 'Tower', address: '', companyId: 2, appId: null, anchor: null, levels: [{ ordinal: 0, name: 'G' }] });
  });

  it('issue 5 bad input: a longitude without a latitude, or out of range, is refused before the call', async () => {
    signIn('COMPANY_ADMINISTRATOR');
    const bodies = captured(buildingApi.add.path);
    renderView('building', <BuildingCreate />, { path: '/building/create', route: '/building/create' });
    await fill(await screen.findByRole('textbox', { name: /^名称/ }), '新园区');
    await fill(levelNames()[0]!, '一层');
    await fill(screen.getByRole('spinbutton', { name: '经度' }), '200');
    await save();
    expect(await screen.findByText(/180/)).toBeInTheDocument();
    expect(screen.getByText('请同时填写经度和纬度，或两项都不填')).toBeInTheDocument();
    expect(bodies).toEqual([]);
  });
});

describe('issue 5 building edit', () => {
  beforeEach(() => {
    serveLookups();
    signIn('COMPANY_ADMINISTRATOR');
  });

  const openEdit = () => renderView('building', <BuildingEdit />, { path: '/building/1', route: '/building/:id' });

  it('issue 5: update keeps the floor ids, adds a new floor without one and may leave every app', async () => {
    const bodies = captured(buildingApi.update.path);
    openEdit();
    await waitFor(() => expect(levelNames().map((i) => (i as HTMLInputElement).value)).toEqual(['停车场', '一层']));
    await choose(/应用/, '未加入应用');
    await userEvent.click(screen.getByRole('button', { name: '添加楼层' }));
    await waitFor(() => expect(levelNames()).toHaveLength(3));
    expect(screen.getAllByRole('spinbutton', { name: /楼层序号/ })[2]).toHaveValue(1);
    await fill(levelNames()[2]!, '二层');
    await save();
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).toEqual({
      id: 1,
      name: '环球购物中心',
      address: '上海市浦东新区世纪大道 1 号',
      appId: null,
      anchor: { lng: 121.5, lat: 31.2 },
      levels: [
        { id: 10, ordinal: -1, name: '停车场', shortName: 'B1' },
        { id: 11, ordinal: 0, name: '一层', shortName: '1F' },
        { ordinal: 1, name: '二层' },
      ],
    });
  });

  it('issue 5 bad input: 10005 on levels[1].name shows under the second floor name, not as a toast', async () => {
    const message = '楼层“一层”上还有地图要素，不能删除或改名为空';
    const toasts = recordBus('api-error');
    captured(buildingApi.update.path, () => failure(10005, '参数校验失败', 400, { errors: [{ field: 'levels[1].name', message }] }));
    openEdit();
    await waitFor(() => expect(levelNames()).toHaveLength(2));
    await fill(screen.getByRole('textbox', { name: '地址' }), '世纪大道 2 号');
    await save();
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(levelNames()[1]).toHaveAttribute('aria-invalid', 'true');
    expect(levelNames()[0]).toHaveAttribute('aria-invalid', 'false');
    expect(toasts).toEqual([]);
    expect(screen.queryByTestId('location')).not.toBeInTheDocument();
  });

  it('issue 5 bad input: removing a floor that holds features is refused (10005 levels) and the message shows at the floors', async () => {
    const message = '楼层“停车场”上有 120 个地图要素，不能删除';
    const bodies = captured(buildingApi.update.path, () => failure(10005, '参数校验失败', 400, { errors: [{ field: 'levels', message }] }));
    openEdit();
    await waitFor(() => expect(levelNames()).toHaveLength(2));
    // The row's remove button only shows on hover: found by react-admin's class instead of its role.
    await userEvent.click(document.querySelector<HTMLElement>('.button-remove-levels-0')!);
    await waitFor(() => expect(levelNames()).toHaveLength(1));
    await save();
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(bodies).toHaveLength(1);
    expect((bodies[0] as { levels: unknown[] }).levels).toEqual([{ id: 11, ordinal: 0, name: '一层', shortName: '1F' }]);
  });

  it('issue 5: deleting a building in an app with published versions is refused with the server message; nothing goes', async () => {
    const refusal = '该建筑有已发布版本且在应用中使用，请先编辑建筑并选择“未加入应用”后再删除';
    const calls: string[] = [];
    const toasts = recordBus('api-error');
    server.use(http.get(buildingApi.delete.path, ({ request }) => (calls.push(new URL(request.url).search), failure(10006, refusal, 409))));
    openEdit();
    await waitFor(() => expect(levelNames()).toHaveLength(2));
    await userEvent.click(screen.getByRole('button', { name: '删除' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('删除建筑“环球购物中心”');
    await userEvent.click(within(dialog).getByRole('button', { name: '确认' }));
    expect(await screen.findByText(refusal)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls).toEqual(['?id=1']);
    expect(toasts).toEqual([{ message: refusal }]);
    // Still on the edit page: no redirect to the list.
    expect(screen.queryByTestId('location')).not.toBeInTheDocument();
    expect(levelNames()).toHaveLength(2);
  });
});
