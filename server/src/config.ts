import { existsSync } from 'node:fs';
import { Type, type Static, type TSchema } from 'typebox';
import { Value } from 'typebox/value';
import { DEFAULT_ACCOUNT, DEFAULT_SESSION } from './auth/policyDefaults.js';
import { DEFAULT_ALIPAY_GATEWAY } from './alipay/client.js';
import { LOG_LEVELS } from './log.js';
import { DEFAULT_FROM } from './mail/defaults.js';
import { DEFAULT_QRCODE_OPTIONS } from './qrcode/options.js';
import { DEFAULT_USAGE_POLICY } from './usage/policy.js';

/**
 * Every environment variable the server reads, declared once: its schema (TypeBox, on the value after conversion
 * from text), its default, the form it expects and what it means. `readConfig` checks them all before anything
 * opens; the README's configuration table and `.env.example` are written from this list (`npm run config:docs`) and a
 * test fails when they differ from it.
 */
export interface Variable {
  schema: TSchema;
  /** The value when unset or empty (as the text one would write); none: unset means off or derived (see `meaning`). */
  default?: string;
  /** The expected form, for messages and the README. */
  expected: string;
  meaning: string;
  /** Checks beyond the schema (a URL that parses); returns the problem. */
  check?: (value: string) => string | undefined;
  /** Never shown in a message. */
  secret?: true;
}

const positive = (meaning: string, fallback: number, integer = true) => ({
  schema: integer ? Type.Integer({ minimum: 1 }) : Type.Number({ exclusiveMinimum: 0 }),
  default: String(fallback),
  expected: integer ? 'a whole number above 0' : 'a number above 0',
  meaning,
});

/** A URL with one of `protocols` (without the colon) and a host. */
const url =
  (...protocols: string[]) =>
  (value: string): string | undefined => {
    let parsed: URL;
    try {
      parsed = new URL(value);
    } catch {
      return 'not a URL';
    }
    if (!protocols.includes(parsed.protocol.slice(0, -1))) return `the scheme ${parsed.protocol}// is not ${protocols.map((p) => `${p}://`).join(' or ')}`;
    if (!parsed.hostname) return 'no host';
    return undefined;
  };

const httpUrl = (meaning: string) => ({ schema: Type.String(), expected: 'an http:// or https:// URL', meaning, check: url('http', 'https') });

const text = (meaning: string, expected = 'text') => ({ schema: Type.String({ minLength: 1 }), expected, meaning });

/** The variable with a default (the text one would write). */
const defaulting = <V extends Variable>(variable: V, value: string): V & { default: string } => ({ ...variable, default: value });

export const VARIABLES = {
  PORT: {
    schema: Type.Integer({ minimum: 1, maximum: 65535 }),
    default: '8080',
    expected: 'a port number from 1 to 65535',
    meaning: 'port of the console and the API',
  },
  HOST: defaulting(text('address to listen on (`0.0.0.0`: every interface)', 'a host name or IP address'), 'localhost'),
  DATA_DIR: defaulting(
    text('embedded PGlite database folder (one server per folder: a lock file refuses a second); also holds `outbox/` and `backups/`', 'a folder path'),
    './data',
  ),
  DATABASE_URL: {
    schema: Type.String(),
    expected: 'a PostgreSQL URL, postgres://user:password@host:5432/database',
    meaning: 'use that PostgreSQL server instead of the embedded database',
    check: url('postgres', 'postgresql'),
  },
  SEED: {
    schema: Type.Union([Type.Literal('demo'), Type.Literal('none')]),
    default: 'demo',
    expected: '`demo` or `none`',
    meaning: '`none`: do not load the demo into an empty database',
  },
  SESSION_IDLE_MINUTES: positive('a session ends after this long without a call', DEFAULT_SESSION.idleMinutes),
  SESSION_MAX_HOURS: positive('a session ends this long after sign-in, however busy', DEFAULT_SESSION.maxHours),
  SHUTDOWN_TIMEOUT_MS: {
    schema: Type.Integer({ minimum: 100 }),
    default: '10000',
    expected: 'a whole number of milliseconds, at least 100',
    meaning:
      'on SIGTERM or SIGINT the server stops accepting, lets running requests finish, stops its background work and closes the database; past this it exits anyway (code 1)',
  },
  SMTP_URL: {
    schema: Type.String(),
    expected: 'an smtp:// or smtps:// URL',
    meaning:
      'send mail (password reset, set-password links) through this SMTP server; without it each mail is written to `DATA_DIR/outbox/*.eml` and its path logged',
    check: url('smtp', 'smtps'),
  },
  MAIL_FROM: defaulting(text('the sender of those mails', 'a mail address, optionally with a name'), DEFAULT_FROM),
  PUBLIC_URL: httpUrl(
    "the console's public origin (e.g. `https://console.example.com`): mailed links (password reset, set-password) are built from it, and it is accepted as the console's own `Origin` (see [Security](docs/access.md#security)). Set it in production: without it mailed links carry only the path, and the server says so in its log at start",
  ),
  TOKEN_LOGIN_MINUTES: positive('lifetime of one-time tokens for `/token-login`', DEFAULT_ACCOUNT.loginTokenMinutes),
  LOGIN_MAX_FAILURES: positive(
    'failed sign-ins (and wrong current passwords, password-reset requests) per e-mail within the lock period before 10007',
    DEFAULT_ACCOUNT.loginMaxFailures,
  ),
  LOGIN_MAX_FAILURES_PER_ADDRESS: positive('the same per client address (see [Security](docs/access.md#security))', DEFAULT_ACCOUNT.loginMaxFailuresPerAddress),
  LOGIN_LOCK_MINUTES: positive('the lock period of that throttling', DEFAULT_ACCOUNT.loginLockMinutes),
  TRUST_PROXY: {
    schema: Type.Boolean(),
    default: 'false',
    expected: '`true` or `false`',
    meaning:
      "`true` behind a reverse proxy or load balancer that sets `X-Forwarded-For`/`-Proto`/`-Host` (client address for throttling, the own origin of the CSRF check, HSTS, secure cookies); never on a server reached directly. Without it behind a proxy, every client shares the proxy's address and its per-address limits",
  },
  LOG_LEVEL: {
    schema: Type.Union(LOG_LEVELS.map((level) => Type.Literal(level))),
    default: 'info',
    expected: LOG_LEVELS.map((level) => `\`${level}\``).join(', '),
    meaning:
      "log level (pino, one JSON line per event on stdout, each request's lines with its `reqId`): start, stop, background jobs and each request at info, a client that went away at info, failures at error, a configuration the server refuses at fatal",
  },
  DIST_DIR: defaulting(text('the built console the server serves (and `npm start` builds)', 'a folder path'), './dist'),
  USAGE_SEED_DAYS: {
    schema: Type.Integer({ minimum: 0, maximum: 3660 }),
    default: '90',
    expected: 'a whole number of days from 0 to 3660',
    meaning:
      'days of simulated usage history a fresh demo database gets, filled in the background after the first start (progress in the log and in `/api/status` `usageHistory`); 0: none',
  },
  USAGE_RATE_PER_MINUTE: positive('events `POST /api/collect` accepts per app and minute (10007 past it)', DEFAULT_USAGE_POLICY.perAppMinute),
  APP_KEY_RATE_PER_MINUTE: positive(
    "every call made with an app's key, per route, app and minute (10007 past it; see [Public calls](docs/access.md#public-calls-mailed-links-files-and-the-audit-log))",
    DEFAULT_USAGE_POLICY.callsPerAppMinute,
  ),
  APP_KEY_RATE_PER_ADDRESS_PER_MINUTE: positive('the same per client address and minute', DEFAULT_USAGE_POLICY.callsPerAddressMinute),
  FEEDBACK_SCREENSHOT_MB_PER_DAY: positive(
    'feedback screenshots one app may upload per UTC day, in MB (10007 past it)',
    DEFAULT_USAGE_POLICY.screenshotMbPerDay,
    false,
  ),
  FEEDBACK_SCREENSHOT_UNATTACHED_HOURS: positive(
    'how long a screenshot that no feedback names is kept before it is deleted',
    DEFAULT_USAGE_POLICY.unattachedHours,
    false,
  ),
  USAGE_RETENTION_DAYS: positive(
    'raw usage events older than this are dropped hourly (whole month partitions first); the rollups stay',
    DEFAULT_USAGE_POLICY.retentionDays,
  ),
  PUSH_INTERVAL_MS: {
    schema: Type.Integer({ minimum: 100 }),
    default: '5000',
    expected: 'a whole number of milliseconds, at least 100',
    meaning: 'how often the push scheduler looks for due pushes',
  },
  S3_ENDPOINT: httpUrl(
    'an S3-compatible store for uploaded files, addressed path-style; unset: the database (see [Platform files](docs/maps.md#platform-files)). Then `S3_BUCKET`, `S3_ACCESS_KEY_ID` and `S3_SECRET_ACCESS_KEY` are required',
  ),
  S3_BUCKET: text('the bucket (with `S3_ENDPOINT`)', 'a bucket name'),
  S3_ACCESS_KEY_ID: text('the access key (with `S3_ENDPOINT`); requests are signed with AWS Signature Version 4'),
  S3_SECRET_ACCESS_KEY: { ...text('its secret (with `S3_ENDPOINT`)'), secret: true },
  S3_REGION: defaulting(text('the region in the signature', 'a region name'), 'us-east-1'),
  S3_PREFIX: { schema: Type.String(), default: 'platform-files/', expected: 'text', meaning: 'the text before each key (`<prefix><sha256>`)' },
  SECRET_KEY: {
    ...text(
      "encrypts the apps' WeChat secrets, the third-party platforms' secrets and tokens and the Alipay keys (64 hex digits are the key, any other text is hashed to one); without it saved credentials cannot be used (10000 with a clear message)",
      '64 hex digits, or a passphrase',
    ),
    secret: true,
  },
  WECHAT_API_BASE: defaulting(httpUrl("WeChat's API (or the stand-in); only called for apps with saved credentials"), DEFAULT_QRCODE_OPTIONS.wechatApiBase),
  WECHAT_OPEN_API_BASE: httpUrl("WeChat's third-party platform API (or the stand-in); unset: `WECHAT_API_BASE`. Nothing is called until a platform is added"),
  WECHAT_MP_BASE: httpUrl("the third-party platform's authorization page; unset: `WECHAT_OPEN_API_BASE`, else `https://mp.weixin.qq.com`"),
  ALIPAY_GATEWAY: defaulting(httpUrl("Alipay's open-API gateway (or the stand-in)"), DEFAULT_ALIPAY_GATEWAY),
  QRCODE_FONT_PATH: defaulting(
    text("the QR code print sheet's CJK font (`fonts-wqy-microhei`); missing: 10000 naming the path", 'a font file path'),
    DEFAULT_QRCODE_OPTIONS.fontPath,
  ),
  QRCODE_URL_BASE: httpUrl('the URL a plain QR code encodes; unset: `PUBLIC_URL/m`, else `http://localhost:8080/m`'),
} satisfies Record<string, Variable>;

type VariableName = keyof typeof VARIABLES;

/** The checked values: text as given (or the default), numbers and booleans converted; unset ones without a default absent. */
export type ServerConfig = {
  [K in VariableName]: Static<(typeof VARIABLES)[K]['schema']> | ((typeof VARIABLES)[K] extends { default: string } ? never : undefined);
};

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`The configuration was refused:\n${problems.map((p) => `  ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

function convert(schema: TSchema, raw: string): unknown {
  const type = (schema as { type?: string }).type;
  if (type === 'integer' || type === 'number') return raw.trim() === '' ? Number.NaN : Number(raw);
  if (type === 'boolean') return raw === 'true' ? true : raw === 'false' ? false : raw;
  return raw;
}

/** TypeBox's first error in words (its own for limits: "must be <= 65535"). */
function describe(error: { keyword: string; params: Record<string, unknown>; message: string }, value: unknown): string {
  if (typeof value === 'number' && Number.isNaN(value)) return 'not a number';
  if (error.keyword === 'type' && error.params.type === 'integer') return 'not a whole number';
  if (error.keyword === 'type' && error.params.type === 'boolean') return 'neither true nor false';
  if (error.keyword === 'const' || error.keyword === 'anyOf') return 'not one of the values allowed';
  return error.message;
}

/** The value as a message may show it: a secret not at all, a URL without its password. */
function shown(variable: Variable, raw: string): string {
  if (variable.secret) return '(hidden)';
  return JSON.stringify(raw.replace(/^([a-z][\w+.-]*:\/\/[^:/@\s]*:)[^@/\s]*@/i, '$1***@'));
}

/** One variable's problem, or its value. */
function readVariable(name: string, variable: Variable, raw: string): { value: unknown } | { problem: string } {
  const value = convert(variable.schema, raw);
  const error = Value.Errors(variable.schema, value)[0];
  const problem = error ? describe(error, value) : variable.check?.(raw);
  return problem ? { problem: `${name}=${shown(variable, raw)}: ${problem}; expected ${variable.expected}` } : { value };
}

/**
 * Checks every variable of `env` (empty counts as unset) and returns the values, or throws a ConfigError listing
 * every problem: the variable, what is wrong with its value, and the form expected.
 */
export function readConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const values: Record<string, unknown> = {};
  const problems: string[] = [];
  for (const [name, variable] of Object.entries(VARIABLES) as [string, Variable][]) {
    const raw = env[name] || variable.default;
    if (raw === undefined) continue;
    const result = readVariable(name, variable, raw);
    if ('problem' in result) problems.push(result.problem);
    else values[name] = result.value;
  }
  if (values.S3_ENDPOINT) {
    const missing = ['S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'].filter((name) => !env[name]);
    if (missing.length) problems.push(`S3_ENDPOINT is set: ${missing.join(', ')} must be set too`);
  }
  if (problems.length) throw new ConfigError(problems);
  return values as ServerConfig;
}

/**
 * Reads `ENV_FILE` (default `.env` in the working directory) into the environment when it exists; variables already
 * set win (Node's own `process.loadEnvFile`, as `node --env-file`).
 */
export function loadEnvFile(env: NodeJS.ProcessEnv = process.env): string | undefined {
  const path = env.ENV_FILE || '.env';
  if (!existsSync(path)) {
    if (env.ENV_FILE) throw new ConfigError([`ENV_FILE=${JSON.stringify(path)}: no such file; expected the path of a file of NAME=value lines`]);
    return undefined;
  }
  process.loadEnvFile(path);
  return path;
}
