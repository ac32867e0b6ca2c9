// Layers (docs/adding-an-entity.md): per contract entity one file (or folder) in routes/<area>/, services/ and repos/.
// routes/   schema + access (`config`) on the contract's call (`route(app, xApi.call, …)`, plugins/route.ts: its method and path, and
//           schemas whose Static types agree with the call's), one service call, `ok(result)`.
//           Imports services/, schemas/, contract/, plugins/auth; never repos/, kysely or sql, and opens no transaction.
// services/ the rules: validation, scope and ownership checks, transactions, locks, AppError and errors/fieldErrors. Explicit
//           arguments (db, admin, language, values), never a request or reply; imports repos/, auth/, errors/; never routes/ or plugins/.
// repos/    SQL (kysely) returning rows; never imports services/, routes/, plugins/ or errors/fieldErrors, and throws no AppError.
import { folderModules } from '../folderModules.js';
import type { RoutePlugin } from '../types.js';

/**
 * Each source file below this folder (but this one), in path order, with its default export when that is a route
 * plugin: such a file is a route module (a folder's index.ts registers the parts beside it, which export theirs by
 * name only, and have none here).
 */
export async function routeModules(): Promise<{ file: string; plugin: RoutePlugin | null }[]> {
  const modules = await folderModules(new URL('.', import.meta.url), { recursive: true, skip: (file) => /^index\.(ts|js)$/.test(file) });
  return modules.map(({ file, module }) => ({ file, plugin: typeof module.default === 'function' ? (module.default as RoutePlugin) : null }));
}

/**
 * Every /api module, found by convention rather than listed (routeModules). Registered under the /api prefix; the
 * contract test proves every declared call has its route and every file under routes/ is registered.
 */
export const apiRoutes: RoutePlugin = async (app) => {
  for (const { plugin } of await routeModules()) if (plugin) await app.register(plugin);
};
