import { createHash } from 'node:crypto';

/**
 * A weak ETag of a body: its SHA-256, base64url, cut to 32 characters (static map files, the map JSON). Weak
 * because the same content goes out compressed or not (issue 19): one tag for every encoding of it.
 */
export const etagOf = (body: string | Buffer): string => `W/"${createHash('sha256').update(body).digest('base64url').slice(0, 32)}"`;
