import japaneseMessages from '@bicstone/ra-language-japanese';
import { ja, jaRaMissing } from '../ja';
import { overEnglish, pack, partsOf } from './base';

/** Japanese: the pack, what it lacks, ours, then every feature's `ja.ts` (issue 19: one chunk per language). */
export const messages = overEnglish(pack(japaneseMessages), jaRaMissing, ja, ...partsOf(import.meta.glob('../parts/*/ja.ts', { eager: true, import: 'ja' })));
