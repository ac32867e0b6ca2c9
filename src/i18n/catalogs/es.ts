import spanishMessages from '@blackbox-vision/ra-language-spanish/dist-web/index.js';
import { es, esRaMissing } from '../es';
import { overEnglish, pack, partsOf } from './base';

/** Spanish: the pack, what it lacks, ours, then every feature's `es.ts` (issue 19: one chunk per language). */
export const messages = overEnglish(pack(spanishMessages), esRaMissing, es, ...partsOf(import.meta.glob('../parts/*/es.ts', { eager: true, import: 'es' })));
