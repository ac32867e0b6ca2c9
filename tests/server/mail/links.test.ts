import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { RELATIVE_LINKS_NOTICE, announceMailLinks } from '../../../server/src/mail/links.js';
import type { App } from '../../../server/src/types.js';
import { DEMO, buildTestApp, createAdmin, login, post } from '../helpers.js';
import { accountApi } from '#contract/endpoints/account.js';
import { adminApi } from '#contract/endpoints/admin.js';

/** A request that claims another site's address, as anyone may send with someone else's e-mail. */
const FORGED = { host: 'attacker.example', 'x-forwarded-host': 'attacker.example', 'x-forwarded-proto': 'https' };

interface World {
  app: App;
  outbox: string;
  company: string;
}

/** An app behind a trusted proxy (X-Forwarded-Host would be believed for the request's own address). */
async function world(publicUrl?: string): Promise<World> {
  const outbox = mkdtempSync(join(tmpdir(), 'outbox-links-'));
  const app = await buildTestApp({ mail: { outboxDir: outbox }, trustProxy: true, account: { publicUrl } });
  return { app, outbox, company: await login(app, DEMO.company) };
}

async function close(w: World) {
  await w.app.close();
  rmSync(w.outbox, { recursive: true, force: true });
}

/** The one mail sent to `email`, as written to the outbox. */
function mailTo(w: World, email: string): string {
  const mails = readdirSync(w.outbox)
    .filter((f) => f.endsWith('.eml'))
    .map((f) => readFileSync(join(w.outbox, f), 'utf8'))
    .filter((m) => m.includes(`To: ${email}\r\n`));
  expect(mails).toHaveLength(1);
  return mails[0];
}

async function forgot(w: World, email: string, headers: Record<string, string> = {}) {
  await createAdmin(w.app, email);
  expect((await post(w.app, accountApi.passwordForgot.path, { email }, undefined, { ...FORGED, ...headers })).body.code).toBe(0);
  return mailTo(w, email);
}

async function invite(w: World, email: string, headers: Record<string, string> = {}) {
  const company = await w.app.db.selectFrom('company').select('id').where('name', '=', 'Demo Malls').executeTakeFirstOrThrow();
  const body = { email, name: 'Invited', adminType: 'BUSINESS_ADMINISTRATOR', companyId: company.id, enabled: true, sendSetPasswordMail: true };
  expect((await post(w.app, adminApi.save.path, body, w.company, { ...FORGED, ...headers })).body.code).toBe(0);
  return mailTo(w, email);
}

/** The mail's line that holds the link (complete, or the path alone). */
const linkLine = (mail: string) => /^(\S*\/find-password\?token=[\w-]{43})\r$/m.exec(mail)?.[1];

const PUBLIC_LINK = /^https:\/\/indoor\.example\.com\/find-password\?token=[\w-]{43}$/;

describe('issue 31 §3 mailed links never follow the Host header', () => {
  let bare: World;
  let configured: World;
  beforeAll(async () => {
    bare = await world();
    configured = await world('https://indoor.example.com/');
  });
  afterAll(async () => {
    await close(bare);
    await close(configured);
  });

  it('password/forgot with a forged Host: the path alone with instructions without PUBLIC_URL, PUBLIC_URL’s link with it', async () => {
    const relative = await forgot(bare, 'forged-forgot@demo.local');
    expect(relative).not.toContain('attacker.example');
    expect(relative).not.toMatch(/https?:\/\//);
    expect(linkLine(relative)).toMatch(/^\/find-password\?token=[\w-]{43}$/);
    expect(relative).toContain('at the address you normally sign in on, replace everything after its host name with the line below');

    const absolute = await forgot(configured, 'public-forgot@demo.local');
    expect(absolute).not.toContain('attacker.example');
    expect(linkLine(absolute)).toMatch(PUBLIC_LINK);
    expect(absolute).toContain('Open this link to choose a new password:');
  });

  it('the Chinese reset mail gives the same path and instructions in Chinese', async () => {
    const mail = await forgot(bare, 'forged-forgot-zh@demo.local', { 'accept-language': 'zh-CN' });
    expect(mail).not.toContain('attacker.example');
    expect(linkLine(mail)).toMatch(/^\/find-password\?token=[\w-]{43}$/);
    expect(mail).toContain('把地址栏里域名之后的部分换成下面这一行');
  });

  it('the set-password mail of a new admin, asked for with a forged Host, follows the same rule', async () => {
    const relative = await invite(bare, 'forged-invite@demo.local');
    expect(relative).not.toContain('attacker.example');
    expect(relative).not.toMatch(/https?:\/\//);
    expect(linkLine(relative)).toMatch(/^\/find-password\?token=[\w-]{43}$/);
    expect(relative).toContain('to set your password');

    const absolute = await invite(configured, 'public-invite@demo.local');
    expect(absolute).not.toContain('attacker.example');
    expect(linkLine(absolute)).toMatch(PUBLIC_LINK);
  });
});

describe('issue 31 §3 the start-up notice (server.ts calls it; tests/server/server.test.ts starts the real server)', () => {
  /** What the server's own (pino) logger writes at the deployed level for one announcement. */
  function announced(publicUrl: string | undefined): Array<{ level: number; msg: string }> {
    const lines: Array<{ level: number; msg: string }> = [];
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(JSON.parse(chunk.toString()) as { level: number; msg: string });
        done();
      },
    });
    announceMailLinks(Fastify({ logger: { level: 'warn', stream } }).log, publicUrl);
    return lines;
  }

  it('without PUBLIC_URL one warning says mailed links carry only the path and how to fix it; with it nothing is said', () => {
    expect(announced(undefined)).toEqual([expect.objectContaining({ level: 40, msg: RELATIVE_LINKS_NOTICE })]);
    expect(RELATIVE_LINKS_NOTICE).toMatch(/^PUBLIC_URL is not set: mailed links .* carry only the path.*set PUBLIC_URL/);
    expect(announced('https://indoor.example.com')).toEqual([]);
  });
});
