import type { DataProvider, DeleteParams, GetManyParams, Identifier, RaRecord, UpdateParams } from 'react-admin';
import type { ResourceDeclaration, ResourceRoutes, RouteSpec } from '../resources/types';
import { toMutationError } from './formErrors';
import { request, type QueryValue, type RequestOptions } from './httpClient';

/**
 * Maps react-admin verbs onto each resource's declared routes (DESIGN.md §3, §4).
 * ra-data-simple-rest is not used: it expects `/<resource>/<id>` REST paths and Content-Range,
 * while the specification's paths are irregular (`/page`, `?id=`, `/batch/{ids}`, POST `/delete`).
 */
export type Client = <T>(path: string, options?: RequestOptions) => Promise<T>;

interface Page<T> {
  records: T[];
  total: number;
}

const toQuery = (filter: Record<string, unknown> | undefined): Record<string, QueryValue> => {
  const query: Record<string, QueryValue> = {};
  for (const [key, value] of Object.entries(filter ?? {})) {
    if (Array.isArray(value)) query[key] = value.join(',');
    else if (['string', 'number', 'boolean'].includes(typeof value)) query[key] = value as QueryValue;
  }
  return query;
};

export const createRouteDataProvider = (declarations: readonly ResourceDeclaration[], client: Client = request): DataProvider => {
  const route = <K extends keyof ResourceRoutes>(resource: string, kind: K): NonNullable<ResourceRoutes[K]> => {
    const found = declarations.find((d) => d.name === resource)?.api[kind];
    if (!found) throw new Error(`Resource "${resource}" declares no "${kind}" route`);
    return found as NonNullable<ResourceRoutes[K]>;
  };

  /** Mutations call silently: field errors go under the form's fields, other refusals are toasted once. */
  const call = async <T>(spec: RouteSpec, payload: Record<string, unknown>): Promise<T> => {
    const { path, method } = typeof spec === 'string' ? { path: spec, method: 'POST' as const } : spec;
    try {
      return method === 'GET'
        ? await client<T>(path, { params: toQuery(payload), silent: true })
        : await client<T>(path, { method, body: payload, silent: true });
    } catch (error) {
      throw toMutationError(error);
    }
  };

  const page = async <R extends RaRecord>(
    resource: string,
    params: {
      pagination?: { page: number; perPage: number };
      sort?: { field: string; order: string };
      filter?: Record<string, unknown>;
    },
  ) => {
    const { page: current = 1, perPage = 20 } = params.pagination ?? {};
    const result = await client<Page<R>>(route(resource, 'page'), {
      params: {
        ...toQuery(params.filter),
        page: current,
        size: perPage,
        sort: params.sort?.field,
        order: params.sort?.order?.toLowerCase(),
      },
    });
    return { data: result.records, total: result.total };
  };

  const getOne = async <R extends RaRecord>(resource: string, id: Identifier): Promise<R> => client<R>(route(resource, 'one'), { params: { id } });

  const deleteOne = (resource: string, id: Identifier) => call<unknown>(route(resource, 'delete'), { id });

  return {
    getList: (resource, params) => page(resource, params),
    getManyReference: (resource, params) => page(resource, { ...params, filter: { ...params.filter, [params.target]: params.id } }),
    getOne: async (resource, params) => ({ data: await getOne(resource, params.id) }),
    getMany: async <R extends RaRecord>(resource: string, params: GetManyParams<R>) => {
      const many = declarations.find((d) => d.name === resource)?.api.many;
      if (many) return { data: await client<R[]>(many.replace('{ids}', params.ids.map(String).join(','))) };
      return { data: await Promise.all(params.ids.map((id) => getOne<R>(resource, id))) };
    },
    create: async (resource, params) => ({ data: await call(route(resource, 'add'), params.data) }),
    update: async <R extends RaRecord>(resource: string, params: UpdateParams<R>) => {
      // The route gives the id as a string; the record read from the server has its real type.
      const id = params.previousData?.id ?? params.id;
      const saved = await call<R | null>(route(resource, 'update'), { ...params.data, id });
      return { data: saved ?? ({ ...params.previousData, ...params.data, id } as R) };
    },
    updateMany: async (resource, params) => {
      await Promise.all(params.ids.map((id) => call(route(resource, 'update'), { ...params.data, id })));
      return { data: params.ids };
    },
    delete: async <R extends RaRecord>(resource: string, params: DeleteParams<R>) => {
      await deleteOne(resource, params.id);
      return { data: params.previousData ?? ({ id: params.id } as R) };
    },
    deleteMany: async (resource, params) => {
      const spec = route(resource, 'delete');
      if (typeof spec !== 'string' && spec.method === 'GET') await Promise.all(params.ids.map((id) => deleteOne(resource, id)));
      else await call(spec, { ids: params.ids });
      return { data: params.ids };
    },
  };
};
