/**
 * The console's one way of finding its parts (docs/architecture.md): each part is a folder whose `index.ts`
 * default-exports its declaration, and the registry beside the folders finds them all (one eager
 * `import.meta.glob` of every `./<folder>/index.ts`); nothing lists them. The resources (src/resources/) and the
 * shell pages (src/shell/pages/) are both registries of this kind.
 */
export type DeclarationModules<T> = Record<string, { default?: T }>;

const folderOf = (file: string): string | undefined => /^\.\/([^/]+)\/index\.ts$/.exec(file)?.[1];

/** The declarations of the globbed `./<folder>/index.ts` modules; one without a declaration stops the console. */
export const declarationsOf = <T>(modules: DeclarationModules<T>): T[] =>
  Object.entries(modules).map(([file, module]) => {
    if (!module.default) throw new Error(`${file} has no declaration (its default export)`);
    return module.default;
  });

/**
 * What is amiss between a registry's folders (as the file system lists them) and its globbed modules: a folder
 * without an `index.ts` declaring it, or a module outside a folder or without a declaration. Empty when they agree.
 */
export const registryMismatches = <T>(folders: readonly string[], modules: DeclarationModules<T>): string[] => {
  const declared = Object.entries(modules).map(([file, module]) => ({ file, folder: folderOf(file), declared: module.default !== undefined }));
  return [
    ...folders.filter((folder) => !declared.some((entry) => entry.folder === folder && entry.declared)).map((folder) => `${folder}/ declares nothing`),
    ...declared.filter((entry) => !entry.folder || !folders.includes(entry.folder)).map((entry) => `${entry.file} is not a folder's index.ts`),
    ...declared.filter((entry) => entry.folder && !entry.declared).map((entry) => `${entry.file} has no default export`),
  ];
};
