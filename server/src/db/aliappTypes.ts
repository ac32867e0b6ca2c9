import type { Generated } from 'kysely';
import type { CreatedAt, Timestamp } from './types.js';

// Issue 17's Alipay mini-programs (migration 025). The *Encrypted columns hold encryptSecret's text (server/src/qrcode/secret.ts).
export interface AliappTable {
  id: Generated<number>;
  appid: string;
  name: string;
  appId: number | null;
  privateKeyEncrypted: string;
  privateKeyFingerprint: string;
  alipayPublicKeyEncrypted: string;
  alipayPublicKeyFingerprint: string;
  alipayName: Generated<string>;
  verifiedAt: Timestamp;
  createdAt: CreatedAt;
  updatedAt: Timestamp;
}

export interface AliappDatabase {
  aliapp: AliappTable;
}
