import chineseMessages from '@haxqer/ra-language-chinese';
import { zh, zhRaMissing } from '../zh';
import { overEnglish, pack, partsOf } from './base';

/** Simplified Chinese: the pack, what it lacks, ours, then every feature's `zh.ts` (issue 19: one chunk per language). */
export const messages = overEnglish(pack(chineseMessages), zhRaMissing, zh, ...partsOf(import.meta.glob('../parts/*/zh.ts', { eager: true, import: 'zh' })));
