import { CSRF_HEADER, CSRF_HEADER_VALUE } from '../../server/src/schemas/csrfHeader';
import { emitBus } from '../session/bus';
import { handleSessionExpired } from '../session/expiry';
import { ApiError } from './ApiError';
import { isEnvelope, isSessionExpired, type Envelope } from './envelope';
import { timeoutFor } from './timeouts';

export type QueryValue = string | number | boolean | null | undefined;

/** Sent on every call: the server refuses a changing call without it (cross-site request forgery, issue 10). */
export const CONSOLE_HEADERS: Readonly<Record<string, string>> = { [CSRF_HEADER]: CSRF_HEADER_VALUE };

export interface RequestOptions {
  method?: 'GET' | 'POST';
  params?: Record<string, QueryValue>;
  body?: unknown;
  /** Overrides the time-out table of timeouts.ts. */
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

/** The one HTTP client (spec §7): credentials included, JSON, time-outs, envelope, toasts, 10002. */
export const request = async <T>(path: string, options: RequestOptions = {}): Promise<T> => {
  const { method = 'GET', params, body, silent = false } = options;
  const timeout = options.timeout ?? timeoutFor(path);
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
