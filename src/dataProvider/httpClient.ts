import { DEFAULT_TIMEOUT_MS, fillPath, type Endpoint } from '../../server/src/contract/endpoint';
import { CSRF_HEADER, CSRF_HEADER_VALUE } from '../../server/src/schemas/csrfHeader';
import { emitBus } from '../session/bus';
import { handleSessionExpired } from '../session/expiry';
import { ApiError } from './ApiError';
import { isEnvelope, isSessionExpired, type Envelope } from './envelope';

export type QueryValue = string | number | boolean | null | undefined;

/** Sent on every call: the server refuses a changing call without it (cross-site request forgery, issue 10). */
export const CONSOLE_HEADERS: Readonly<Record<string, string>> = { [CSRF_HEADER]: CSRF_HEADER_VALUE };

export interface RequestOptions {
  method?: 'GET' | 'POST';
  params?: Record<string, QueryValue>;
  body?: unknown;
  /** Spec §9: 8000 ms unless given (`call` gives the endpoint's time-out). */
  timeout?: number;
  /** No toast for envelope failures: the caller shows the message itself (the login form). */
  silent?: boolean;
}

export const buildUrl = (path: string, params?: Record<string, QueryValue>): string => {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params ?? {})) {
    if (value !== undefined && value !== null && value !== '') search.append(key, String(value));
  }
  const query = search.toString();
  return query ? `${path}?${query}` : path;
};

const toast = (message: string, args?: Record<string, string | number>): void => emitBus('api-error', { message, args });

const causeOf = (error: unknown): string => {
  if (error instanceof Error) {
    const cause: unknown = error.cause;
    if (cause instanceof Error && cause.message) return cause.message;
    return error.message;
  }
  return String(error);
};

const send = async (url: string, init: RequestInit, timeout: number): Promise<Response> => {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeout);
  try {
    return await fetch(url, { ...init, signal: controller.signal });
  } catch (error) {
    if (controller.signal.aborted) {
      toast('app.http.timeout', { timeout });
      throw new ApiError(`timeout of ${timeout}ms exceeded`, { kind: 'timeout' });
    }
    const message = causeOf(error);
    toast(message);
    throw new ApiError(message, { kind: 'network' });
  } finally {
    clearTimeout(timer);
  }
};

const readBody = async (response: Response): Promise<unknown> => {
  try {
    return (await response.json()) as unknown;
  } catch {
    return null;
  }
};

/**
 * The one HTTP client (spec §7): credentials included, JSON, time-outs, envelope, toasts, 10002.
 * On a raw path; the console calls the contract's endpoints through `call`.
 */
export const request = async <T>(path: string, options: RequestOptions = {}): Promise<T> => {
  const { method = 'GET', params, body, silent = false } = options;
  const timeout = options.timeout ?? DEFAULT_TIMEOUT_MS;
  const response = await send(
    buildUrl(path, params),
    {
      method,
      credentials: 'include',
      headers: { ...CONSOLE_HEADERS, Accept: 'application/json', ...(body !== undefined ? { 'Content-Type': 'application/json' } : {}) },
      body: body !== undefined ? JSON.stringify(body) : undefined,
    },
    timeout,
  );
  const payload = await readBody(response);
  if (!isEnvelope(payload)) {
    const message = `HTTP ${response.status} ${response.statusText}`.trim();
    toast(message);
    throw new ApiError(message, { kind: 'http', status: response.status });
  }
  if (payload.code === 0 && response.ok) return payload.data as T;
  return fail(payload, response.status, silent);
};

const fail = (payload: Envelope, status: number, silent: boolean): never => {
  const message = payload.error ?? payload.errors?.[0]?.message ?? `HTTP ${status}`;
  const init = { code: payload.code, status, errors: payload.errors, body: payload };
  if (isSessionExpired(payload)) {
    handleSessionExpired();
    throw new ApiError(message, { ...init, kind: 'session' });
  }
  if (!silent) toast(message);
  throw new ApiError(message, { ...init, kind: 'api' });
};

/** A query parameter object: the endpoint's query type, or any parameters for an untyped endpoint. */
type QueryOf<Q> = unknown extends Q ? Record<string, QueryValue> : Q;

export interface CallOptions<Q = unknown, B = unknown> {
  query?: QueryOf<Q>;
  body?: B;
  /** Values of the path's `:name` parameters. */
  pathParams?: Record<string, string | number>;
  silent?: boolean;
}

/** Calls one endpoint of the contract (`server/src/contract`): its method, path and time-out; resolves to its reply type. */
export const call = <Q, B, R>(endpoint: Endpoint<Q, B, R>, options: CallOptions<Q, B> = {}): Promise<R> => {
  const { query, body, pathParams, silent } = options;
  const path = pathParams ? fillPath(endpoint.path, pathParams) : endpoint.path;
  return request<R>(path, { method: endpoint.method, params: query as Record<string, QueryValue> | undefined, body, silent, timeout: endpoint.timeoutMs });
};
