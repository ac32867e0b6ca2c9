import { RawNode, type KyselyPlugin } from 'kysely';
import type { DatabaseHandle, Db } from '../../../server/src/db/types.js';
import { Code } from '../../../server/src/errors/codes.js';
import { lockDraft } from '../../../server/src/services/map.js';
import { openTestDatabase } from '../helpers.js';

let handle: DatabaseHandle;
let buildingId: number;
beforeAll(async () => {
  handle = await openTestDatabase();
  buildingId = (await handle.db.selectFrom('building').select('id').where('name', '=', '环球购物中心').executeTakeFirstOrThrow()).id;
});
afterAll(() => handle.close());

/** Runs `work` in a transaction and answers the raw SQL it sent (the building's lock is raw SQL: `FOR UPDATE`). */
async function rawSqlOf(work: (trx: Db) => Promise<unknown>) {
  const sent: string[] = [];
  const recorder: KyselyPlugin = {
    transformQuery: ({ node }) => {
      if (RawNode.is(node)) sent.push(node.sqlFragments.join('?'));
      return node;
    },
    transformResult: async ({ result }) => result,
  };
  await handle.db
    .withPlugin(recorder)
    .transaction()
    .execute((trx) => work(trx).catch((error: unknown) => sent.push(`error ${(error as { code?: number }).code}`)));
  return sent;
}

const draftRevision = async () =>
  (
    await handle.db
      .selectFrom('buildingVersion')
      .select('revision')
      .where('buildingId', '=', buildingId)
      .where('status', '=', 'draft')
      .executeTakeFirstOrThrow()
  ).revision;

// Issue 19: under 50 sessions on PostgreSQL, POI saves that had already lost each held a connection while they
// queued for the building's lock. A draft's revision only grows, so a stale base revision is answered at once.
describe('issue 19: a save whose base revision is already behind the draft does not wait for the lock', () => {
  it('a stale base revision answers 10006 without locking the building', async () => {
    const current = await draftRevision();
    const sent = await rawSqlOf((trx) => lockDraft(trx, buildingId, null, current - 1, 'pois'));
    expect(sent.at(-1)).toBe(`error ${Code.CONFLICT}`);
    expect(sent.some((s) => s.includes('FOR UPDATE'))).toBe(false);
    expect(await draftRevision()).toBe(current);
  });

  it('the current base revision takes the lock and moves the revision on by one', async () => {
    const current = await draftRevision();
    const sent = await rawSqlOf((trx) => lockDraft(trx, buildingId, null, current, 'pois'));
    expect(sent.some((s) => s.includes('FOR UPDATE'))).toBe(true);
    expect(sent.some((s) => s.startsWith('error'))).toBe(false);
    expect(await draftRevision()).toBe(current + 1);
  });
});
