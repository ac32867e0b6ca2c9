import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The product owner's shared folder beside the project (`../shared`: the specification and test data
 * nobody here wrote); `SHARED_DIR` points elsewhere when the project is checked out on its own.
 */
export const SHARED_DIR = process.env.SHARED_DIR ?? resolve(fileURLToPath(new URL('../', import.meta.url)), '../shared');

/** A real IMDF export (a university campus, no manifest, non-standard extra files): see its SOURCE.md. */
export const SPBSTU_DIR = resolve(SHARED_DIR, 'testdata/imdf-spbstu');
