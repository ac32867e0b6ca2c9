// Issue 18: why a push failed, stored as a message key and its parameters (push.failure) so the console reads it in
// the admin's language and the failure message is raised in Chinese and English.
import { translate, type Language, type MessageKey } from '../../errors/messages.js';

export interface Failure {
  key: Extract<MessageKey, `push.failure.${string}`>;
  params: Record<string, string | number>;
}

/** The stored failure in a language; text that is not a stored failure is shown as it is. */
export function failureText(failure: Failure | string | null, language: Language): string | null {
  if (failure === null) return null;
  let parsed: Failure | null = typeof failure === 'string' ? null : failure;
  if (typeof failure === 'string') {
    try {
      const value = JSON.parse(failure) as Failure;
      if (value && typeof value.key === 'string' && value.key.startsWith('push.failure.')) parsed = value;
    } catch {
      return failure;
    }
  }
  return parsed ? translate(language, parsed.key, parsed.params ?? {}) : String(failure);
}
