import { readFile } from 'node:fs/promises';
import { generateRowTypes, ROW_TYPES_FILE } from '../../../scripts/db-types.js';

describe('the generated row types', () => {
  // A fresh in-memory database migrated from nothing: slower than the pooled template, and the point.
  it('match the schema the migrations build (else: npm run db:types, and commit the file)', { timeout: 180_000 }, async () => {
    const [generated, committed] = await Promise.all([generateRowTypes(), readFile(ROW_TYPES_FILE, 'utf8')]);
    expect(generated, 'server/src/db/schema.generated.ts differs from the migrated schema: run `npm run db:types` and commit the file').toBe(committed);
  });
});
