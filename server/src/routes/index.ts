// Layers (docs/adding-an-entity.md): per contract entity one file (or folder) in routes/<area>/, services/ and repos/.
// routes/   schema + access (`config`) on the contract's path (`routePath(xApi.call)`), one service call, `ok(result)`.
//           Imports services/, schemas/, contract/, plugins/auth; never repos/, kysely or sql, and opens no transaction.
// services/ the rules: validation, scope and ownership checks, transactions, locks, AppError and errors/fieldErrors. Explicit
//           arguments (db, admin, language, values), never a request or reply; imports repos/, auth/, errors/; never routes/ or plugins/.
// repos/    SQL (kysely) returning rows; never imports services/, routes/, plugins/ or errors/fieldErrors, and throws no AppError.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { RoutePlugin } from '../types.js';

const ROUTES_DIR = fileURLToPath(new URL('.', import.meta.url));
const SOURCE = /\.(ts|js)$/;

/** The route modules below this folder: every source file but this one, in path order (a stable registration order). */
export const routeFiles = (): string[] =>
  readdirSync(ROUTES_DIR, { recursive: true, encoding: 'utf8' })
    .filter((file) => SOURCE.test(file) && !file.endsWith('.d.ts') && !/^index\.(ts|js)$/.test(file))
    .sort();

/**
 * Every /api module, found by convention rather than listed: a file under routes/ whose default export is a route
 * plugin is one (a folder's index.ts registers the parts beside it, which export theirs by name only). Registered
 * under the /api prefix; the contract test proves every declared call has its route.
 */
export const apiRoutes: RoutePlugin = async (app) => {
  for (const file of routeFiles()) {
    const module = (await import(join(ROUTES_DIR, file))) as { default?: RoutePlugin };
    if (typeof module.default === 'function') await app.register(module.default);
  }
};
