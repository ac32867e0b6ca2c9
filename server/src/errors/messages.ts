import { folderModules } from '../folderModules.js';

export type Language = 'zh' | 'en';
const LANGUAGES: readonly Language[] = ['en', 'zh'];

/**
 * The messages' types, one member per part: each file in parts/ adds its own (`declare module '../messages.js'`,
 * `interface MessageParts { poi: typeof en }`), so the keys are known without a list of the parts. A type-check
 * project that reaches this file includes the whole folder (server/tsconfig.json does, tests/e2e/tsconfig.json names
 * it), else its MessageKey lacks the parts it does not import.
 * @augmented
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- each file in parts/ adds its member
export interface MessageParts {}

/** Every message key of every part: a misspelt key fails the type check. */
export type MessageKey = { [Part in keyof MessageParts]: keyof MessageParts[Part] & string }[keyof MessageParts];

/** A file of parts/ and what it exports (its `en` and `zh`, when it is well formed). */
export type MessagePart = { file: string; module: Record<string, unknown> };

/** Every file of parts/ (one per entity, and `core`, the messages of no one entity), found by convention rather than listed. */
const messageParts = (): Promise<MessagePart[]> => folderModules(new URL('./parts/', import.meta.url));

const isTexts = (value: unknown): value is Record<string, string> =>
  typeof value === 'object' && value !== null && Object.keys(value).length > 0 && Object.values(value).every((text) => typeof text === 'string');

/**
 * One catalog per language, the parts' messages merged. Refuses (throws, so the server does not start) a part
 * without messages in every language, with other keys in one language than in English, or with a key another
 * part has already.
 */
export function gatherCatalogs(parts: readonly MessagePart[]): Record<Language, Record<string, string>> {
  const catalogs: Record<Language, Record<string, string>> = { en: {}, zh: {} };
  const owner = new Map<string, string>();
  for (const { file, module } of parts) {
    for (const language of LANGUAGES) {
      if (!isTexts(module[language])) throw new Error(`errors/parts/${file} exports no \`${language}\` messages`);
    }
    const keys = Object.keys(module.en as Record<string, string>);
    for (const language of LANGUAGES) {
      const texts = module[language] as Record<string, string>;
      if (Object.keys(texts).length !== keys.length || !keys.every((key) => Object.hasOwn(texts, key))) {
        throw new Error(`errors/parts/${file}: its \`${language}\` messages have other keys than its \`en\` ones`);
      }
    }
    for (const key of keys) {
      const first = owner.get(key);
      if (first) throw new Error(`errors/parts/${file}: the key “${key}” is in errors/parts/${first} already`);
      owner.set(key, file);
      for (const language of LANGUAGES) catalogs[language][key] = (module[language] as Record<string, string>)[key];
    }
  }
  return catalogs;
}

const TYPE_NAMES: Record<Language, Record<string, string>> = {
  en: { integer: 'integer', number: 'number', string: 'text', boolean: 'boolean', array: 'list', object: 'object' },
  zh: { integer: '整数', number: '数字', string: '文本', boolean: '布尔值', array: '列表', object: '对象' },
};

const MESSAGES = gatherCatalogs(await messageParts()) as Record<Language, Record<MessageKey, string>>;

export function translate(language: Language, key: MessageKey, params: Record<string, string | number> = {}): string {
  return MESSAGES[language][key].replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params[name];
    if (name === 'type' && typeof value === 'string') return TYPE_NAMES[language][value] ?? value;
    return value === undefined ? '' : String(value);
  });
}

/** The `language` cookie wins, else Accept-Language; `zh*` is Chinese, anything else English. */
export function pickLanguage(cookie: string | undefined, acceptLanguage: string | undefined): Language {
  const preferred = cookie || firstAccepted(acceptLanguage ?? '');
  return preferred.toLowerCase().startsWith('zh') ? 'zh' : 'en';
}

function firstAccepted(header: string): string {
  const ranked = header
    .split(',')
    .map((part, index) => {
      const [tag, ...rest] = part.trim().split(';');
      const q = rest.map((p) => p.trim()).find((p) => p.startsWith('q='));
      return { tag: tag.trim(), q: q ? Number(q.slice(2)) : 1, index };
    })
    .filter((entry) => entry.tag && entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  return ranked[0]?.tag ?? '';
}
