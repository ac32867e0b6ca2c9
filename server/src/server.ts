import { join, resolve } from 'node:path';
import { ConfigError, loadEnvFile, readConfig, type ServerConfig } from './config.js';
import { installBackupSignal } from './db/backup/signal.js';
import { openDatabase } from './db/index.js';
import { announceMailLinks } from './mail/links.js';
import { stopper } from './lifecycle.js';
import { log } from './log.js';

/** The configuration, checked before anything opens (config.ts); a refused one ends the process with every problem. */
function configure(): ServerConfig {
  try {
    const envFile = loadEnvFile();
    const config = readConfig();
    log.level = config.LOG_LEVEL;
    if (envFile) log.info(`read ${envFile}`);
    return config;
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    for (const problem of error.problems) log.fatal(problem);
    process.exit(1);
  }
}

const config = configure();
const dataDir = resolve(config.DATA_DIR);
const outboxDir = join(dataDir, 'outbox');

// The folder's lock is taken at once (a second server is refused before it loads anything more); the app's modules
// load while PGlite starts in its own thread (about 2 s of a start).
const opening = openDatabase({ databaseUrl: config.DATABASE_URL, dataDir, seed: config.SEED === 'none' ? 'none' : 'demo' }).catch((error: unknown) => {
  log.fatal(error instanceof Error ? error.message : String(error));
  process.exit(1);
});
const { buildApp } = await import('./app.js');
const database = await opening;

const app = await buildApp({
  database,
  distDir: resolve(config.DIST_DIR),
  session: { idleMinutes: config.SESSION_IDLE_MINUTES, maxHours: config.SESSION_MAX_HOURS },
  loggerInstance: log,
  trustProxy: config.TRUST_PROXY,
  // Without SMTP_URL every mail is written to DATA_DIR/outbox and its path logged.
  mail: { smtpUrl: config.SMTP_URL, from: config.MAIL_FROM, outboxDir },
  account: {
    loginTokenMinutes: config.TOKEN_LOGIN_MINUTES,
    loginMaxFailures: config.LOGIN_MAX_FAILURES,
    loginMaxFailuresPerAddress: config.LOGIN_MAX_FAILURES_PER_ADDRESS,
    loginLockMinutes: config.LOGIN_LOCK_MINUTES,
    publicUrl: config.PUBLIC_URL,
  },
  // Platform files go to an S3-compatible bucket when S3_ENDPOINT is set (the configuration check requires its keys).
  files: config.S3_ENDPOINT
    ? {
        s3: {
          endpoint: config.S3_ENDPOINT,
          bucket: config.S3_BUCKET!,
          region: config.S3_REGION,
          accessKeyId: config.S3_ACCESS_KEY_ID!,
          secretAccessKey: config.S3_SECRET_ACCESS_KEY!,
          prefix: config.S3_PREFIX,
        },
      }
    : {},
  // Without an app's WeChat credentials (the demo) codes are drawn locally; nothing calls WeChat.
  qrcode: {
    wechatApiBase: config.WECHAT_API_BASE,
    alipayGateway: config.ALIPAY_GATEWAY,
    secretKey: config.SECRET_KEY,
    fontPath: config.QRCODE_FONT_PATH,
    urlBase: config.QRCODE_URL_BASE ?? (config.PUBLIC_URL ? `${config.PUBLIC_URL.replace(/\/+$/, '')}/m` : undefined),
  },
  // WeChat's third-party platform (nothing is called until a platform is added).
  wxOpen: {
    apiBase: config.WECHAT_OPEN_API_BASE ?? config.WECHAT_API_BASE,
    mpBase: config.WECHAT_MP_BASE ?? config.WECHAT_OPEN_API_BASE,
  },
  usage: {
    perAppMinute: config.USAGE_RATE_PER_MINUTE,
    retentionDays: config.USAGE_RETENTION_DAYS,
    callsPerAppMinute: config.APP_KEY_RATE_PER_MINUTE,
    callsPerAddressMinute: config.APP_KEY_RATE_PER_ADDRESS_PER_MINUTE,
    screenshotMbPerDay: config.FEEDBACK_SCREENSHOT_MB_PER_DAY,
    unattachedHours: config.FEEDBACK_SCREENSHOT_UNATTACHED_HOURS,
  },
  // The background work (plugins/schedulers.ts), started once the server listens and stopped by app.close().
  schedulers: { outboxDir, pushIntervalMs: config.PUSH_INTERVAL_MS, usageSeedDays: config.SEED === 'none' ? 0 : config.USAGE_SEED_DAYS },
});

let removeBackupSignal = () => undefined as void;
const stop = stopper({ app, database, timeoutMs: config.SHUTDOWN_TIMEOUT_MS, before: () => removeBackupSignal() });
process.on('SIGINT', () => void stop('SIGINT'));
process.on('SIGTERM', () => void stop('SIGTERM'));

try {
  await app.listen({ port: config.PORT, host: config.HOST });
} catch (error) {
  app.log.fatal(error instanceof Error ? error.message : String(error));
  await database.close();
  process.exit(1);
}
removeBackupSignal = installBackupSignal({ database, dataDir, log: app.log });
const where = database.kind === 'pglite' ? `PGlite in ${dataDir}` : 'PostgreSQL';
// Without PUBLIC_URL mailed links are paths only (never built from a request's Host header). Said before the
// listening line, which whoever starts the server waits for.
announceMailLinks(app.log, app.accountPolicy.publicUrl);
app.log.info(`Server listening on http://${config.HOST}:${config.PORT} (database: ${where})`);
