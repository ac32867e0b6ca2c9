import { buildingApi } from '../../../server/src/contract/building';
import { ApiError } from '../../dataProvider/ApiError';
import { isEnvelope, isSessionExpired } from '../../dataProvider/envelope';
import { CONSOLE_HEADERS, buildUrl, type QueryValue } from '../../dataProvider/httpClient';
import { emitBus } from '../../session/bus';
import { handleSessionExpired } from '../../session/expiry';

/**
 * The two calls whose body is not JSON: an IMDF archive sent as `application/zip`, and one read
 * back as a file. They keep the client's rules (credentials, time-out, envelope errors, 10002, toasts).
 */
const { importImdf: UPLOAD, exportImdf: DOWNLOAD } = buildingApi;

/** What the upload answers: the contract's reply type of `building/add-server-map` (the schema's ImportResultDto). */
type UploadReply = NonNullable<typeof UPLOAD.types>['reply'];

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

/** `building/add-server-map`: the archive as the body, the rest as the query; 10005 (the archive's problems) is not toasted. */
export const uploadImdf = async (file: Blob, params: Record<string, QueryValue>): Promise<UploadReply> => {
  const response = await send(
    buildUrl(UPLOAD.path, params),
    // The bytes, not the Blob: every fetch sends an ArrayBuffer as-is, whatever realm made the file.
    { method: UPLOAD.method, headers: { Accept: 'application/json', 'Content-Type': 'application/zip' }, body: await file.arrayBuffer() },
    UPLOAD.timeoutMs,
  );
  const payload = await readJson(response);
  if (response.ok && isEnvelope(payload) && payload.code === 0) return payload.data as UploadReply;
  throw failure(payload, response, [10005]);
};

const fileNameOf = (response: Response, fallback: string): string => {
  const disposition = response.headers.get('Content-Disposition') ?? '';
  const star = /filename\*=UTF-8''([^;]+)/i.exec(disposition)?.[1];
  if (star) return decodeURIComponent(star);
  return /filename="?([^";]+)"?/i.exec(disposition)?.[1] ?? fallback;
};

/** `building/imdf`: one version of a building as an IMDF archive, saved through an object URL. */
export const downloadImdf = async (buildingId: number, version: number | 'draft' | 'latest', fallbackName: string): Promise<void> => {
  // A whole venue's archive can take as long as its upload (the contract gives it the long time-out).
  const target = buildUrl(DOWNLOAD.path, { buildingId, version });
  const response = await send(target, { method: DOWNLOAD.method, headers: { Accept: 'application/zip, application/json' } }, DOWNLOAD.timeoutMs);
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
