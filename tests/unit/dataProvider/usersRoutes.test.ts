import { HttpError } from 'react-admin';
import { dataProvider } from '../../../src/dataProvider';
import { ApiError } from '../../../src/dataProvider/ApiError';
import { failure, http, ok, recordBus } from '../helpers';
import { server } from '../msw';
import { adminApi } from '#contract/endpoints/admin';

/** Records method, path, query and body of every /api/admin call. */
const capture = (reply: () => Response) => {
  const calls: { method: string; path: string; query: Record<string, string>; body: unknown }[] = [];
  server.use(
    http.all(/\/api\/admin\/.*/, async ({ request }) => {
      const url = new URL(request.url);
      const body = request.method === 'POST' ? await request.json() : undefined;
      calls.push({ method: request.method, path: url.pathname, query: Object.fromEntries(url.searchParams), body });
      return reply();
    }),
  );
  return calls;
};

describe('issue 4 spec §7 Admin calls through the route table', () => {
  it('spec §7 admin/list: filters, paging and sorting as a query; admin/detail by id', async () => {
    const calls = capture(() => ok({ records: [{ id: 2 }], total: 1 }));
    await expect(
      dataProvider.getList('admin', {
        pagination: { page: 2, perPage: 10 },
        sort: { field: 'lastLoginAt', order: 'DESC' },
        filter: { email: 'demo', adminType: 'BUSINESS_ADMINISTRATOR', companyId: 1 },
      }),
    ).resolves.toEqual({ data: [{ id: 2 }], total: 1 });
    await dataProvider.getOne('admin', { id: 2 });
    expect(calls.map((c) => [c.method, c.path, c.query])).toEqual([
      [
        'GET',
        adminApi.list.path,
        { email: 'demo', adminType: 'BUSINESS_ADMINISTRATOR', companyId: '1', page: '2', size: '10', sort: 'lastLoginAt', order: 'desc' },
      ],
      ['GET', adminApi.detail.path, { id: '2' }],
    ]);
  });

  it('spec §7 admin/save for create and update (the record id keeps its number type); admin/delete with { id } or { ids }', async () => {
    const calls = capture(() => ok({ id: 5 }));
    await dataProvider.create('admin', { data: { email: 'a@b.c' } });
    await dataProvider.update('admin', { id: '5', data: { email: 'x@b.c' }, previousData: { id: 5 } });
    await dataProvider.delete('admin', { id: 5, previousData: { id: 5 } });
    await dataProvider.deleteMany('admin', { ids: [5, 6] });
    expect(calls.map((c) => [c.method, c.path, c.body])).toEqual([
      ['POST', adminApi.save.path, { email: 'a@b.c' }],
      ['POST', adminApi.save.path, { email: 'x@b.c', id: 5 }],
      ['POST', adminApi.delete.path, { id: 5 }],
      ['POST', adminApi.delete.path, { ids: [5, 6] }],
    ]);
  });
});

describe('issue 4 spec §7 Roles and permissions calls through the route table', () => {
  it('spec §7 role/list, role/detail, role/add, role/update, role/delete', async () => {
    const calls = capture(() => ok({ records: [], total: 0 }));
    await dataProvider.getList('role', { pagination: { page: 1, perPage: 20 }, sort: { field: 'name', order: 'ASC' }, filter: { name: '运营' } });
    await dataProvider.getOne('role', { id: 3 });
    await dataProvider.create('role', { data: { name: 'r', permissions: ['VIEW_BUILDING'] } });
    await dataProvider.update('role', { id: 3, data: { name: 'r2', permissions: [] }, previousData: { id: 3 } });
    await dataProvider.deleteMany('role', { ids: [3] });
    expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual([
      'GET /api/admin/role/list',
      'GET /api/admin/role/detail',
      'POST /api/admin/role/add',
      'POST /api/admin/role/update',
      'POST /api/admin/role/delete',
    ]);
    expect(calls[0]?.query).toEqual({ name: '运营', page: '1', size: '20', sort: 'name', order: 'asc' });
    expect(calls[3]?.body).toEqual({ name: 'r2', permissions: [], id: 3 });
  });
});

describe('issue 4 bad input: mutation errors for react-admin forms', () => {
  it('10005 errors[] reject as an HttpError whose body.errors maps each field to its message (no toast)', async () => {
    const toasts = recordBus('api-error');
    capture(() =>
      failure(10005, 'Validation failed', 400, {
        errors: [
          { field: 'email', message: '邮箱格式不正确' },
          { field: 'email', message: 'second message of the same field' },
          { field: 'grants[1].buildingId', message: '建筑不属于该公司' },
        ],
      }),
    );
    const error: unknown = await dataProvider.create('admin', { data: {} }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect((error as HttpError).status).toBe(400);
    expect((error as HttpError).body.errors).toEqual({ email: '邮箱格式不正确', 'grants[1].buildingId': '建筑不属于该公司' });
    expect(toasts).toEqual([]);
  });

  it('10003 and 10006 reject with the ApiError and toast the server message exactly once', async () => {
    const toasts = recordBus('api-error');
    capture(() => failure(10006, '该邮箱已被使用', 409));
    await expect(dataProvider.update('admin', { id: 1, data: {}, previousData: { id: 1 } })).rejects.toBeInstanceOf(ApiError);
    capture(() => failure(10003, '没有权限', 403));
    await expect(dataProvider.delete('admin', { id: 1 })).rejects.toMatchObject({ code: 10003 });
    expect(toasts.map((t) => t.message)).toEqual(['该邮箱已被使用', '没有权限']);
  });
});
