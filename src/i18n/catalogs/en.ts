import { en } from '../en';
import { overEnglish, partsOf } from './base';

/** English: react-admin's pack, ours, then every feature's `en.ts` (issue 19: one chunk per language). */
export const messages = overEnglish(en, ...partsOf(import.meta.glob('../parts/*/en.ts', { eager: true, import: 'en' })));
