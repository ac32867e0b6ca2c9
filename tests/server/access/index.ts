import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Policy } from './policies.js';
import type { Sample } from './sample.js';

/**
 * The access and a sample input of every call, gathered from one part per contract file (`access/<entity>.ts`
 * beside `contract/endpoints/<entity>.ts`: its `policy` and its `samples`), found by reading this folder, never
 * listed. A new entity adds its part; `access.test.ts` fails while a contract file has none or a part names a call
 * its contract file does not declare.
 */
export const ACCESS_DIR = fileURLToPath(new URL('.', import.meta.url));
const OWN_FILES = new Set(['index.ts', 'policies.ts', 'sample.ts']);

export interface AccessPart {
  policy: Record<string, Policy>;
  samples: Record<string, Sample>;
}

/** Each part by its entity's name (the contract file's), in name order. */
export const PARTS: Record<string, AccessPart> = {};
for (const file of readdirSync(ACCESS_DIR)
  .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts') && !OWN_FILES.has(f))
  .sort()) {
  PARTS[file.replace(/\.ts$/, '')] = (await import(new URL(file, import.meta.url).href)) as AccessPart;
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
