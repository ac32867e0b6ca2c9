import type { WxBatch, WxBatchPage, WxGroupMembers, WxTemplateList } from '#contract/schemas/wxappCode.js';
import { DEMO, call, login, post } from '../../helpers.js';
import { wxWorld, type WxWorld } from './wxappWorld.js';
import { wxappCodeApi } from '#contract/endpoints/wxappCode.js';

/** Issue 17 分组: a batch release over an app group's mini-programs, against the real stand-in. */

let world: WxWorld;
let cookie: string;

beforeAll(async () => {
  world = await wxWorld();
  cookie = await login(world.app, DEMO.platform);
});
afterAll(() => world.close());

async function groupOfThree() {
  const db = world.app.db;
  const { companyId } = await db.selectFrom('app').select('companyId').where('appCode', '=', 'demo-malls').executeTakeFirstOrThrow();
  const { id: groupId } = await db.insertInto('appGroup').values({ name: '批量发布测试' }).returning('id').executeTakeFirstOrThrow();
  const members = [];
  for (const name of ['甲', '乙', '丙']) {
    const { id: appId } = await db
      .insertInto('app')
      .values({ companyId, name: `${name}商场`, appCode: `batch-${name.charCodeAt(0)}` })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db.insertInto('appGroupApp').values({ groupId, appId }).execute();
    members.push(await world.authorize(`${name}导航`, Number(appId)));
  }
  return { groupId: Number(groupId), members };
}

describe('issue 17 分组: batch release', () => {
  it('commits and submits every member, follows the audits, releases only those that passed, and never twice', async () => {
    world.standIn.addDraft(undefined, { userVersion: '5.0.0', userDesc: 'batch' });
    const drafts = (await call<Array<{ draftId: number }>>(world.app, `${wxappCodeApi.drafts.path}?openPlatformId=${world.platformId}`, cookie)).body.data!;
    await post(world.app, wxappCodeApi.addTemplate.path, { openPlatformId: world.platformId, draftId: drafts[0]!.draftId }, cookie);
    const { records } = (await call<WxTemplateList>(world.app, `${wxappCodeApi.templates.path}?openPlatformId=${world.platformId}`, cookie)).body.data!;
    const { groupId, members } = await groupOfThree();

    const listed = (await call<WxGroupMembers>(world.app, `${wxappCodeApi.members.path}?groupId=${groupId}`, cookie)).body.data!;
    expect(listed.members.map((m) => m.nickName).sort()).toEqual(['丙导航', '乙导航', '甲导航'].sort());

    const bad = await post(world.app, wxappCodeApi.startBatch.path, { groupId, templateId: records[0]!.templateId, version: '' }, cookie);
    expect(bad.body.errors?.[0]?.field).toBe('version');

    const started = await post<WxBatch>(
      world.app,
      wxappCodeApi.startBatch.path,
      { groupId, templateId: records[0]!.templateId, version: '5.0.0', description: '批量' },
      cookie,
    );
    expect(started.body.code).toBe(0);
    const batch = started.body.data!;
    expect(batch.items.map((i) => i.state)).toEqual(['auditing', 'auditing', 'auditing']);

    const [a, b, c] = members;
    await world.standIn.resolveAudit(a!.appid, 'passed');
    await world.standIn.resolveAudit(b!.appid, 'rejected', '类目不符');
    // The third result is found by polling (refresh), as when a push is lost.
    world.muted.add(c!.appid);
    await world.standIn.resolveAudit(c!.appid, 'passed');
    for (let i = 0; i < 100 && world.applied.length < 2; i++) await new Promise((r) => setTimeout(r, 20));
    expect((await call<WxBatch>(world.app, `${wxappCodeApi.batch.path}?id=${batch.id}`, cookie)).body.data!.items.find((i) => i.wxappId === c!.id)!.state).toBe(
      'auditing',
    );
    const board = (await call<WxBatch>(world.app, `${wxappCodeApi.batch.path}?id=${batch.id}&refresh=true`, cookie)).body.data!;
    const stateOf = (view: WxBatch, id: number) => view.items.find((i) => i.wxappId === id)!;
    expect(stateOf(board, a!.id).state).toBe('passed');
    expect(stateOf(board, b!.id)).toMatchObject({ state: 'rejected', error: '类目不符' });
    expect(stateOf(board, c!.id).state).toBe('passed');

    // Two concurrent releases: each passed member is released once, the rejected one never.
    const [one, two] = await Promise.all([
      post<WxBatch>(world.app, wxappCodeApi.releaseBatch.path, { id: batch.id }, cookie),
      post<WxBatch>(world.app, wxappCodeApi.releaseBatch.path, { id: batch.id }, cookie),
    ]);
    expect(one.body.code).toBe(0);
    expect(two.body.code).toBe(0);
    const again = (await post<WxBatch>(world.app, wxappCodeApi.releaseBatch.path, { id: batch.id }, cookie)).body.data!;
    expect(again.counts).toEqual({ released: 2, rejected: 1 });
    const steps = await world.app.db.selectFrom('wxappCodeStep').select(['wxappId']).where('action', '=', 'release').where('batchId', '=', batch.id).execute();
    expect(steps.map((s) => Number(s.wxappId)).sort()).toEqual([a!.id, c!.id].sort());
    expect(world.standIn.state(b!.appid).online).toBeUndefined();

    const page = (await call<WxBatchPage>(world.app, `${wxappCodeApi.batches.path}?groupId=${groupId}&page=1&size=10`, cookie)).body.data!;
    expect(page).toMatchObject({ total: 1 });
    expect(page.records[0]!.counts).toEqual({ released: 2, rejected: 1 });
  });

  it('refuses an unknown group (10004) and a group without mini-programs (10006)', async () => {
    expect((await call(world.app, `${wxappCodeApi.members.path}?groupId=999999`, cookie)).body.code).toBe(10004);
    const { id } = await world.app.db.insertInto('appGroup').values({ name: '空分组' }).returning('id').executeTakeFirstOrThrow();
    const empty = await post(world.app, wxappCodeApi.startBatch.path, { groupId: Number(id), templateId: 1, version: '1.0.0' }, cookie);
    expect(empty.body.code).toBe(10006);
  });
});

describe('issue 17 分组: a member whose code WeChat still checks (61039)', () => {
  it('stays committed with the message, and the board’s refresh submits it once WeChat is done', async () => {
    const slow = await wxWorld({ codeCheckMs: 1500 });
    try {
      const platform = await login(slow.app, DEMO.platform);
      slow.standIn.addDraft(undefined, { userVersion: '6.0.0', userDesc: 'slow' });
      const drafts = (await call<Array<{ draftId: number }>>(slow.app, `${wxappCodeApi.drafts.path}?openPlatformId=${slow.platformId}`, platform)).body.data!;
      await post(slow.app, wxappCodeApi.addTemplate.path, { openPlatformId: slow.platformId, draftId: drafts[0]!.draftId }, platform);
      const { records } = (await call<WxTemplateList>(slow.app, `${wxappCodeApi.templates.path}?openPlatformId=${slow.platformId}`, platform)).body.data!;
      const db = slow.app.db;
      const app = await db.selectFrom('app').select('id').where('appCode', '=', 'demo-malls').executeTakeFirstOrThrow();
      const { id: groupId } = await db.insertInto('appGroup').values({ name: '检测中' }).returning('id').executeTakeFirstOrThrow();
      await db.insertInto('appGroupApp').values({ groupId, appId: app.id }).execute();
      const member = await slow.authorize('检测中导航', Number(app.id));

      const started = (
        await post<WxBatch>(
          slow.app,
          wxappCodeApi.startBatch.path,
          { groupId: Number(groupId), templateId: records[0]!.templateId, version: '6.0.0' },
          platform,
          {
            'accept-language': 'zh-CN',
          },
        )
      ).body.data!;
      expect(started.items[0]).toMatchObject({ wxappId: member.id, state: 'committed' });
      expect(started.items[0]!.error).toContain('代码检测');

      await new Promise((r) => setTimeout(r, 1600));
      const board = (await call<WxBatch>(slow.app, `${wxappCodeApi.batch.path}?id=${started.id}&refresh=true`, platform)).body.data!;
      expect(board.items[0]).toMatchObject({ state: 'auditing', error: '' });
    } finally {
      await slow.close();
    }
  });
});
