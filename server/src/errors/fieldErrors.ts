import { AppError, Code, type FieldError } from './codes.js';
import { translate, type Language, type MessageKey } from './messages.js';

/** Errors that name a field of the request (10005, 10006) or refuse an action (10003). */
export function field(language: Language, name: string, key: MessageKey, params: Record<string, string | number> = {}): FieldError {
  return { field: name, message: translate(language, key, params) };
}

/** 10005 naming the fields. */
export const invalid = (errors: FieldError[]) => new AppError(Code.VALIDATION, 'validation', {}, errors);

/** 10006 naming the field, with the specific message as `error` too. */
export function conflict(language: Language, name: string, key: MessageKey): AppError {
  return new AppError(Code.CONFLICT, key, {}, [field(language, name, key)]);
}

export const refuse = (key: MessageKey) => new AppError(Code.FORBIDDEN, key);

/** `{ id }` or `{ ids }` -> distinct ids; neither: 10005 naming id. */
export function idsOf(body: { id?: number; ids?: number[] }, language: Language): number[] {
  const ids = [...new Set([...(body.id !== undefined ? [body.id] : []), ...(body.ids ?? [])])];
  if (!ids.length) throw invalid([field(language, 'id', 'admin.idRequired')]);
  return ids;
}
