import type { FieldError } from '../errors/codes.js';
import { translate, type Language, type MessageKey } from '../errors/messages.js';
import { verifyPassword } from './password.js';

const MIN_PASSWORD_LENGTH = 8;

/** The first rule the new password breaks, or null; `currentHash` is compared last as it costs a scrypt. */
export async function passwordPolicyBreach(
  password: string,
  context: { email: string; currentHash?: string; oldPassword?: string },
): Promise<MessageKey | null> {
  if (password.trim().toLowerCase() === context.email.trim().toLowerCase()) return 'password.sameAsEmail';
  if ([...password].length < MIN_PASSWORD_LENGTH || !/\p{L}/u.test(password) || !/\p{N}/u.test(password)) {
    return 'password.policy';
  }
  if (context.oldPassword !== undefined && password === context.oldPassword) return 'password.sameAsOld';
  if (context.currentHash && (await verifyPassword(password, context.currentHash))) return 'password.sameAsOld';
  return null;
}

export function fieldError(language: Language, field: string, key: MessageKey): FieldError {
  return { field, message: translate(language, key) };
}
