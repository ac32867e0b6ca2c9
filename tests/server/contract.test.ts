import { readdirSync, readFileSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Endpoint } from '#contract/endpoints/endpoint.js';
import { DEFAULT_TIMEOUT_MS, LONG_TIMEOUT_MS } from '#contract/endpoints/endpoint.js';
import { routeModules } from '../../server/src/routes/index.js';
import type { App } from '../../server/src/types.js';
import { PARTS } from './access/index.js';
import { buildTestApp } from './helpers.js';
import { poiApi } from '#contract/endpoints/poi.js';
import { buildingApi } from '#contract/endpoints/building.js';

/**
 * Issue 11, one contract: every call of `contract/endpoints/*` (read from the folder, not a list) is a
 * route the server registers with the same method, and every route the server registers is one of them,
 * so the console (which calls only these declarations) and the server cannot drift apart.
 */
const CONTRACT_DIR = fileURLToPath(new URL('../../contract/endpoints/', import.meta.url));
const ROUTES_DIR = fileURLToPath(new URL('../../server/src/routes/', import.meta.url));

async function declaredCalls(): Promise<Array<{ name: string; endpoint: Endpoint }>> {
  const files = readdirSync(CONTRACT_DIR).filter((f) => f.endsWith('.ts') && f !== 'endpoint.ts');
  const calls: Array<{ name: string; endpoint: Endpoint }> = [];
  for (const file of files) {
    const module = (await import(`${CONTRACT_DIR}${file}`)) as Record<string, Record<string, Endpoint>>;
    // The calls are the `<entity>Api` objects; a contract file may also hold constants both sides share (issue 13's beacon table columns).
    for (const [group, endpoints] of Object.entries(module).filter(([name]) => name.endsWith('Api'))) {
      for (const [key, endpoint] of Object.entries(endpoints)) calls.push({ name: `${file}:${group}.${key}`, endpoint });
    }
  }
  return calls;
}

let app: App;
beforeAll(async () => {
  app = await buildTestApp();
  await app.ready();
});
afterAll(async () => app.close());

describe('the API contract (issue 11)', () => {
  it('declares every route the server registers, with its method, and nothing the server lacks', async () => {
    const calls = await declaredCalls();
    const declared = calls.map((c) => `${c.endpoint.method} ${c.endpoint.path}`).sort();
    const registered = app.routeAccess.map((r) => `${r.method} ${r.url}`).sort();
    expect(registered.length).toBeGreaterThan(60);
    expect(declared).toEqual(registered);
  });

  it('declares each call once, with a time-out of spec §9 (8000 ms, or 60000 ms for the long calls of spec §7)', async () => {
    const calls = await declaredCalls();
    const keys = calls.map((c) => `${c.endpoint.method} ${c.endpoint.path}`);
    expect(new Set(keys).size).toBe(keys.length);
    for (const { name, endpoint } of calls) expect([DEFAULT_TIMEOUT_MS, LONG_TIMEOUT_MS], name).toContain(endpoint.timeoutMs);
    const long = calls.filter((c) => c.endpoint.timeoutMs === LONG_TIMEOUT_MS).map((c) => c.endpoint.path);
    expect(long).toEqual(expect.arrayContaining([poiApi.page.path, buildingApi.add.path, buildingApi.update.path, buildingApi.importImdf.path]));
  });

  it('registers every route module by convention: each file under server/src/routes default-exports a route plugin, or is a part a module beside it imports', async () => {
    const modules = await routeModules();
    expect(modules.length).toBeGreaterThan(30);
    const plugins = modules.filter((m) => m.plugin).map((m) => m.file);
    const unregistered = modules
      .filter((m) => !m.plugin)
      .map((m) => m.file)
      .filter((file) => {
        const specifier = `'./${basename(file).replace(/\.ts$/, '.js')}'`;
        return !plugins.some((plugin) => dirname(plugin) === dirname(file) && readFileSync(join(ROUTES_DIR, plugin), 'utf8').includes(specifier));
      });
    expect(unregistered).toEqual([]);
  });

  it('gives every contract file its access part (tests/server/access/<entity>.ts): the policy and a sample of exactly its calls', async () => {
    const byFile = new Map<string, string[]>();
    for (const { name, endpoint } of await declaredCalls()) {
      const entity = name.slice(0, name.indexOf('.ts:'));
      byFile.set(entity, [...(byFile.get(entity) ?? []), `${endpoint.method} ${endpoint.path}`].sort());
    }
    expect(Object.keys(PARTS).sort()).toEqual([...byFile.keys()].sort());
    for (const [entity, calls] of byFile) {
      expect(Object.keys(PARTS[entity]!.policy).sort(), `access/${entity}.ts policy`).toEqual(calls);
      expect(Object.keys(PARTS[entity]!.samples).sort(), `access/${entity}.ts samples`).toEqual(calls);
    }
  });
});
