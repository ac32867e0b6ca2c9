import { FLOOR_OPERATOR_PERMISSIONS } from '../../server/src/db/seed/demo.js';
import type { AdminType } from '../../server/src/db/types.js';
import type { App, RouteAccess } from '../../server/src/types.js';
import { CONSOLE_HEADERS, DEMO, buildTestApp, login, multipartBody, type Envelope } from './helpers.js';
import { POLICY, SAMPLES } from './access/index.js';
import type { Policy } from './access/policies.js';
import type { Ids, Sample } from './access/sample.js';
import { systemApi } from '#contract/endpoints/system.js';

/**
 * Issues 4 and 10, the authorization matrix: every /api route the server registers (read from
 * `app.routeAccess`, not a hand list) × each demo admin and no session, against the outcome the
 * specification's policy (access/, not the route's own declaration) gives. A registered route missing
 * from POLICY or SAMPLES, or declared otherwise than POLICY, fails the test. Every route that takes a
 * building is also called with crafted inputs that name a second building (issue 10 smuggling).
 */

/** The payload and content type of a sample's body: JSON, multipart, or none. */
function payloadOf(sample: Sample, ids: Ids, json: object | undefined): { payload?: object | Buffer; headers: Record<string, string> } {
  if (json) return { payload: json, headers: {} };
  if (!sample.multipart) return { headers: {} };
  const { payload, contentType } = multipartBody(sample.multipart(ids));
  return { payload, headers: { 'content-type': contentType } };
}

type ActorKey = keyof typeof DEMO | 'anonymous';
const ACTORS: Array<{ key: ActorKey; type: AdminType | null }> = [
  { key: 'platform', type: 'PLATFORM_ADMINISTRATOR' },
  { key: 'company', type: 'COMPANY_ADMINISTRATOR' },
  { key: 'business', type: 'BUSINESS_ADMINISTRATOR' },
  { key: 'other', type: 'COMPANY_ADMINISTRATOR' },
  { key: 'anonymous', type: null },
];

const keyOf = (r: { method: string; url: string }) => `${r.method} ${r.url}`;
/** Calls that end or remove things go last, the session's own logout at the very end. */
const rank = (r: RouteAccess) => (r.url.endsWith('/logout') ? 2 : r.url.endsWith('/delete') ? 1 : 0);

// The route list is read from a real app at collection time, so the test names carry the numbers.
const probe = await buildTestApp();
await probe.ready();
const ROUTES = [...probe.routeAccess].sort((a, b) => rank(a) - rank(b) || keyOf(a).localeCompare(keyOf(b)));
await probe.close();
const CASES = ROUTES.length * ACTORS.length;
console.log(`authorization matrix: ${ROUTES.length} routes × ${ACTORS.length} actors = ${CASES} cases`);

async function idsOf(app: App): Promise<Ids> {
  const companies = await app.db.selectFrom('company').select(['id', 'name']).execute();
  const buildings = await app.db.selectFrom('building').select(['id', 'name']).execute();
  const admins = await app.db.selectFrom('admin').select(['id', 'email']).execute();
  const role = await app.db.selectFrom('role').select('id').where('name', '=', '楼层运营').executeTakeFirstOrThrow();
  const c = (name: string) => companies.find((x) => x.name === name)!.id;
  const b = (name: string) => buildings.find((x) => x.name === name)!.id;
  const a = (email: string) => admins.find((x) => x.email === email)!.id;
  const region = await app.db
    .selectFrom('mapFeature')
    .innerJoin('buildingVersion', 'buildingVersion.id', 'mapFeature.versionId')
    .select('mapFeature.properties')
    .where('buildingVersion.buildingId', '=', b('环球购物中心'))
    .where('buildingVersion.status', '=', 'draft')
    .where('mapFeature.featureType', '=', 'section')
    .executeTakeFirstOrThrow();
  const beacon = await app.db
    .selectFrom('beacon')
    .select(['id', 'levelId', 'lng', 'lat'])
    .where('buildingId', '=', b('环球购物中心'))
    .orderBy('id')
    .executeTakeFirstOrThrow();
  const qrcode = await app.db.selectFrom('qrcode').select('id').where('buildingId', '=', b('环球购物中心')).orderBy('id').executeTakeFirstOrThrow();
  return {
    demo: c('Demo Malls'),
    other: c('Other Co'),
    mall: b('环球购物中心'),
    office: b('科技园办公楼'),
    tower: b('Other Co Tower'),
    business: a(DEMO.business),
    company: a(DEMO.company),
    floorRole: role.id,
    mallRegion: Number((region.properties as { regionId: number }).regionId),
    mallBeacon: beacon,
    mallQrcode: qrcode.id,
    demoApp: (await app.db.selectFrom('app').select('id').where('appCode', '=', 'demo-malls').executeTakeFirstOrThrow()).id,
  };
}

/** The demo grants (spec §6 model, independent of the server's code): who holds `code` on the building. */
function holds(actor: ActorKey, codes: readonly string[], buildingId: number | undefined, ids: Ids): boolean {
  const own: Record<string, number[]> = { company: [ids.mall, ids.office], other: [ids.tower], business: [ids.mall] };
  if (actor === 'platform') return true;
  if (actor === 'anonymous') return false;
  if (actor === 'business' && !codes.some((code) => FLOOR_OPERATOR_PERMISSIONS.includes(code))) return false;
  return buildingId === undefined ? own[actor].length > 0 : own[actor].includes(buildingId);
}

type Outcome = { code: number } | { not: number[] };

const normalised = (p: Policy) => ({
  auth: p.auth,
  adminTypes: p.adminTypes ? [...p.adminTypes].sort() : undefined,
  permission: p.permission ? [...p.permission].sort() : undefined,
  // `record`: the route checks "any building" up front and the handler the record's own building.
  building: p.building === 'record' ? undefined : p.building,
  changesState: p.changesState ?? false,
});
const declared = (r: RouteAccess) =>
  normalised({
    auth: r.auth,
    adminTypes: r.adminTypes,
    permission: r.permission === undefined ? undefined : [r.permission].flat(),
    building: r.building,
    changesState: r.changesState,
  });

/** The rules of issue 4 for one route and one caller. */
function expected(
  policy: Policy,
  actor: (typeof ACTORS)[number],
  input: { params?: Record<string, number | string>; query: string; body?: object },
  ids: Ids,
): Outcome {
  if (policy.auth === 'public') return { not: [10002] };
  if (policy.auth === 'appKey') return { code: 10008 };
  if (policy.auth === 'wechat') return { code: 10003 };
  if (!actor.type) return { code: 10002 };
  if (policy.adminTypes && !policy.adminTypes.includes(actor.type)) return { code: 10003 };
  if (policy.permission) {
    const [part, field] = policy.building && policy.building !== 'record' ? policy.building.split('.') : ['none', ''];
    const raw =
      part === 'params'
        ? input.params?.[field]
        : part === 'query'
          ? (new URLSearchParams(input.query).get(field) ?? undefined)
          : part === 'body'
            ? (input.body as Record<string, unknown> | undefined)?.[field]
            : undefined;
    const buildingId = raw === undefined || raw === null ? undefined : Number(raw);
    const codes = policy.permission;
    if (!holds(actor.key, codes, buildingId, ids)) {
      const ownCompany = { company: [ids.mall, ids.office], business: [ids.mall, ids.office], other: [ids.tower] }[actor.key as 'company'];
      return buildingId !== undefined && ownCompany && !ownCompany.includes(buildingId) ? { code: 10004 } : { code: 10003 };
    }
  }
  return { not: [10002, 10003] };
}

/** The building an actor works on, and a second one it names elsewhere in the same request. */
const OWN = (actor: ActorKey, ids: Ids) => (actor === 'other' ? ids.tower : ids.mall);
const SECOND = (actor: ActorKey, ids: Ids) => (actor === 'other' ? ids.mall : ids.tower);

interface Crafted {
  name: string;
  build: (ids: Ids, actor: ActorKey) => { url: string; body?: object };
}

/**
 * Issue 10 smuggling: for every route whose building lives in one field, the same call with a second
 * building named elsewhere (query, a repeated query key, beside a path or a body), generated from the
 * policy, so a new route that takes a building is crafted without anyone listing it.
 */
function craftedFor(route: RouteAccess): Crafted[] {
  const policy = POLICY[keyOf(route)];
  if (!policy?.building || policy.building === 'record') return [];
  const [part, field] = policy.building.split('.');
  const sample = SAMPLES[keyOf(route)] ?? {};
  const input = (ids: Ids, actor: ActorKey) => {
    const own = OWN(actor, ids);
    const params = { ...sample.params?.(ids), ...(part === 'params' ? { [field]: own } : {}) };
    const query = new URLSearchParams(sample.query?.(ids) ?? '');
    if (part === 'query') query.set(field, String(own));
    const body = sample.body ? { ...sample.body(ids), ...(part === 'body' ? { [field]: own } : {}) } : undefined;
    const path = route.url.replace(/:(\w+)/g, (_, name: string) => String(params[name]));
    return { path, query, body };
  };
  const url = (path: string, query: URLSearchParams) => (query.size ? `${path}?${query}` : path);
  const names = [...new Set([field, 'buildingId'])];
  const cases: Crafted[] = names.map((name) => ({
    name: `${part === 'query' ? 'repeated' : 'second'} query ${name}`,
    build: (ids, actor) => {
      const { path, query, body } = input(ids, actor);
      query.append(name, String(SECOND(actor, ids)));
      return { url: url(path, query), body };
    },
  }));
  if (route.method === 'POST' && part !== 'body') {
    cases.push({
      name: 'second building in the body',
      build: (ids, actor) => {
        const { path, query, body } = input(ids, actor);
        return { url: url(path, query), body: { ...body, buildingId: SECOND(actor, ids) } };
      },
    });
  }
  return cases;
}

const CRAFTED = ROUTES.flatMap((route) => craftedFor(route).map((c) => [`${keyOf(route)} (${c.name})`, route, c] as const));

describe(`issue 4 authorization matrix: covers ${ROUTES.length} routes × ${ACTORS.length} actors = ${CASES} cases, + ${CRAFTED.length} crafted × ${ACTORS.length}`, () => {
  it('every registered /api route declares its access and has an entry in the matrix (and every entry is a route)', () => {
    expect(ROUTES.length).toBeGreaterThan(30);
    for (const route of ROUTES) {
      expect(['public', 'session', 'appKey', 'wechat'], `${keyOf(route)} declares no access`).toContain(route.auth);
      expect(SAMPLES, `${keyOf(route)} is missing from the matrix: add it to SAMPLES`).toHaveProperty([keyOf(route)]);
    }
    expect(Object.keys(SAMPLES).sort()).toEqual(ROUTES.map(keyOf).sort());
    expect(new Set(ROUTES.map(keyOf)).size).toBe(ROUTES.length);
  });

  it('issue 10: every route is declared as the specification’s policy says (spec §2, §6, §7), and every policy entry is a route', () => {
    for (const route of ROUTES) {
      const policy = POLICY[keyOf(route)];
      expect(policy, `${keyOf(route)} is missing from tests/server/policy.ts`).toBeDefined();
      expect(declared(route), keyOf(route)).toEqual(normalised(policy));
    }
    expect(Object.keys(POLICY).sort()).toEqual(ROUTES.map(keyOf).sort());
  });

  describe.each(ACTORS)('as $key', (actor) => {
    // A fresh app (and database) per actor: its deletes and logout cannot disturb another actor's cases.
    let app: App;
    let cookie: string | undefined;
    let ids: Ids;
    beforeAll(async () => {
      app = await buildTestApp({ mail: { outboxDir: `.tmp/matrix-outbox-${process.pid}` } });
      await app.ready();
      expect(app.routeAccess.map(keyOf).sort()).toEqual(ROUTES.map(keyOf).sort());
      ids = await idsOf(app);
      cookie = actor.key === 'anonymous' ? undefined : await login(app, DEMO[actor.key]);
    });
    const codes: string[] = [];
    afterAll(async () => {
      const counts = new Map<string, number>();
      for (const c of codes) counts.set(c, (counts.get(c) ?? 0) + 1);
      const tally = [...counts].sort().map(([c, n]) => `${c}×${n}`);
      console.log(`matrix as ${actor.key}: ${tally.join(' ')}`);
      if (process.env.MATRIX_VERBOSE) console.log(codes.map((c, i) => `${keyOf(ROUTES[i])} ${c}`).join('\n'));
      await app.close();
    });

    // Issue 10: a request naming two buildings is refused (10005) before any access decision, for everyone.
    it.each(CRAFTED)('issue 10 smuggling: %s', async (_name, route, crafted) => {
      const { url, body } = crafted.build(ids, actor.key);
      const { payload, headers } = payloadOf(SAMPLES[keyOf(route)] ?? {}, ids, body);
      const res = await app.inject({
        method: route.method as 'GET' | 'POST',
        url,
        ...(payload ? { payload } : {}),
        headers: { ...CONSOLE_HEADERS, ...headers, ...(cookie ? { cookie } : {}) },
      });
      const envelope = res.json<Envelope>();
      const seen = `${actor.key} ${url} -> HTTP ${res.statusCode} ${res.body.slice(0, 200)}`;
      expect(envelope.code, seen).toBe(actor.type ? 10005 : 10002);
    });

    it.each(ROUTES.map((r) => [keyOf(r), r] as const))('%s', async (_name, route) => {
      const sample = SAMPLES[keyOf(route)] ?? {};
      const params = sample.params?.(ids);
      const query = sample.query?.(ids) ?? '';
      const body = sample.body?.(ids);
      const path = route.url.replace(/:(\w+)/g, (_, name: string) => String(params?.[name] ?? `:${name}`));
      const { payload, headers } = payloadOf(sample, ids, body);
      const res = await app.inject({
        method: route.method as 'GET' | 'POST',
        url: query ? `${path}?${query}` : path,
        ...(payload ? { payload } : {}),
        headers: { ...CONSOLE_HEADERS, ...headers, ...(cookie ? { cookie } : {}) },
      });
      const envelope: Partial<Envelope> = route.url.startsWith(systemApi.docs.path) ? { code: 0 } : res.json<Envelope>();
      codes.push(String(envelope.code));
      const outcome = expected(POLICY[keyOf(route)], actor, { params, query, body }, ids);
      const seen = `${actor.key} ${keyOf(route)} -> HTTP ${res.statusCode} ${res.body.slice(0, 200)}`;
      expect(res.statusCode, seen).toBeLessThan(500);
      expect(envelope.code, seen).not.toBe(10000);
      if ('code' in outcome) expect(envelope.code, seen).toBe(outcome.code);
      else expect(outcome.not, seen).not.toContain(envelope.code);
    });
  });
});
