import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type APIResponse, type Page } from '@playwright/test';
import { accountApi } from '#contract/endpoints/account';
import { messageApi } from '#contract/endpoints/message';
import { CONSOLE_HEADERS, submitLogin } from './support';
import { FAILURES_PER_ADDRESS, PROXY_URL, PUBLIC_URL, SERVER_PORTS, dataDirOf } from './proxy/stack';

// Issue 34 §8 (npm run test:e2e:proxy, playwright.proxy.config.ts): the console behind nginx with TLS, two servers on
// one PostgreSQL database, both with TRUST_PROXY=true and PUBLIC_URL. nginx names the server that answered in
// X-Upstream (the suite's own addition around deploy/nginx.conf).

const SERVERS = SERVER_PORTS.map((port) => `127.0.0.1:${port}`).sort();
type Envelope = { code: number; message?: string };

/** The server behind each answer of the page (the console's files and its calls), as nginx names it. */
function watchUpstreams(page: Page): Set<string> {
  const seen = new Set<string>();
  page.on('response', (response) => {
    const upstream = response.headers()['x-upstream'];
    if (upstream) seen.add(upstream);
  });
  return seen;
}

async function envelope(response: APIResponse): Promise<Envelope> {
  return (await response.json()) as Envelope;
}

test('issue 34 §8: through nginx the console signs in over TLS with a Secure cookie and HSTS, and the one session holds on both servers', async ({ page }) => {
  const upstreams = watchUpstreams(page);
  const login = await page.goto('/login');
  expect(login!.headers()['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
  await submitLogin(page, 'company@demo.local');
  await expect(page.getByTestId('header-display-name')).toHaveText('company');

  const session = (await page.context().cookies()).find((cookie) => cookie.name === 'sid');
  expect(session).toMatchObject({ secure: true, httpOnly: true, sameSite: 'Lax' });

  // The console's own pages and calls, then its own call again and again: each answer comes from one of the two
  // servers in turn, and every one knows the session.
  await page.goto('/account');
  await expect(page.getByTestId('account-email')).toHaveText('company@demo.local');
  for (let i = 0; i < 6; i++) {
    const answer = await page.request.get(accountApi.current.path);
    expect(answer.headers()['strict-transport-security']).toContain('max-age=31536000');
    const body = (await answer.json()) as Envelope & { data: { email: string } };
    expect(body.code).toBe(0);
    expect(body.data.email).toBe('company@demo.local');
    upstreams.add(answer.headers()['x-upstream']!);
  }
  expect([...upstreams].sort()).toEqual(SERVERS);

  await page.reload();
  await expect(page.getByTestId('account-email')).toHaveText('company@demo.local');
});

test('issue 34 §8: the CSRF check compares Origin with the forwarded origin: the browser’s passes, another site’s and the server’s own direct address do not', async ({
  page,
}) => {
  await page.goto('/login');
  // The sign-in form's POST carries the browser's Origin, https://127.0.0.1:<nginx>; PUBLIC_URL names localhost.
  await submitLogin(page, 'platform@demo.local');
  await expect(page.getByTestId('header-display-name')).toHaveText('platform');

  const markAllRead = (origin: string) => page.request.post(messageApi.markAllRead.path, { headers: { ...CONSOLE_HEADERS, Origin: origin }, data: {} });
  for (let i = 0; i < 2; i++) {
    const own = await markAllRead(PROXY_URL);
    expect((await envelope(own)).code).toBe(0);
    expect((await envelope(await markAllRead(PUBLIC_URL))).code).toBe(0);
  }
  for (const foreign of ['https://evil.example', `http://127.0.0.1:${SERVER_PORTS[0]}`, `http://127.0.0.1:${SERVER_PORTS[1]}`]) {
    const refused = await markAllRead(foreign);
    expect(refused.status()).toBe(403);
    expect(await envelope(refused)).toMatchObject({ code: 10003 });
  }
});

/** The newest mail to `email` in either server's outbox (no SMTP_URL: each server writes its own), unfolded. */
function newestMailTo(email: string): string | null {
  const mails: Array<{ text: string; name: string }> = [];
  for (const port of SERVER_PORTS) {
    const outbox = join(dataDirOf(port), 'outbox');
    let names: string[] = [];
    try {
      names = readdirSync(outbox).filter((name) => name.endsWith('.eml'));
    } catch {
      continue;
    }
    for (const name of names) mails.push({ name, text: readFileSync(join(outbox, name), 'utf8') });
  }
  const unfolded = mails
    .map(({ name, text }) => ({ name, text: text.replace(/=\r?\n/g, '').replace(/=3D/g, '=') }))
    .filter(({ text }) => text.includes(`To: ${email}`))
    .sort((a, b) => b.name.localeCompare(a.name));
  return unfolded[0]?.text ?? null;
}

test('issue 34 §8: a mailed reset link starts with PUBLIC_URL, not the address the request came through, and works', async ({ page }) => {
  const email = 'business@demo.local';
  const newPassword = 'Proxy-reset-2026';
  await page.goto('/find-password');
  await page.getByLabel('邮箱').fill(email);
  await page.getByRole('button', { name: '发送链接' }).click();
  await expect(page.getByRole('status')).toContainText('如果该邮箱已注册');
  await expect.poll(() => newestMailTo(email)).not.toBeNull();
  const link = newestMailTo(email)!.match(/https:\/\/[^\s/]+\/find-password\?token=[\w-]+/)?.[0];
  expect(link).toMatch(new RegExp(`^${PUBLIC_URL.replace(/[.]/g, '\\.')}/find-password\\?token=`));

  await page.goto(link!);
  await page.getByLabel('新密码', { exact: true }).fill(newPassword);
  await page.getByLabel('确认新密码').fill(newPassword);
  await page.getByRole('button', { name: '设置新密码' }).click();
  await expect(page.getByRole('status')).toContainText('密码已修改');
  await page.goto(`${PROXY_URL}/login`);
  await submitLogin(page, email, newPassword);
  await expect(page.getByTestId('header-display-name')).toHaveText('business');
});

// Last: it locks the suite's one client address out of signing in.
test('issue 34 §8: sign-in throttling counts the address nginx saw, whatever X-Forwarded-For the client sends', async ({ page }) => {
  const answers: Envelope[] = [];
  for (let i = 1; i <= FAILURES_PER_ADDRESS; i++) {
    const attempt = await page.request.post(`${PROXY_URL}${accountApi.login.path}`, {
      headers: { ...CONSOLE_HEADERS, 'X-Forwarded-For': `198.51.100.${i}` },
      data: { email: `nobody${i}@example.com`, password: 'wrong-password' },
    });
    answers.push(await envelope(attempt));
  }
  // Each e-mail failed once; only the address counter, the proxy's view of the client, reached its limit.
  expect(answers.slice(0, -1).map((a) => a.code)).not.toContain(10007);
  expect(answers.at(-1)!.code).toBe(10007);
});
