/**
 * Where the live simulator learns a building from: over HTTP, only what an app reads, getConfig and the
 * published map files (no beacons' places and no QR codes are public).
 */
import { appConfigApi } from '#contract/endpoints/source.js';
import type { AppConfig } from '#contract/schemas/source.js';
import type { WorldSource } from '../../server/src/db/seed/usage/world.js';

interface Envelope<T> {
  success: boolean;
  code: number;
  data?: T;
  error?: string;
}

async function getJson<T>(url: string): Promise<T> {
  const res = await fetch(url);
  if (!res.ok) {
    const text = await res.text();
    throw new Error(`GET ${url}: HTTP ${res.status} ${text.slice(0, 200)}`);
  }
  return (await res.json()) as T;
}

/** The app's buildings from a running server: getConfig (spec §7) and each building's published map file. */
export async function sourcesFromServer(baseUrl: string, appCode: string, timeZone = 'Asia/Shanghai'): Promise<WorldSource[]> {
  const base = baseUrl.replace(/\/+$/, '');
  const config = await getJson<Envelope<AppConfig>>(`${base}${appConfigApi.getConfig.path}?appCode=${encodeURIComponent(appCode)}`);
  if (!config.success || !config.data) throw new Error(`getConfig ${appCode}: code ${config.code} ${config.error ?? ''}`);
  const sources: WorldSource[] = [];
  for (const b of config.data.buildings) {
    const map = await getJson<{ features: WorldSource['features'] }>(`${base}${b.map.url}`);
    sources.push({ building: { id: b.id, name: b.name, levels: b.levels, poiTypes: b.poiTypes }, features: map.features, beacons: [], qrcodes: [], timeZone });
  }
  return sources;
}
