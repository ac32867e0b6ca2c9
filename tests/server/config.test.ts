import { mkdtempSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ConfigError, VARIABLES, loadEnvFile, readConfig } from '../../server/src/config.js';
import { MAX_ARCHIVE_MB } from '../../server/src/limits.js';
import { ENV_EXAMPLE, README, TABLE_END, TABLE_START, configRows, envExample } from '../../scripts/config-docs.js';

/** The problems readConfig finds in `env`, or [] when it accepts it. */
function problems(env: NodeJS.ProcessEnv): string[] {
  try {
    readConfig(env);
    return [];
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
}

describe('issue 34 §3 one schema for every variable, checked before anything opens', () => {
  it('the defaults, with numbers and booleans converted; an empty value counts as unset', () => {
    const config = readConfig({ PORT: '', TRUST_PROXY: 'true', SESSION_IDLE_MINUTES: '30', FEEDBACK_SCREENSHOT_MB_PER_DAY: '0.5' });
    expect(config).toMatchObject({
      PORT: 8080,
      HOST: 'localhost',
      SEED: 'demo',
      TRUST_PROXY: true,
      SESSION_IDLE_MINUTES: 30,
      FEEDBACK_SCREENSHOT_MB_PER_DAY: 0.5,
    });
    expect(config.DATABASE_URL).toBeUndefined();
  });

  it('a wrong value names the variable, what is wrong with it and the form expected; every problem at once', () => {
    expect(problems({ PORT: '99999' })).toEqual(['PORT="99999": must be <= 65535; expected a port number from 1 to 65535']);
    expect(problems({ PORT: '8.5', SESSION_MAX_HOURS: 'twelve', SEED: 'all', TRUST_PROXY: 'yes' })).toEqual([
      'PORT="8.5": not a whole number; expected a port number from 1 to 65535',
      'SEED="all": not one of the values allowed; expected `demo` or `none`',
      'SESSION_MAX_HOURS="twelve": not a number; expected a whole number above 0',
      'TRUST_PROXY="yes": neither true nor false; expected `true` or `false`',
    ]);
  });

  it('DATABASE_URL must be a postgres URL; other URLs their own schemes', () => {
    const expected = 'expected a PostgreSQL URL, postgres://user:password@host:5432/database';
    expect(problems({ DATABASE_URL: 'notaurl' })).toEqual([`DATABASE_URL="notaurl": not a URL; ${expected}`]);
    expect(problems({ DATABASE_URL: 'mysql://root@db/app' })).toEqual([
      `DATABASE_URL="mysql://root@db/app": the scheme mysql:// is not postgres:// or postgresql://; ${expected}`,
    ]);
    expect(problems({ DATABASE_URL: 'postgresql://app@db:5432/app', SMTP_URL: 'smtps://mail.example.com', PUBLIC_URL: 'https://console.example.com' })).toEqual(
      [],
    );
    expect(problems({ SMTP_URL: 'http://mail.example.com', PUBLIC_URL: 'console.example.com' })).toEqual([
      'SMTP_URL="http://mail.example.com": the scheme http:// is not smtp:// or smtps://; expected an smtp:// or smtps:// URL',
      'PUBLIC_URL="console.example.com": not a URL; expected an http:// or https:// URL',
    ]);
  });

  it('a message shows neither a secret nor the password in a URL', () => {
    expect(problems({ DATABASE_URL: 'mysql://app:hunter2@db/app' })[0]).toMatch(/^DATABASE_URL="mysql:\/\/app:\*\*\*@db\/app": /);
    expect(problems({ S3_ENDPOINT: 'http://s3.local', S3_BUCKET: 'b', S3_ACCESS_KEY_ID: 'k', S3_SECRET_ACCESS_KEY: '' })).toEqual([
      'S3_ENDPOINT is set: S3_SECRET_ACCESS_KEY must be set too',
    ]);
    expect(problems({ PUSH_INTERVAL_MS: '5', SECRET_KEY: 'x'.repeat(3) })).toEqual([
      'PUSH_INTERVAL_MS="5": must be >= 100; expected a whole number of milliseconds, at least 100',
    ]);
  });

  it('a .env file is read; variables already set win; a missing ENV_FILE is refused', () => {
    const dir = mkdtempSync(join(tmpdir(), 'envfile-'));
    const file = join(dir, 'server.env');
    writeFileSync(file, 'CONFIG_TEST_FROM_FILE=file\nCONFIG_TEST_BOTH=file\n');
    process.env.CONFIG_TEST_BOTH = 'environment';
    try {
      expect(loadEnvFile({ ENV_FILE: file })).toBe(file);
      expect([process.env.CONFIG_TEST_FROM_FILE, process.env.CONFIG_TEST_BOTH]).toEqual(['file', 'environment']);
      expect(() => loadEnvFile({ ENV_FILE: join(dir, 'missing.env') })).toThrow(ConfigError);
    } finally {
      delete process.env.CONFIG_TEST_FROM_FILE;
      delete process.env.CONFIG_TEST_BOTH;
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('the README table and .env.example are the schema’s (npm run config:docs writes them)', () => {
    const readme = readFileSync(README, 'utf8');
    const table = readme.slice(readme.indexOf(TABLE_START) + TABLE_START.length, readme.indexOf(TABLE_END));
    const rows = table
      .split('\n')
      .filter((line) => line.startsWith('|'))
      .slice(2)
      .map((line) =>
        line
          .slice(1, -1)
          .split(/(?<!\\)\|/)
          .map((cell) => cell.trim().replace(/\\\|/g, '|')),
      );
    expect(rows).toEqual(configRows());
    expect(readFileSync(ENV_EXAMPLE, 'utf8')).toBe(envExample());
  });

  it('the server reads no environment variable the schema does not declare', () => {
    const root = join(import.meta.dirname, '../../server/src');
    const files = (dir: string): string[] =>
      readdirSync(dir).flatMap((name) => (statSync(join(dir, name)).isDirectory() ? files(join(dir, name)) : [join(dir, name)]));
    // The stand-ins and the one-off credential tool are programs of their own, with their own variables.
    const read = files(root)
      .filter((file) => file.endsWith('.ts') && !file.includes('/standins/') && !file.endsWith('saveCredential.ts'))
      .flatMap((file) => [...readFileSync(file, 'utf8').matchAll(/\b(?:process\.env|env)\.([A-Z][A-Z0-9_]+)/g)].map((m) => m[1]));
    // ENV_FILE names the file the others come from; npm sets INIT_CWD (where `npm run backup` was typed).
    const undeclared = [...new Set(read)].filter((name) => !(name in VARIABLES) && !['ENV_FILE', 'INIT_CWD'].includes(name));
    expect(undeclared).toEqual([]);
    expect(read).toContain('LOG_LEVEL');
  });
});

describe('issue 34 §8 the reverse proxy’s configuration', () => {
  const shipped = readFileSync('deploy/nginx.conf', 'utf8');

  it('the README shows deploy/nginx.conf, the file the proxy suite runs nginx with, as it is', () => {
    expect(readFileSync('README.md', 'utf8')).toContain(`\`\`\`nginx\n${shipped}\`\`\``);
  });

  it('nginx lets the largest upload (an IMDF archive) through, so the server answers a bigger one with its own message', () => {
    const megabytes = Number(/client_max_body_size (\d+)m;/.exec(shipped)?.[1]);
    expect(megabytes).toBeGreaterThan(MAX_ARCHIVE_MB);
  });
});
