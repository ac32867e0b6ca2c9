import type { App } from '../../server/src/types.js';
import { OPERATION_METHODS } from '../../server/src/plugins/openapiDocument.js';
import { CSP_DIRECTIVES } from '../../server/src/plugins/securityHeaders.js';
import { buildTestApp } from './helpers.js';
import { mapApi } from '#contract/endpoints/map.js';
import { poiApi } from '#contract/endpoints/poi.js';
import { systemApi } from '#contract/endpoints/system.js';
import { accountApi } from '#contract/endpoints/account.js';
import { buildingApi } from '#contract/endpoints/building.js';
import { usageApi } from '#contract/endpoints/usage.js';
import { wechatCallbackApi } from '#contract/endpoints/wxapp.js';

/**
 * Issue 34 §7: the OpenAPI document the server generates from its routes is valid OpenAPI 3.0.3 (scripts/check-openapi.ts
 * runs Redocly, swagger-parser and openapi-typescript on it; this file checks what they found wrong, without them), and
 * its interactive reference at /api/docs is served from the server's own files.
 */
interface Parameter {
  name: string;
  in: string;
  required?: boolean;
}
interface Operation {
  operationId?: string;
  security?: Array<Record<string, string[]>>;
  parameters?: Parameter[];
  responses?: Record<string, unknown>;
}
interface Document {
  openapi: string;
  servers?: Array<{ url: string }>;
  paths: Record<string, Record<string, Operation>>;
  components?: object;
}

let app: App;
let doc: Document;
beforeAll(async () => {
  app = await buildTestApp();
  doc = (await app.inject({ method: 'GET', url: systemApi.openapi.path })).json<Document>();
});
afterAll(() => app.close());

/** `METHOD /path` (OpenAPI's `{name}`) and its operation, for each operation of the document. */
const operations = () =>
  Object.entries(doc.paths).flatMap(([path, item]) =>
    OPERATION_METHODS.filter((method) => item[method]).map((method) => [`${method.toUpperCase()} ${path}`, item[method]!] as const),
  );
/** The operation of a contract call. */
const operationOf = (call: { method: string; path: string }) => doc.paths[call.path.replace(/:(\w+)/g, '{$1}')]![call.method.toLowerCase()]!;
const parameter = (operation: Operation, name: string) => operation.parameters!.find((p) => p.name === name)!;

/** Every object below `node` with the JSON pointer to it. */
function* objects(node: unknown, pointer = '#'): Generator<[string, Record<string, unknown>]> {
  if (Array.isArray(node)) for (const [i, item] of node.entries()) yield* objects(item, `${pointer}/${i}`);
  else if (node && typeof node === 'object') {
    yield [pointer, node as Record<string, unknown>];
    for (const [key, value] of Object.entries(node)) yield* objects(value, `${pointer}/${key.replace(/~/g, '~0').replace(/\//g, '~1')}`);
  }
}

describe('issue 34 §7: a valid OpenAPI 3.0.3 document', () => {
  it('issue 34 §7: every operation has an operationId of its own, the contract’s name of its call', () => {
    const all = operations();
    expect(all.length).toBeGreaterThan(150);
    const missing = all.filter(([, op]) => !op.operationId).map(([key]) => key);
    expect(missing).toEqual([]);
    const ids = all.map(([, op]) => op.operationId);
    expect(new Set(ids).size).toBe(ids.length);
    expect(operationOf(mapApi.json).operationId).toBe('mapJson');
    expect(operationOf(poiApi.page).operationId).toBe('poiPage');
  });

  it('issue 34 §7: no schema is a tuple (array-form items, additionalItems), which OpenAPI 3.0.3 does not allow', () => {
    const tuples = [...objects(doc)].filter(([, node]) => Array.isArray(node.items) || 'additionalItems' in node).map(([pointer]) => pointer);
    expect(tuples).toEqual([]);
    // The map's bounding box, a tuple of four numbers in its schema, is an array of exactly four numbers.
    const data = (operationOf(mapApi.json).responses!['200'] as { content: Record<string, { schema: { properties: { data: any } } }> }).content[
      'application/json'
    ]!.schema.properties.data;
    expect(data.properties.bbox).toMatchObject({ type: 'array', items: { type: 'number' }, minItems: 4, maxItems: 4 });
  });

  it('issue 34 §7: names the server it is served by, and every operation answers its failures with the error envelope', () => {
    expect(doc.openapi).toBe('3.0.3');
    expect(doc.servers).toEqual([expect.objectContaining({ url: '/' })]);
    const without = operations()
      .filter(([, op]) => !op.responses?.['4XX'])
      .map(([key]) => key);
    expect(without).toEqual([]);
  });

  it('issue 34 §7: a parameter with a default is optional (map-json’s version, a page’s page and size), a truly required one is required', () => {
    const mapJson = operationOf(mapApi.json);
    expect(parameter(mapJson, 'version')).toMatchObject({ in: 'query', required: false });
    expect(parameter(mapJson, 'buildingId')).toMatchObject({ in: 'path', required: true });
    const page = operationOf(poiApi.page);
    expect(parameter(page, 'page')).toMatchObject({ in: 'query', required: false });
    expect(parameter(page, 'size')).toMatchObject({ in: 'query', required: false });
    expect(parameter(page, 'buildingId')).toMatchObject({ in: 'query', required: true });
  });
});

describe('issue 34 §7: the interactive reference at /api/docs (Swagger UI)', () => {
  it('issue 34 §7: a changing call asks for the X-Requested-With header (a scheme "Try it out" sends), with the session where it needs one; a reading call, an app’s and WeChat’s do not', () => {
    const schemes = (doc.components as { securitySchemes: Record<string, object> }).securitySchemes;
    expect(schemes.consoleHeader).toMatchObject({ type: 'apiKey', in: 'header', name: 'X-Requested-With' });
    const securityOf = (call: { method: string; path: string }) => operationOf(call).security;
    expect(securityOf(accountApi.login)).toEqual([{ consoleHeader: [] }]);
    expect(securityOf(accountApi.passwordUpdate)).toEqual([{ session: [], consoleHeader: [] }]);
    // Spec §7's GET that deletes a building is checked like a POST.
    expect(securityOf(buildingApi.delete)).toEqual([{ session: [], consoleHeader: [] }]);
    expect(securityOf(accountApi.current)).toEqual([{ session: [] }]);
    expect(securityOf(systemApi.status)).toEqual([]);
    expect(securityOf(usageApi.collect)).toEqual([]);
    expect(securityOf(wechatCallbackApi.component)).toEqual([]);
  });

  it('issue 34 §7: loads only the server’s own files, reads the same document, asks no online validator', async () => {
    const page = await app.inject({ method: 'GET', url: systemApi.docs.path });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    // No inline script (the CSP allows none) and nothing from another origin.
    expect(page.body).not.toMatch(/<script(?![^>]*\ssrc=)[^>]*>\s*\S/);
    const assets = [...page.body.matchAll(/(?:src|href)="([^"]+)"/g)].map((m) => m[1]!);
    expect(assets.length).toBeGreaterThanOrEqual(4);
    for (const asset of assets) {
      expect(asset, asset).toMatch(new RegExp(`^${systemApi.docs.path}/static/`));
      expect((await app.inject({ method: 'GET', url: asset })).statusCode, asset).toBe(200);
    }
    const initializer = await app.inject({ method: 'GET', url: systemApi.docsInitializer.path });
    // Swagger UI's own default, and ours in its configuration: no validator badge asking validator.swagger.io.
    expect(initializer.body).toContain('validatorUrl: null');
    expect(initializer.body).toContain('"validatorUrl":null');
    expect((await app.inject({ method: 'GET', url: systemApi.docsJson.path })).json()).toEqual(doc);
    expect((await app.inject({ method: 'GET', url: systemApi.docsYaml.path })).body).toContain('operationId: mapJson');
  });

  it('issue 34 §7: the page is sent with a strict CSP: the server’s own scripts only, no inline script or style, nothing remote', async () => {
    const csp = String((await app.inject({ method: 'GET', url: systemApi.docs.path })).headers['content-security-policy']);
    expect(csp).toContain(`script-src ${CSP_DIRECTIVES.scriptSrc.join(' ')};`);
    expect(csp).toContain("style-src 'self';");
    expect(csp).not.toMatch(/unsafe-inline|unsafe-eval|https?:|validator\.swagger\.io/);
  });
});
