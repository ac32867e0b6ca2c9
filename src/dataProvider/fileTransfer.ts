import { ApiError } from './ApiError';
import { isEnvelope, isSessionExpired } from './envelope';
import { CONSOLE_HEADERS, buildUrl, type QueryValue } from './httpClient';
import { emitBus } from '../session/bus';
import { handleSessionExpired } from '../session/expiry';

/**
 * The calls whose body is not JSON: a file sent as the body (an IMDF archive, a beacon table) or in a
 * multipart form (a platform file), and a
 * file read back (an IMDF archive, a beacon CSV). They keep the client's rules: credentials, the
 * endpoint's time-out, envelope errors, 10002, toasts.
 */
interface FileEndpoint {
  readonly method: string;
  readonly path: string;
  readonly timeoutMs: number;
}

const toast = (message: string, args?: Record<string, string | number>) => emitBus('api-error', { message, args });

const send = async (url: string, init: RequestInit, timeout: number): Promise<Response> => {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeout);
  try {
    return await fetch(url, { ...init, headers: { ...CONSOLE_HEADERS, ...init.headers }, credentials: 'include', signal: controller.signal });
  } catch (error) {
    if (controller.signal.aborted) {
      toast('app.http.timeout', { timeout });
      throw new ApiError(`timeout of ${timeout}ms exceeded`, { kind: 'timeout' });
    }
    const message = error instanceof Error ? error.message : String(error);
    toast(message);
    throw new ApiError(message, { kind: 'network' });
  } finally {
    clearTimeout(timer);
  }
};

/** A failed answer as the client reports it; `quiet` codes are left to the caller to show. */
const failure = (payload: unknown, response: Response, quiet: readonly number[]): ApiError => {
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
  if (!quiet.includes(payload.code)) toast(message);
  return new ApiError(message, { ...init, kind: 'api' });
};

const readJson = (response: Response): Promise<unknown> => response.json().catch(() => null);

const isJson = (response: Response) => (response.headers.get('Content-Type') ?? '').includes('application/json');

/** POSTs `file` as the body (the rest as the query) and answers the envelope's data; `quiet` codes (e.g. 10005, the file's problems) are not toasted. */
export const uploadFile = async <R>(
  endpoint: FileEndpoint,
  file: Blob,
  params: Record<string, QueryValue>,
  contentType: string,
  quiet: readonly number[] = [10005],
): Promise<R> => {
  const response = await send(
    buildUrl(endpoint.path, params),
    // The bytes, not the Blob: every fetch sends an ArrayBuffer as-is, whatever realm made the file.
    { method: endpoint.method, headers: { Accept: 'application/json', 'Content-Type': contentType }, body: await file.arrayBuffer() },
    endpoint.timeoutMs,
  );
  const payload = await readJson(response);
  if (response.ok && isEnvelope(payload) && payload.code === 0) return payload.data as R;
  throw failure(payload, response, quiet);
};

/**
 * POSTs a multipart form (a file in a named part; the rest as the query) and answers the envelope's data; the
 * browser writes the boundary into the Content-Type. `quiet` codes are not toasted: the caller shows them.
 */
export const uploadForm = async <R>(
  endpoint: FileEndpoint,
  form: FormData,
  params: Record<string, QueryValue>,
  quiet: readonly number[] = [10005],
): Promise<R> => {
  const response = await send(
    buildUrl(endpoint.path, params),
    { method: endpoint.method, headers: { Accept: 'application/json' }, body: form },
    endpoint.timeoutMs,
  );
  const payload = await readJson(response);
  if (response.ok && isEnvelope(payload) && payload.code === 0) return payload.data as R;
  throw failure(payload, response, quiet);
};

const fileNameOf = (response: Response, fallback: string): string => {
  const disposition = response.headers.get('Content-Disposition') ?? '';
  const star = /filename\*=UTF-8''([^;]+)/i.exec(disposition)?.[1];
  if (star) return decodeURIComponent(star);
  return /filename="?([^";]+)"?/i.exec(disposition)?.[1] ?? fallback;
};

/** GETs a file (errors come as JSON envelopes) and saves it through an object URL under the server's file name. */
export const downloadFile = async (endpoint: FileEndpoint, params: Record<string, QueryValue>, accept: string, fallbackName: string): Promise<void> => {
  const response = await send(
    buildUrl(endpoint.path, params),
    { method: endpoint.method, headers: { Accept: `${accept}, application/json` } },
    endpoint.timeoutMs,
  );
  if (!response.ok || isJson(response)) throw failure(await readJson(response), response, []);
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = fileNameOf(response, fallbackName);
  document.body.appendChild(link);
  link.click();
  link.remove();
  // Revoked on the next turn: the click has handed the URL to the browser by then.
  setTimeout(() => URL.revokeObjectURL(url), 0);
};

/** POSTs JSON and answers the file the server returns (issue 13: a QR code's PNG); refusals come as envelopes, `quiet` codes not toasted. */
export const postForFile = async (endpoint: FileEndpoint, body: object, accept: string, quiet: readonly number[] = []): Promise<Blob> => {
  const response = await send(
    buildUrl(endpoint.path),
    { method: endpoint.method, headers: { Accept: `${accept}, application/json`, 'Content-Type': 'application/json' }, body: JSON.stringify(body) },
    endpoint.timeoutMs,
  );
  if (!response.ok || isJson(response)) throw failure(await readJson(response), response, quiet);
  return response.blob();
};

/** Saves a Blob under `name` through an object URL (the browser's download). */
export const saveBlob = (blob: Blob, name: string): void => {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
};
