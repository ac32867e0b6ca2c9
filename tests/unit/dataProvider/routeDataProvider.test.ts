import { get, post } from '#contract/endpoints/endpoint';
import { createRouteDataProvider } from '../../../src/dataProvider/routeDataProvider';
import type { ResourceDeclaration } from '../../../src/resources/types';
import { dataProvider } from '../../../src/dataProvider';
import { http, ok } from '../helpers';
import { server } from '../msw';
import { buildingApi } from '#contract/endpoints/building';

/** The calls below go to this file's own made-up routes, not the contract's. */
const MADE_UP = '/api';

const thing: ResourceDeclaration = {
  name: 'thing',
  order: 10,
  area: 'location',
  section: { title: 'thing' },
  icon: () => null,
  pages: [],
  permissions: {},
  api: {
    page: get(`${MADE_UP}/t/page`),
    one: get(`${MADE_UP}/t`),
    many: get(`${MADE_UP}/t/batch/:ids`),
    add: post(`${MADE_UP}/t/add`),
    update: post(`${MADE_UP}/t/update`),
    delete: post(`${MADE_UP}/t/delete`),
  },
};
const provider = createRouteDataProvider([thing, { ...thing, name: 'gets', api: { delete: get(`${MADE_UP}/g/delete`) } }]);

/** Records method, path, query and body of every call to /api/t and /api/g. */
const capture = (reply: unknown) => {
  const calls: { method: string; path: string; query: Record<string, string>; body: unknown }[] = [];
  server.use(
    http.all(/\/api\/(t|g)\/?.*/, async ({ request }) => {
      const url = new URL(request.url);
      const body = request.method === 'POST' ? await request.json() : undefined;
      calls.push({ method: request.method, path: url.pathname, query: Object.fromEntries(url.searchParams), body });
      return ok(reply);
    }),
  );
  return calls;
};

describe('DESIGN §3/§4: the route-table data provider', () => {
  it('getList -> GET page with page/size/sort/order and filters -> { data, total }', async () => {
    const calls = capture({ records: [{ id: 1 }], total: 41 });
    const result = await provider.getList('thing', {
      pagination: { page: 3, perPage: 20 },
      sort: { field: 'name', order: 'DESC' },
      filter: { name: 'mall', appId: 2, tags: ['a', 'b'] },
    });
    expect(result).toEqual({ data: [{ id: 1 }], total: 41 });
    expect(calls).toEqual([
      {
        method: 'GET',
        path: `${MADE_UP}/t/page`,
        query: { page: '3', size: '20', sort: 'name', order: 'desc', name: 'mall', appId: '2', tags: 'a,b' },
        body: undefined,
      },
    ]);
  });

  it('getOne -> GET one?id=', async () => {
    const calls = capture({ id: 5, name: 'x' });
    await expect(provider.getOne('thing', { id: 5 })).resolves.toEqual({ data: { id: 5, name: 'x' } });
    expect(calls[0]).toMatchObject({ method: 'GET', path: `${MADE_UP}/t`, query: { id: '5' } });
  });

  it('getMany -> GET batch/:ids (the ids joined by commas)', async () => {
    const calls = capture([{ id: 1 }, { id: 2 }]);
    await expect(provider.getMany('thing', { ids: [1, 2] })).resolves.toEqual({ data: [{ id: 1 }, { id: 2 }] });
    expect(calls[0]).toMatchObject({ method: 'GET', path: `${MADE_UP}/t/batch/1,2` });
  });

  it('getManyReference -> GET page with the target as a filter', async () => {
    const calls = capture({ records: [], total: 0 });
    await provider.getManyReference('thing', {
      target: 'buildingId',
      id: 9,
      pagination: { page: 1, perPage: 10 },
      sort: { field: 'id', order: 'ASC' },
      filter: {},
    });
    expect(calls[0]?.query).toMatchObject({ buildingId: '9', page: '1', size: '10' });
  });

  it('create -> POST add with the record', async () => {
    const calls = capture({ id: 3, name: 'n' });
    await expect(provider.create('thing', { data: { name: 'n' } })).resolves.toEqual({ data: { id: 3, name: 'n' } });
    expect(calls[0]).toMatchObject({ method: 'POST', path: `${MADE_UP}/t/add`, body: { name: 'n' } });
  });

  it('update -> POST update with the id', async () => {
    const calls = capture(null);
    const result = await provider.update('thing', { id: 3, data: { name: 'm' }, previousData: { id: 3, name: 'n' } });
    expect(result).toEqual({ data: { id: 3, name: 'm' } });
    expect(calls[0]).toMatchObject({ method: 'POST', path: `${MADE_UP}/t/update`, body: { id: 3, name: 'm' } });
  });

  it('delete -> POST delete { id }; deleteMany -> POST delete { ids }', async () => {
    const calls = capture(null);
    await expect(provider.delete('thing', { id: 4, previousData: { id: 4 } })).resolves.toEqual({ data: { id: 4 } });
    await expect(provider.deleteMany('thing', { ids: [4, 5] })).resolves.toEqual({ data: [4, 5] });
    expect(calls.map((c) => c.body)).toEqual([{ id: 4 }, { ids: [4, 5] }]);
  });

  it('a GET delete route (spec §7 building/delete) sends the id as a query', async () => {
    const calls = capture(null);
    await provider.deleteMany('gets', { ids: [7, 8] });
    expect(calls.map((c) => `${c.method} ${c.path}?id=${c.query.id}`).sort()).toEqual(['GET /api/g/delete?id=7', 'GET /api/g/delete?id=8']);
  });

  it('an undeclared route rejects', async () => {
    await expect(provider.getOne('gets', { id: 1 })).rejects.toThrow(/no "one" route/);
  });

  it('the registry declares building: page and one', async () => {
    const urls: string[] = [];
    server.use(
      http.get(buildingApi.page.path, ({ request }) => (urls.push(request.url), ok({ records: [], total: 0 }))),
      http.get(buildingApi.one.path, ({ request }) => (urls.push(request.url), ok({ id: 2 }))),
    );
    await dataProvider.getList('building', { pagination: { page: 1, perPage: 20 }, sort: { field: 'id', order: 'ASC' }, filter: {} });
    await dataProvider.getOne('building', { id: 2 });
    expect(urls.map((u) => new URL(u).pathname + new URL(u).search)).toEqual([
      `${buildingApi.page.path}?page=1&size=20&sort=id&order=asc`,
      `${buildingApi.one.path}?id=2`,
    ]);
  });
});
