// Issue 13 (DESIGN §10): outside services' secrets are kept encrypted at rest, AES-256-GCM under SECRET_KEY.
import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

const VERSION = 'v1';

/** 64 hex digits are the key itself; any other text is hashed (SHA-256) into one. */
function keyOf(secretKey: string): Buffer {
  return /^[0-9a-f]{64}$/i.test(secretKey) ? Buffer.from(secretKey, 'hex') : createHash('sha256').update(secretKey, 'utf8').digest();
}

/** `v1.<iv>.<tag>.<ciphertext>`, each base64url. */
export function encryptSecret(plain: string, secretKey: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyOf(secretKey), iv);
  const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return [VERSION, iv, cipher.getAuthTag(), data].map((part) => (typeof part === 'string' ? part : part.toString('base64url'))).join('.');
}

/** The plain secret; throws when the key is wrong or the text was altered (GCM's tag). */
export function decryptSecret(stored: string, secretKey: string): string {
  const [version, iv, tag, data] = stored.split('.');
  if (version !== VERSION || !iv || !tag || data === undefined) throw new Error('Not an encrypted secret of this server');
  const decipher = createDecipheriv('aes-256-gcm', keyOf(secretKey), Buffer.from(iv, 'base64url'));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([decipher.update(Buffer.from(data, 'base64url')), decipher.final()]).toString('utf8');
}
