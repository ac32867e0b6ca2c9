import { DEFAULT_TIMEOUT_MS, fillPath, type Endpoint } from '#contract/endpoints/endpoint';
import { CSRF_HEADER, CSRF_HEADER_VALUE } from '#contract/schemas/csrfHeader';
import { emitBus } from '../shell/session/bus';
import { handleSessionExpired } from '../shell/session/expiry';
import { ApiError } from './ApiError';
import { isEnvelope, isSessionExpired } from './envelope';

export type QueryValue = string | number | boolean | null | undefined;

/** Sent on every call: the server refuses a changing call without it (cross-site request forgery, issue 10). */
const CONSOLE_HEADERS: Readonly<Record<string, string>> = { [CSRF_HEADER]: CSRF_HEADER_VALUE };

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

/** A request's init as `send` takes it: plain headers, which it puts after the console's own. */
export type SendInit = Omit<RequestInit, 'headers' | 'credentials' | 'signal'> & { headers?: Record<string, string> };

/**
 * The one fetch (spec §7/§9): the console's headers, credentials included, aborted after `timeout` ms; a
 * time-out or network failure is toasted and thrown as an `ApiError`.
 */
export const send = async (url: string, init: SendInit, timeout: number): Promise<Response> => {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeout);
  try {
    return await fetch(url, { ...init, headers: { ...CONSOLE_HEADERS, ...init.headers }, credentials: 'include', signal: controller.signal });
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

/** The body read as JSON, or null when it is not. */
export const readJson = async (response: Response): Promise<unknown> => {
  try {
    return (await response.json()) as unknown;
  } catch {
    return null;
  }
};

/**
 * A failed answer as the client reports it (spec §8): no envelope is an HTTP error, 10002 (or "Not Login")
 * hands over to the session-expired handling, any other envelope error is toasted unless `quiet` (true: every
 * code; a list: those codes) leaves it to the caller to show. Returns the error for the caller to throw.
 */
export const failure = (payload: unknown, response: Response, quiet: boolean | readonly number[] = false): ApiError => {
  if (!isEnvelope(payload)) {
    const message = `HTTP ${response.status} ${response.statusText}`.trim();
    toast(message);
    return new ApiError(message, { kind: 'http', status: response.status });
  }
  const message = payload.error ?? payload.errors?.[0]?.message ?? `HTTP ${response.status}`;
  const init = { code: payload.code, status: response.status, errors: payload.errors, body: payload };
  if (isSessionExpired(payload)) {
    handleSessionExpired();
    return new ApiError(message, { ...init, kind: 'session' });
  }
  const silent = quiet === true || (quiet !== false && quiet.includes(payload.code));
  if (!silent) toast(message);
  return new ApiError(message, { ...init, kind: 'api' });
};

/** The data of a code-0 envelope on an OK answer; anything else is thrown as `failure` reports it. */
export const envelopeData = async <T>(response: Response, quiet: boolean | readonly number[] = false): Promise<T> => {
  const payload = await readJson(response);
  if (response.ok && isEnvelope(payload) && payload.code === 0) return payload.data as T;
  throw failure(payload, response, quiet);
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
      headers: { Accept: 'application/json', ...(body !== undefined ? { 'Content-Type': 'application/json' } : {}) },
      body: body !== undefined ? JSON.stringify(body) : undefined,
    },
    timeout,
  );
  return envelopeData<T>(response, silent);
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

/** Calls one endpoint of the contract (`contract/endpoints`): its method, path and time-out; resolves to its reply type. */
export const call = <Q, B, R>(endpoint: Endpoint<Q, B, R>, options: CallOptions<Q, B> = {}): Promise<R> => {
  const { query, body, pathParams, silent } = options;
  const path = pathParams ? fillPath(endpoint.path, pathParams) : endpoint.path;
  return request<R>(path, { method: endpoint.method, params: query as Record<string, QueryValue> | undefined, body, silent, timeout: endpoint.timeoutMs });
};
