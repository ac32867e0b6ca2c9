import type { FieldError } from './codes.js';
import { translate, type Language } from './messages.js';

// eslint-disable-next-line no-control-regex -- matching control characters is the point
const NUL = /\u0000/;
// C0 and DEL controls: a name or an e-mail is one line of text.
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL = /[\u0000-\u001f\u007f]/;
const isNameField = (key: string) => /(^|[a-z])(name|Name|email|title|Title)$/.test(key) || key === 'name';

/** Field errors for NUL anywhere, and other control characters in names and e-mails. */
export function controlCharacters(value: unknown, path: string, language: Language, out: FieldError[] = [], depth = 0): FieldError[] {
  if (out.length >= 20 || depth > 64) return out;
  if (typeof value === 'string') {
    const key = path.slice(path.lastIndexOf('.') + 1);
    if (NUL.test(value) || (isNameField(key) && CONTROL.test(value))) out.push({ field: path || 'body', message: translate(language, 'field.control') });
  } else if (Array.isArray(value)) {
    value.forEach((v, i) => controlCharacters(v, `${path}[${i}]`, language, out, depth + 1));
  } else if (value && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) {
      if (NUL.test(k)) out.push({ field: path || 'body', message: translate(language, 'field.control') });
      controlCharacters(v, path ? `${path}.${k}` : k, language, out, depth + 1);
    }
  }
  return out;
}
