import { expect, test, type Page } from '@playwright/test';
import { CONSOLE_HEADERS, demoPassword, loginAs, newestResetLink, submitLogin } from './support';
import { accountApi } from '#contract/endpoints/account';
import { systemApi } from '#contract/endpoints/system';

const badge = (page: Page) => page.getByTestId('message-badge');

test('spec §1 /message: opening an unread message lowers the header badge', async ({ page }) => {
  await loginAs(page, 'company@demo.local');
  // The first login creates a welcome message.
  await expect(badge(page)).not.toHaveAttribute('data-count', '0');
  const before = Number(await badge(page).getAttribute('data-count'));
  await page.goto('/message');
  // In the 全部 tab an opened message stays listed (the 未读 tab drops it once it is read).
  const row = page.getByTestId('message-row').filter({ hasText: '未读' }).first();
  await row.click();
  await expect(page.getByTestId('message-content').first()).toBeVisible();
  await expect(badge(page)).toHaveAttribute('data-count', String(before - 1));
});

test('spec §2 /message: mark all read empties the unread tab and zeroes the badge', async ({ page }) => {
  await loginAs(page, 'platform@demo.local');
  await page.goto('/message');
  await expect(page.getByTestId('message-row').first()).toBeVisible();
  await page.getByRole('button', { name: '全部标为已读' }).click();
  await expect(badge(page)).toHaveAttribute('data-count', '0');
  await page.getByRole('tab', { name: '未读' }).click();
  await expect(page.getByText('没有符合条件的消息')).toBeVisible();
});

test('spec §2 /find-password: the mailed link sets a new password that signs in', async ({ page }) => {
  const email = 'business@demo.local';
  const newPassword = 'Reset-pass-2026';
  await page.goto('/find-password');
  await page.getByLabel('邮箱').fill(email);
  await page.getByRole('button', { name: '发送链接' }).click();
  await expect(page.getByRole('status')).toContainText('如果该邮箱已注册');
  await expect.poll(() => newestResetLink(email)).not.toBeNull();
  const link = newestResetLink(email)!;
  await page.goto(link);
  await page.getByLabel('新密码', { exact: true }).fill(newPassword);
  await page.getByLabel('确认新密码').fill(newPassword);
  await page.getByRole('button', { name: '设置新密码' }).click();
  await expect(page.getByRole('status')).toContainText('密码已修改');
  await page.getByRole('link', { name: '去登录' }).click();
  await expect(page).toHaveURL(/\/login/);
  await submitLogin(page, email, newPassword);
  await expect(page.getByTestId('header-display-name')).toHaveText('business');
  // The link is single-use.
  await page.goto(link);
  await page.getByLabel('新密码', { exact: true }).fill('Another-pass-9');
  await page.getByLabel('确认新密码').fill('Another-pass-9');
  await page.getByRole('button', { name: '设置新密码' }).click();
  await expect(page.getByRole('alert')).toBeVisible();
  // The demo password back: later specs sign in as this admin.
  const restored = await page.request.post(accountApi.passwordUpdate.path, {
    headers: CONSOLE_HEADERS,
    data: { oldPassword: newPassword, newPassword: demoPassword },
  });
  expect(((await restored.json()) as { code: number }).code).toBe(0);
});

test('spec §2 /account: a policy error shows under the field; a good change signs in with the new password', async ({ page, browser }) => {
  const newPassword = 'Account-pass-77';
  await loginAs(page, 'other@demo.local');
  await page.goto('/account');
  await expect(page.getByTestId('account-email')).toHaveText('other@demo.local');
  await page.getByLabel('原密码').fill(demoPassword);
  await page.getByLabel('新密码', { exact: true }).fill('short');
  await page.getByLabel('确认新密码').fill('short');
  await page.getByRole('button', { name: '修改密码' }).click();
  await expect(page.getByLabel('新密码', { exact: true })).toHaveAttribute('aria-invalid', 'true');
  await page.getByLabel('新密码', { exact: true }).fill(newPassword);
  await page.getByLabel('确认新密码').fill(newPassword);
  await page.getByRole('button', { name: '修改密码' }).click();
  await expect(page.getByText('密码已修改，您在其他地方的登录已退出。')).toBeVisible();
  await expect(page.getByLabel('原密码')).toHaveValue('');

  const fresh = await browser.newContext();
  const other = await fresh.newPage();
  await other.goto('/login');
  await submitLogin(other, 'other@demo.local', demoPassword);
  await expect(other.getByRole('alert')).toBeVisible();
  await submitLogin(other, 'other@demo.local', newPassword);
  await expect(other.getByTestId('header-display-name')).toHaveText('other');
  await fresh.close();
});

test('spec §2 /token-login: a token issued to a signed-in admin signs a fresh browser in and follows the redirect', async ({ page, browser }) => {
  await loginAs(page, 'platform@demo.local');
  const response = await page.request.post(accountApi.loginToken.path, { data: {}, headers: CONSOLE_HEADERS });
  const { data } = (await response.json()) as { data: { token: string } };
  const fresh = await browser.newContext();
  const other = await fresh.newPage();
  await other.goto(`/token-login?token=${data.token}&redirect=${encodeURIComponent('/about')}`);
  await expect(other).toHaveURL(/\/about$/);
  await expect(other.getByTestId('header-display-name')).toHaveText('platform');
  // Spent: the same token fails the second time.
  const spent = await browser.newContext();
  const third = await spent.newPage();
  await third.goto(`/token-login?token=${data.token}`);
  await expect(third.getByRole('alert')).toBeVisible();
  await expect(third.getByRole('link', { name: '前往登录' })).toBeVisible();
  await fresh.close();
  await spent.close();
});

test('spec §2 /about: the database kind comes from the server', async ({ page }) => {
  await loginAs(page, 'platform@demo.local');
  await page.goto('/about');
  await expect(page.getByTestId('about-database')).toHaveText('PGlite（内嵌 PostgreSQL）');
  await expect(page.getByText('运行中')).toBeVisible();
});

test('spec §2 /document/document: the user guide renders with Chinese headings', async ({ page }) => {
  await loginAs(page, 'company@demo.local');
  await page.goto('/document/document');
  await expect(page.getByRole('heading', { level: 1, name: '室内定位管理平台使用指南' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: '消息中心' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'API 参考' })).toHaveAttribute('href', systemApi.docs.path);
});
