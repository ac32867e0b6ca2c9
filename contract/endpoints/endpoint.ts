/**
 * The API contract's calls (issue 11): each `/api` call declared once, with its method, path and
 * time-out. The server registers its routes on these paths and the console calls them, so neither
 * side writes a path twice. Plain data with type-only imports: the console bundles these files and
 * nothing else of the server (`import type` from `contract/schemas` for the shapes).
 */

/** Spec §9: request time-out 8000 ms by default. */
export const DEFAULT_TIMEOUT_MS = 8000;
/** Spec §7/§9: 60000 ms for the POI page call and the building create, update, save and upload calls. */
export const LONG_TIMEOUT_MS = 60000;

type Method = 'GET' | 'POST';

/** The `data` of a page call: one page of records and the total. */
export interface Page<T> {
  records: T[];
  total: number;
}

/**
 * A query whose fields `K` have a schema `default` (page, size, version): the server fills them in, so the console
 * may leave them out, while `Static` of the schema has them.
 */
export type WithDefaults<Q, K extends keyof Q> = Omit<Q, K> & Partial<Pick<Q, K>>;

/**
 * One call. `Q` is its query, `B` its body and `R` the `data` of its envelope (the `Static` types of
 * the route's schemas); they only type the console's calls. Path parameters are written `:name`.
 */
export interface Endpoint<Q = unknown, B = unknown, R = unknown> {
  readonly method: Method;
  readonly path: string;
  readonly timeoutMs: number;
  /** Never set: carries the types. */
  readonly types?: { query: Q; body: B; reply: R };
}

export const get = <Q = unknown, R = unknown>(path: string, timeoutMs = DEFAULT_TIMEOUT_MS): Endpoint<Q, never, R> => ({ method: 'GET', path, timeoutMs });

export const post = <B = unknown, R = unknown>(path: string, timeoutMs = DEFAULT_TIMEOUT_MS): Endpoint<Record<string, never>, B, R> => ({
  method: 'POST',
  path,
  timeoutMs,
});

/** The path a route registers under the server's `/api` prefix. */
export const routePath = (endpoint: { readonly path: string }): string => endpoint.path.replace(/^\/api(?=\/)/, '');

/** The path with its `:name` parameters filled in (encoded). */
export const fillPath = (path: string, params: Record<string, string | number>): string =>
  path.replace(/:([A-Za-z]\w*)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`${path}: no value for :${name}`);
    return encodeURIComponent(String(value));
  });
