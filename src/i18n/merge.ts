export type Tree = { [key: string]: string | Tree };

const isTree = (value: unknown): value is Tree => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Deep merge, later sources win; used to lay a language pack and our messages over English. */
export const mergeMessages = (...sources: object[]): Tree => {
  const result: Tree = {};
  for (const source of sources) {
    for (const [key, value] of Object.entries(source)) {
      const existing = result[key];
      if (isTree(value)) result[key] = mergeMessages(isTree(existing) ? existing : {}, value);
      else if (typeof value === 'string') result[key] = value;
    }
  }
  return result;
};

export const flattenKeys = (tree: Tree, prefix = ''): string[] =>
  Object.entries(tree).flatMap(([key, value]) => (isTree(value) ? flattenKeys(value, `${prefix}${key}.`) : [`${prefix}${key}`]));
