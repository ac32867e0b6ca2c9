// Issue 13: an app's WeChat mini-program credentials, the secret encrypted under SECRET_KEY (AES-256-GCM).
// No route returns them; operators and tests save them here.
import type { Db } from '../db/types.js';
import { encryptSecret } from '../shared/secrets.js';
import { saveWechatCredential } from '../repos/qrcode.js';

export async function setWechatCredential(
  db: Db,
  secretKey: string,
  values: { appId: number; wechatAppid: string; secret: string; envVersion?: 'release' | 'trial' | 'develop' },
): Promise<void> {
  await saveWechatCredential(db, {
    appId: values.appId,
    wechatAppid: values.wechatAppid,
    secretEncrypted: encryptSecret(values.secret, secretKey),
    envVersion: values.envVersion ?? 'release',
  });
}
