import { inject } from 'vitest';
import { canCopy } from '../../../server/src/db/copy.js';
import type { DatabaseHandle } from '../../../server/src/db/types.js';
import { openTestDatabase } from '../helpers.js';

/**
 * Issue 32, decision 2: raw events are copied on a PostgreSQL server (the suite runs there in CI with
 * DATABASE_URL) and inserted with unnest on PGlite, which takes no COPY … FROM STDIN behind its wire protocol. What
 * the copy stores, awkward text included, is checked through the ingestion (tests/server/routes/usage/collect.test.ts).
 */
const onServer = inject('serverTemplate').kind !== 'pglite';
let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await openTestDatabase();
});
afterAll(async () => handle.close());

describe('issue 32: COPY on a PostgreSQL server', () => {
  it('a database (and each of its transactions) copies exactly when it is a PostgreSQL server', async () => {
    expect(canCopy(handle.db)).toBe(onServer);
    expect(await handle.db.transaction().execute(async (trx) => canCopy(trx))).toBe(onServer);
  });
});
