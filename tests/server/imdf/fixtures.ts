import { strFromU8, strToU8, unzipSync, zipSync } from 'fflate';
import type { App } from '../../../server/src/types.js';
import { CONSOLE_HEADERS, type Envelope } from '../helpers.js';
import { madeArchive, type Files } from './madeArchive.js';
import { buildingApi } from '#contract/endpoints/building.js';

export type { Files };

/** The GeoJSON files of the IMDF archive the tests make (see `madeArchive.ts`). */
export const madeFiles = (): Files => madeArchive().files;

export const zip = (files: Files): Buffer => Buffer.from(zipSync(files));
export const unzip = (data: Buffer | Uint8Array): Files => unzipSync(new Uint8Array(data));

export const readJson = <T = any>(files: Files, name: string): T => JSON.parse(strFromU8(files[name]));

/** A copy of the files with one GeoJSON file changed in place by `edit`. */
export function withJson(files: Files, name: string, edit: (json: any) => unknown): Files {
  const json = readJson(files, name);
  edit(json);
  return { ...files, [name]: strToU8(JSON.stringify(json)) };
}

export function without(files: Files, ...names: string[]): Files {
  return Object.fromEntries(Object.entries(files).filter(([name]) => !names.includes(name)));
}

export interface ImportAnswer {
  building: { id: number; name: string; levels: Array<{ id: number; ordinal: number; name: string; shortName: string }> };
  report: {
    files: Array<{ file: string; featureType: string | null; features: number; taken: number; status: string; reason?: string }>;
    taken: Record<string, number>;
    notTaken: Array<{ file: string; featureId: string | null; reason: string }>;
  };
}

/** POSTs an archive (or any body) to add-server-map. */
export async function upload(app: App, cookie: string | undefined, body: Buffer | undefined, query = '', contentType = 'application/zip') {
  const res = await app.inject({
    method: 'POST',
    url: `${buildingApi.importImdf.path}${query ? `?${query}` : ''}`,
    ...(body ? { payload: body } : {}),
    headers: { ...CONSOLE_HEADERS, ...(body ? { 'content-type': contentType } : {}), ...(cookie ? { cookie } : {}) },
  });
  return { status: res.statusCode, body: res.json<Envelope<ImportAnswer>>() };
}

export async function buildingCount(app: App): Promise<number> {
  const row = await app.db
    .selectFrom('building')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function companyIds(app: App): Promise<{ demo: number; other: number }> {
  const rows = await app.db.selectFrom('company').select(['id', 'name']).execute();
  return { demo: rows.find((c) => c.name === 'Demo Malls')!.id, other: rows.find((c) => c.name === 'Other Co')!.id };
}
