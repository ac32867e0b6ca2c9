import { createHash } from 'node:crypto';

/** A strong ETag of a body: its SHA-256, base64url, cut to 32 characters (static map files, the map JSON). */
export const etagOf = (body: string | Buffer): string => `"${createHash('sha256').update(body).digest('base64url').slice(0, 32)}"`;
