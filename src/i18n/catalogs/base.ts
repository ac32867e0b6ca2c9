import englishMessages from 'ra-language-english';
import type { TranslationMessages } from 'react-admin';
import { mergeMessages } from '../merge';

/** A CommonJS language pack can arrive wrapped in `default` in the production bundle (interop differs from Vitest). */
export const pack = (module: object): object => ('ra' in module ? module : ((module as { default?: object }).default ?? module));

/** Each pack merged over English so a key the pack lacks still reads in English, then ours on top. */
export const overEnglish = (...sources: object[]): TranslationMessages => mergeMessages(pack(englishMessages), ...sources) as TranslationMessages;

/**
 * The feature parts of one language (`parts/<feature>/<language>.ts`, found by `import.meta.glob`), in the
 * folders' order: a new feature's messages join its language's catalog by being there.
 */
export const partsOf = (found: Record<string, object>): object[] =>
  Object.keys(found)
    .sort()
    .map((path) => found[path]!);
