import { folderModules } from '../../../server/src/folderModules.js';
import type { Policy } from './policies.js';
import type { Sample } from './sample.js';

/**
 * The access and a sample input of every call, gathered from one part per contract file (`access/<entity>.ts`
 * beside `contract/endpoints/<entity>.ts`: its `policy` and its `samples`), found by reading this folder, never
 * listed. A new entity adds its part; the contract test (`tests/server/contract.test.ts`) fails while a contract file has none or a part names a call
 * its contract file does not declare.
 */
const OWN_FILES = new Set(['index.ts', 'policies.ts', 'sample.ts']);

export interface AccessPart {
  policy: Record<string, Policy>;
  samples: Record<string, Sample>;
}

/** Each part by its entity's name (the contract file's), in name order. */
export const PARTS: Record<string, AccessPart> = {};
for (const { file, module } of await folderModules(new URL('.', import.meta.url), { skip: (f) => f.endsWith('.test.ts') || OWN_FILES.has(f) })) {
  PARTS[file.replace(/\.ts$/, '')] = module as unknown as AccessPart;
}

/** One table from the parts; a call two parts both name is a mistake, refused here. */
function gather<K extends keyof AccessPart>(key: K): AccessPart[K] {
  const out: Record<string, unknown> = {};
  for (const [entity, part] of Object.entries(PARTS)) {
    for (const [call, value] of Object.entries(part[key])) {
      if (call in out) throw new Error(`access/${entity}.ts names ${call}, which another part names too`);
      out[call] = value;
    }
  }
  return out as AccessPart[K];
}

/** The access the specification gives each call (`METHOD /path`). */
export const POLICY: Record<string, Policy> = gather('policy');
/** A small valid input per call (`{}`: none; the session and admin-type checks run before validation). */
export const SAMPLES: Record<string, Sample> = gather('samples');
