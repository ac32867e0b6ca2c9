import { join, resolve } from 'node:path';
import { buildApp } from './app.js';
import { openDatabase } from './db/index.js';
import { DEFAULT_USAGE_POLICY } from './usage/policy.js';
import { announceMailLinks } from './mail/links.js';
import { log } from './log.js';

const env = process.env;

function positive(name: string, fallback: number): number {
  const value = Number(env[name] ?? fallback);
  if (!Number.isFinite(value) || value <= 0) {
    log.fatal(`${name} must be a positive number, got ${env[name]}`);
    process.exit(1);
  }
  return value;
}

const port = positive('PORT', 8080);
const host = env.HOST ?? 'localhost';
const dataDir = resolve(env.DATA_DIR ?? './data');

/** Issue 13: platform files go to an S3-compatible bucket when S3_ENDPOINT is set (then bucket and keys are required), else the database. */
function fileStoreFromEnv() {
  if (!env.S3_ENDPOINT) return {};
  const missing = ['S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'].filter((name) => !env[name]);
  if (missing.length) {
    log.fatal(`S3_ENDPOINT is set: ${missing.join(', ')} must be set too`);
    process.exit(1);
  }
  return {
    s3: {
      endpoint: env.S3_ENDPOINT,
      bucket: env.S3_BUCKET!,
      region: env.S3_REGION || 'us-east-1',
      accessKeyId: env.S3_ACCESS_KEY_ID!,
      secretAccessKey: env.S3_SECRET_ACCESS_KEY!,
      prefix: env.S3_PREFIX ?? undefined,
    },
  };
}
const files = fileStoreFromEnv();

function seedDays(): number {
  const days = Number(env.USAGE_SEED_DAYS ?? 90);
  return Number.isFinite(days) ? days : 90;
}

const database = await openDatabase({
  databaseUrl: env.DATABASE_URL || undefined,
  dataDir,
  seed: env.SEED === 'none' ? 'none' : 'demo',
}).catch((error: unknown) => {
  log.fatal(error instanceof Error ? error.message : String(error));
  process.exit(1);
});

const app = await buildApp({
  database,
  distDir: resolve(env.DIST_DIR ?? './dist'),
  session: { idleMinutes: positive('SESSION_IDLE_MINUTES', 120), maxHours: positive('SESSION_MAX_HOURS', 12) },
  loggerInstance: log,
  trustProxy: env.TRUST_PROXY === 'true',
  // Without SMTP_URL every mail is written to DATA_DIR/outbox and its path logged.
  mail: { smtpUrl: env.SMTP_URL || undefined, from: env.MAIL_FROM || undefined, outboxDir: join(dataDir, 'outbox') },
  account: {
    loginTokenMinutes: positive('TOKEN_LOGIN_MINUTES', 5),
    loginMaxFailures: positive('LOGIN_MAX_FAILURES', 5),
    loginMaxFailuresPerAddress: positive('LOGIN_MAX_FAILURES_PER_ADDRESS', 20),
    loginLockMinutes: positive('LOGIN_LOCK_MINUTES', 15),
    publicUrl: env.PUBLIC_URL || undefined,
  },
  files,
  // Issue 13: without an app's WeChat credentials (the demo) codes are drawn locally; nothing calls WeChat.
  qrcode: {
    wechatApiBase: env.WECHAT_API_BASE || undefined,
    // Issue 17: Alipay mini-programs' QR codes and key checks (the stand-in: npx tsx server/src/standins/alipay.ts).
    alipayGateway: env.ALIPAY_GATEWAY || undefined,
    secretKey: env.SECRET_KEY || undefined,
    fontPath: env.QRCODE_FONT_PATH || undefined,
    urlBase: env.QRCODE_URL_BASE || (env.PUBLIC_URL ? `${env.PUBLIC_URL.replace(/\/+$/, '')}/m` : undefined),
  },
  // Issue 17: WeChat's third-party platform (the stand-in in tests and `npm run dev`; nothing is called until a platform is added).
  wxOpen: {
    apiBase: env.WECHAT_OPEN_API_BASE || env.WECHAT_API_BASE || undefined,
    mpBase: env.WECHAT_MP_BASE || env.WECHAT_OPEN_API_BASE || undefined,
  },
  // Issue 14: the collect call's rate limit per app and minute, and how long raw events are kept.
  usage: {
    perAppMinute: positive('USAGE_RATE_PER_MINUTE', DEFAULT_USAGE_POLICY.perAppMinute),
    retentionDays: positive('USAGE_RETENTION_DAYS', DEFAULT_USAGE_POLICY.retentionDays),
    // Issue 31: every app-key call per app and per client address and minute; screenshots per app and day, and kept unattached.
    callsPerAppMinute: positive('APP_KEY_RATE_PER_MINUTE', DEFAULT_USAGE_POLICY.callsPerAppMinute),
    callsPerAddressMinute: positive('APP_KEY_RATE_PER_ADDRESS_PER_MINUTE', DEFAULT_USAGE_POLICY.callsPerAddressMinute),
    screenshotMbPerDay: positive('FEEDBACK_SCREENSHOT_MB_PER_DAY', DEFAULT_USAGE_POLICY.screenshotMbPerDay),
    unattachedHours: positive('FEEDBACK_SCREENSHOT_UNATTACHED_HOURS', DEFAULT_USAGE_POLICY.unattachedHours),
  },
  // The background work (plugins/schedulers.ts), started once the server listens and stopped by app.close(): due
  // pushes every PUSH_INTERVAL_MS (default 5 s); a fresh demo's usage history of USAGE_SEED_DAYS (default 90).
  schedulers: {
    outboxDir: join(dataDir, 'outbox'),
    pushIntervalMs: Number(env.PUSH_INTERVAL_MS ?? 5000) || 5000,
    usageSeedDays: env.SEED === 'none' ? 0 : seedDays(),
  },
});

let stopping = false;
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  app.log.info(`${signal}: shutting down`);
  try {
    await app.close();
  } finally {
    await database.close();
  }
  process.exit(0);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));

try {
  await app.listen({ port, host });
} catch (error) {
  app.log.fatal(error instanceof Error ? error.message : String(error));
  await database.close();
  process.exit(1);
}
const where = database.kind === 'pglite' ? `PGlite in ${dataDir}` : 'PostgreSQL';
// Issue 31 §3: without PUBLIC_URL mailed links are paths only (never built from a request's Host header). Said
// before the listening line, which whoever starts the server waits for.
announceMailLinks(app.log, app.accountPolicy.publicUrl);
app.log.info(`Server listening on http://${host}:${port} (database: ${where})`);
