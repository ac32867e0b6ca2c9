// Issue 13: saves an app's WeChat mini-program credentials, the secret encrypted under SECRET_KEY. No route
// takes or returns them; an operator runs this with the server stopped (PGlite allows one process):
//   SECRET_KEY=… WECHAT_SECRET=… DATA_DIR=./data npx tsx server/src/qrcode/saveCredential.ts <appCode> <wechatAppid> [release|trial|develop]
// (DATABASE_URL instead of DATA_DIR for PostgreSQL). The secret comes from the environment, never the command line.
import { resolve } from 'node:path';
import { openDatabase } from '../db/index.js';
import { appByCode } from '../repos/app.js';
import { setWechatCredential } from '../services/wechatCredential.js';
import { log } from '../log.js';

const [appCode, wechatAppid, envVersion = 'release'] = process.argv.slice(2);
const { SECRET_KEY: secretKey, WECHAT_SECRET: secret } = process.env;
if (!appCode || !wechatAppid || !secretKey || !secret || !['release', 'trial', 'develop'].includes(envVersion)) {
  log.error('usage: SECRET_KEY=… WECHAT_SECRET=… npx tsx server/src/qrcode/saveCredential.ts <appCode> <wechatAppid> [release|trial|develop]');
  process.exit(2);
}
const database = await openDatabase({
  databaseUrl: process.env.DATABASE_URL || undefined,
  dataDir: resolve(process.env.DATA_DIR ?? './data'),
  seed: 'none',
});
try {
  const app = await appByCode(database.db, appCode);
  if (!app) throw new Error(`No app with appCode ${appCode}`);
  await setWechatCredential(database.db, secretKey, { appId: app.id, wechatAppid, secret, envVersion: envVersion as 'release' | 'trial' | 'develop' });
  log.info(`WeChat credentials of ${appCode} saved (appid ${wechatAppid}, ${envVersion}); the secret is stored encrypted.`);
} catch (error) {
  log.error(error instanceof Error ? error.message : String(error));
  process.exitCode = 1;
} finally {
  await database.close();
}
