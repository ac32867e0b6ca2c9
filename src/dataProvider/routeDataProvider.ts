import type { DataProvider, DeleteParams, GetManyParams, Identifier, RaRecord, UpdateParams } from 'react-admin';
import { fillPath, type Endpoint } from '#contract/endpoints/endpoint';
import type { ResourceDeclaration, ResourceRoutes } from '../resources/types';
import { toMutationError } from './formErrors';
import { call as callEndpoint, type CallOptions, type QueryValue } from './httpClient';

/**
 * Maps react-admin verbs onto each resource's declared endpoints (DESIGN.md §3, §4): method, path
 * and time-out come from the contract (`contract/endpoints`).
 * ra-data-simple-rest is not used: it expects `/<resource>/<id>` REST paths and Content-Range,
 * while the specification's paths are irregular (`/page`, `?id=`, `/batch/:ids`, POST `/delete`).
 */
export type Client = (endpoint: Endpoint, options?: CallOptions) => Promise<unknown>;

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

export const createRouteDataProvider = (declarations: readonly ResourceDeclaration[], client: Client = callEndpoint): DataProvider => {
  const route = (resource: string, kind: keyof ResourceRoutes): Endpoint => {
    const found = declarations.find((d) => d.name === resource)?.api?.[kind];
    if (!found) throw new Error(`Resource "${resource}" declares no "${kind}" route`);
    return found;
  };
  const fetchAs = async <T>(endpoint: Endpoint, options: CallOptions): Promise<T> => (await client(endpoint, options)) as T;

  /** Mutations call silently: field errors go under the form's fields, other refusals are toasted once. */
  const mutate = async <T>(endpoint: Endpoint, payload: Record<string, unknown>): Promise<T> => {
    try {
      return endpoint.method === 'GET'
        ? await fetchAs<T>(endpoint, { query: toQuery(payload), silent: true })
        : await fetchAs<T>(endpoint, { body: payload, silent: true });
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
    const result = await fetchAs<Page<R>>(route(resource, 'page'), {
      query: {
        ...toQuery(params.filter),
        page: current,
        size: perPage,
        sort: params.sort?.field,
        order: params.sort?.order?.toLowerCase(),
      },
    });
    return { data: result.records, total: result.total };
  };

  const getOne = <R extends RaRecord>(resource: string, id: Identifier): Promise<R> => fetchAs<R>(route(resource, 'one'), { query: { id } });

  const deleteOne = (resource: string, id: Identifier) => mutate<unknown>(route(resource, 'delete'), { id });

  return {
    getList: (resource, params) => page(resource, params),
    getManyReference: (resource, params) => page(resource, { ...params, filter: { ...params.filter, [params.target]: params.id } }),
    getOne: async (resource, params) => ({ data: await getOne(resource, params.id) }),
    getMany: async <R extends RaRecord>(resource: string, params: GetManyParams<R>) => {
      const many = declarations.find((d) => d.name === resource)?.api?.many;
      if (!many) return { data: await Promise.all(params.ids.map((id) => getOne<R>(resource, id))) };
      // `:ids` is the ids joined by commas; a comma needs no escaping in a path.
      const path = fillPath(many.path, { ids: params.ids.map(String).join(',') }).replace(/%2C/gi, ',');
      return { data: await fetchAs<R[]>({ ...many, path }, {}) };
    },
    create: async (resource, params) => ({ data: await mutate(route(resource, 'add'), params.data) }),
    update: async <R extends RaRecord>(resource: string, params: UpdateParams<R>) => {
      // The route gives the id as a string; the record read from the server has its real type.
      const id = params.previousData?.id ?? params.id;
      const saved = await mutate<R | null>(route(resource, 'update'), { ...params.data, id });
      return { data: saved ?? ({ ...params.previousData, ...params.data, id } as R) };
    },
    updateMany: async (resource, params) => {
      await Promise.all(params.ids.map((id) => mutate(route(resource, 'update'), { ...params.data, id })));
      return { data: params.ids };
    },
    delete: async <R extends RaRecord>(resource: string, params: DeleteParams<R>) => {
      await deleteOne(resource, params.id);
      return { data: params.previousData ?? ({ id: params.id } as R) };
    },
    deleteMany: async (resource, params) => {
      const endpoint = route(resource, 'delete');
      if (endpoint.method === 'GET') await Promise.all(params.ids.map((id) => deleteOne(resource, id)));
      else await mutate(endpoint, { ids: params.ids });
      return { data: params.ids };
    },
  };
};
