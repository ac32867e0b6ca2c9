// Issue 17: the third-party platform's secrets and tokens are kept encrypted under SECRET_KEY (AES-256-GCM).
import { AppError, Code } from '../../errors/codes.js';
import { decryptSecret, encryptSecret } from '../../shared/secrets.js';
import type { WxOpenDeps } from '../../wechat/options.js';

function keyOf(deps: Pick<WxOpenDeps, 'secretKey'>): string {
  if (!deps.secretKey) throw new AppError(Code.INTERNAL, 'wxapp.secretKeyMissing');
  return deps.secretKey;
}

export function seal(deps: Pick<WxOpenDeps, 'secretKey'>, plain: string): string {
  return encryptSecret(plain, keyOf(deps));
}

export function unseal(deps: Pick<WxOpenDeps, 'secretKey'>, stored: string): string {
  const key = keyOf(deps);
  try {
    return decryptSecret(stored, key);
  } catch {
    throw new AppError(Code.INTERNAL, 'wxapp.secretUnreadable');
  }
}

/** `wx12…cdef`: enough to recognise a value, never enough to use it. */
export function masked(plain: string): string {
  if (plain.length <= 8) return '•'.repeat(plain.length);
  return `${plain.slice(0, 4)}${'•'.repeat(Math.min(12, plain.length - 8))}${plain.slice(-4)}`;
}
