import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RegionList } from '../../../../src/resources/region/RegionList';
import { updateSession } from '../../../../src/shell/session/sessionStore';
import { http, ok } from '../../helpers';
import { server } from '../../msw';
import { renderView, signIn } from '../admin/renderView';
import { BUILDING, REGIONS } from './fixture';
import { regionApi } from '#contract/endpoints/region';

vi.setConfig({ testTimeout: 20_000 });

/** Answers region/page with `records` filtered as the server would, and records every query string. */
const servePages = (records = REGIONS) => {
  const queries: URLSearchParams[] = [];
  server.use(
    http.get(regionApi.page.path, ({ request }) => {
      const query = new URL(request.url).searchParams;
      queries.push(query);
      const levelId = query.get('levelId');
      const name = query.get('name');
      const matching = records.filter((record) => (!levelId || record.levelId === Number(levelId)) && (!name || record.name.includes(name)));
      return ok({ records: matching, total: matching.length });
    }),
  );
  return queries;
};

const open = () => renderView('region', <RegionList />, { path: '/region', route: '/region' });

describe('issue 5 region-list: the selected building’s regions', () => {
  beforeEach(() => {
    signIn('PLATFORM_ADMINISTRATOR');
    updateSession({ buildingId: 1, buildings: [BUILDING] });
  });

  it('issue 5: pages the selected building’s regions: name, English name, level, category and POI count', async () => {
    const queries = servePages();
    open();
    const row = (await screen.findByText('美食广场')).closest('tr')!;
    expect(within(row).getByText('Food court')).toBeInTheDocument();
    expect(within(row).getByText('2F')).toBeInTheDocument();
    expect(within(row).getByText('餐饮')).toBeInTheDocument();
    expect(within(row).getByText('2')).toBeInTheDocument();
    const north = screen.getByText('北翼').closest('tr')!;
    expect(within(north).getByText('1F')).toBeInTheDocument();
    expect(within(north).getByText('购物')).toBeInTheDocument();
    expect(queries[0]!.get('buildingId')).toBe('1');
    expect(queries[0]!.get('page')).toBe('1');
    for (const header of ['名称', '英文名称', '楼层', '类别', 'POI 数']) expect(screen.getByRole('columnheader', { name: header })).toBeInTheDocument();
  });

  it('issue 5: the level filter lists the building’s floors top down and asks the server for that level', async () => {
    const queries = servePages();
    open();
    await screen.findByText('美食广场');
    await userEvent.click(screen.getByRole('combobox', { name: '楼层' }));
    const options = within(await screen.findByRole('listbox')).getAllByRole('option');
    expect(options.map((option) => option.textContent).filter((text) => text?.trim())).toEqual(['2F', '1F', 'B1']);
    await userEvent.click(screen.getByRole('option', { name: '1F' }));
    await waitFor(() => expect(screen.queryByText('美食广场')).not.toBeInTheDocument());
    expect(screen.getByText('北翼')).toBeInTheDocument();
    const last = queries[queries.length - 1]!;
    expect(last.get('levelId')).toBe('11');
    expect(last.get('buildingId')).toBe('1');
  });

  it('issue 5: the name filter is sent as `name`, with the building kept', async () => {
    const queries = servePages();
    open();
    await screen.findByText('美食广场');
    await userEvent.type(document.querySelector<HTMLInputElement>('input[name="name"]')!, '北');
    await waitFor(() => expect(screen.queryByText('美食广场')).not.toBeInTheDocument());
    const last = queries[queries.length - 1]!;
    expect(last.get('name')).toBe('北');
    expect(last.get('buildingId')).toBe('1');
  });

  it('issue 5: another selected building asks for its own regions', async () => {
    const queries = servePages([]);
    updateSession({ buildingId: 2, buildings: [BUILDING, { ...BUILDING, id: 2, name: '科技大厦' }] });
    open();
    await screen.findByTestId('region-empty');
    expect(queries.every((query) => query.get('buildingId') === '2')).toBe(true);
  });

  it('issue 5: a building without regions shows the empty state', async () => {
    servePages([]);
    open();
    const empty = await screen.findByTestId('region-empty');
    expect(empty).toHaveTextContent('该建筑还没有区域');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('issue 5: without a chosen building the page offers the choice and calls nothing', async () => {
    updateSession({ buildingId: null });
    open();
    expect(await screen.findByText('请先选择应用')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /选择/ })).toHaveAttribute('href', '/application');
  });
});
