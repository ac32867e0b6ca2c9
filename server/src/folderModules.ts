import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const SOURCE = /\.(ts|js)$/;

/**
 * The modules of a folder found by convention rather than listed: every source file in it (below it, when
 * `recursive`) except those `skip` names, imported in path order (a stable order), each with its path relative to
 * the folder. Route modules, error-message parts and the tests' access parts are read this way.
 */
export async function folderModules(
  folder: URL,
  { recursive = false, skip = () => false }: { recursive?: boolean; skip?: (file: string) => boolean } = {},
): Promise<{ file: string; module: Record<string, unknown> }[]> {
  const dir = fileURLToPath(folder);
  const files = readdirSync(dir, { recursive, encoding: 'utf8' })
    .filter((file) => SOURCE.test(file) && !file.endsWith('.d.ts') && !skip(file))
    .sort();
  const modules: { file: string; module: Record<string, unknown> }[] = [];
  for (const file of files) modules.push({ file, module: (await import(join(dir, file))) as Record<string, unknown> });
  return modules;
}
