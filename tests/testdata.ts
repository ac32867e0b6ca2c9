import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The product owner's shared folder beside the project (`../shared`: the specification and test data
 * nobody here wrote, not part of the project); `SHARED_DIR` points elsewhere. Only the shared suite reads
 * it (`*.shared.test.ts`, `*.shared.spec.ts`: `npm run test:shared`, `npm run test:e2e:shared`); `npm test`
 * and `npm run test:e2e` use the IMDF archive the tests make (tests/server/imdf/madeArchive.ts).
 */
const SHARED_DIR = process.env.SHARED_DIR ?? resolve(fileURLToPath(new URL('../', import.meta.url)), '../shared');

/** A real IMDF export (a university campus, no manifest, non-standard extra files): see its SOURCE.md. */
export const SPBSTU_DIR = resolve(SHARED_DIR, 'testdata/imdf-spbstu');
