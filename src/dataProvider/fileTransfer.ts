import { buildUrl, envelopeData, failure, readJson, send, type QueryValue } from './httpClient';

/**
 * The calls whose body is not JSON: a file sent as the body (an IMDF archive, a beacon table) or in a
 * multipart form (a platform file), and a
 * file read back (an IMDF archive, a beacon CSV). They go through the client's `send` and `failure`
 * (`httpClient.ts`): credentials, the endpoint's time-out, envelope errors, 10002, toasts.
 */
interface FileEndpoint {
  readonly method: string;
  readonly path: string;
  readonly timeoutMs: number;
}

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
  return envelopeData<R>(response, quiet);
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
  return envelopeData<R>(response, quiet);
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
  saveBlob(await response.blob(), fileNameOf(response, fallbackName));
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
  // Revoked on the next turn: the click has handed the URL to the browser by then.
  setTimeout(() => URL.revokeObjectURL(url), 0);
};
