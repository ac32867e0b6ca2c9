// Issue 17 (DESIGN §10): Alipay open-API signatures, RSA2 = SHA256withRSA over UTF-8 text, base64 (node:crypto).
// Requests: every parameter but `sign` (and empty ones), sorted by name, joined as `name=value` with `&`, raw values.
// Responses: the exact JSON text of the `<method with _>_response` node (as it appears in the body) is what Alipay signed.
import { createHash, createPrivateKey, createPublicKey, createSign, createVerify, type KeyObject } from 'node:crypto';

/** The text Alipay signs for a request's parameters. */
export function signContent(params: Record<string, string | undefined>): string {
  return Object.keys(params)
    .filter((k) => k !== 'sign' && params[k] !== undefined && params[k] !== '')
    .sort()
    .map((k) => `${k}=${params[k]}`)
    .join('&');
}

export function rsa2Sign(content: string, privateKey: KeyObject | string): string {
  return createSign('RSA-SHA256').update(content, 'utf8').sign(privateKey, 'base64');
}

export function rsa2Verify(content: string, signature: string, publicKey: KeyObject | string): boolean {
  try {
    return createVerify('RSA-SHA256').update(content, 'utf8').verify(publicKey, signature, 'base64');
  } catch {
    return false;
  }
}

/** Alipay's keys are often pasted as the bare base64 body: wrap it in the PEM armour of `label`. */
function armoured(text: string, label: 'PRIVATE KEY' | 'PUBLIC KEY'): string {
  const trimmed = text.trim();
  if (trimmed.startsWith('-----BEGIN')) return trimmed;
  const body = trimmed.replace(/\s+/g, '');
  return `-----BEGIN ${label}-----\n${body.match(/.{1,64}/g)?.join('\n') ?? ''}\n-----END ${label}-----`;
}

/** An RSA private key (PKCS#8 or PKCS#1 PEM, or the bare base64 body); undefined when it is none. */
export function parsePrivateKey(text: string): KeyObject | undefined {
  try {
    const key = createPrivateKey(armoured(text, 'PRIVATE KEY'));
    return key.asymmetricKeyType === 'rsa' ? key : undefined;
  } catch {
    return undefined;
  }
}

/** An RSA public key (SPKI PEM or the bare base64 body); undefined when it is none. */
export function parsePublicKey(text: string): KeyObject | undefined {
  try {
    const key = createPublicKey(armoured(text, 'PUBLIC KEY'));
    return key.asymmetricKeyType === 'rsa' ? key : undefined;
  } catch {
    return undefined;
  }
}

/** A key's public half as `SHA256:` and the first 16 hex digits of its SPKI digest (shown instead of the key). */
export function fingerprint(key: KeyObject): string {
  const spki = (key.type === 'public' ? key : createPublicKey(key)).export({ type: 'spki', format: 'der' });
  return `SHA256:${createHash('sha256').update(spki).digest('hex').slice(0, 16)}`;
}

/** The exact text of the JSON value of `"<node>":` at the top of `body` (strings and nesting respected), or undefined. */
export function responseNodeText(body: string, node: string): string | undefined {
  const marker = `"${node}"`;
  let at = body.indexOf(marker);
  while (at >= 0) {
    let i = at + marker.length;
    while (/\s/.test(body[i] ?? '')) i++;
    if (body[i] === ':') {
      i++;
      while (/\s/.test(body[i] ?? '')) i++;
      if (body[i] !== '{') return undefined;
      const start = i;
      let depth = 0;
      let inString = false;
      for (; i < body.length; i++) {
        const c = body[i];
        if (inString) {
          if (c === '\\') i++;
          else if (c === '"') inString = false;
        } else if (c === '"') inString = true;
        else if (c === '{') depth++;
        else if (c === '}' && --depth === 0) return body.slice(start, i + 1);
      }
      return undefined;
    }
    at = body.indexOf(marker, at + 1);
  }
  return undefined;
}

/** `alipay.open.app.qrcode.create` → `alipay_open_app_qrcode_create_response`. */
export const responseNodeName = (method: string) => `${method.replace(/\./g, '_')}_response`;

/** Alipay's timestamp format, `yyyy-MM-dd HH:mm:ss` in China time (GMT+8). */
export function alipayTimestamp(at: Date): string {
  const d = new Date(at.getTime() + 8 * 3600_000);
  const p = (n: number) => String(n).padStart(2, '0');
  return `${d.getUTCFullYear()}-${p(d.getUTCMonth() + 1)}-${p(d.getUTCDate())} ${p(d.getUTCHours())}:${p(d.getUTCMinutes())}:${p(d.getUTCSeconds())}`;
}

/** The instant of an Alipay timestamp (GMT+8), or NaN. */
export function parseAlipayTimestamp(text: string): number {
  const m = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2}):(\d{2})$/.exec(text);
  if (!m) return Number.NaN;
  const [, y, mo, d, h, mi, s] = m.map(Number);
  return Date.UTC(y!, mo! - 1, d!, h!, mi!, s!) - 8 * 3600_000;
}
