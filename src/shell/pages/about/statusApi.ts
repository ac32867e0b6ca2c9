import { systemApi } from '#contract/endpoints/system';
import type { ServerStatusDto as ServerStatus } from '#contract/schemas/system';
import { call } from '../../../dataProvider/httpClient';

export type { ServerStatus };

export const fetchStatus = (): Promise<ServerStatus> => call(systemApi.status);

/**
 * The console's build time, honestly sourced: a build-time variable if one is defined, else the
 * Last-Modified header the server sends for the built index.html (the file is written by the build).
 * The Vite dev server sends none, so the answer there is null ("unknown").
 */
export const fetchConsoleBuildTime = async (): Promise<string | null> => {
  const defined: unknown = import.meta.env.VITE_BUILD_TIME;
  if (typeof defined === 'string' && defined) return defined;
  try {
    const response = await fetch('/index.html', { method: 'HEAD', cache: 'no-store', credentials: 'same-origin' });
    const modified = response.ok ? response.headers.get('last-modified') : null;
    return modified && !Number.isNaN(Date.parse(modified)) ? new Date(modified).toISOString() : null;
  } catch {
    return null;
  }
};
