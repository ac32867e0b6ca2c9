import { expect, test } from '@playwright/test';
import { CONSOLE_HEADERS, demoAdmins, loginAs, submitLogin } from './support';
import { accountApi } from '#contract/endpoints/account';

for (const email of demoAdmins) {
  test(`spec §1: ${email} logs in and sees the display name (e-mail before the @)`, async ({ page }) => {
    await loginAs(page, email);
    expect(await page.context().cookies()).toEqual(expect.arrayContaining([expect.objectContaining({ name: 'loginStatus', value: 'login' })]));
  });
}

test('spec §8: a wrong password shows the server message and stays on /login', async ({ page }) => {
  await page.goto('/login');
  await submitLogin(page, 'platform@demo.local', 'wrong-password');
  await expect(page.getByRole('alert')).toContainText('邮箱或密码错误');
  await expect(page).toHaveURL(/\/login/);
});

test('spec §5: the login form checks the e-mail and the password length before calling', async ({ page }) => {
  await page.goto('/login');
  await submitLogin(page, 'not-an-email', '123');
  await expect(page.getByText('请输入正确的邮箱')).toBeVisible();
  await expect(page.getByText('密码不能少于4位')).toBeVisible();
});

test('spec §2: an unauthenticated visit goes to /login?redirect= and login lands on that path', async ({ page }) => {
  await page.goto('/building/building-view');
  await expect(page).toHaveURL(/\/login\?redirect=%2Fbuilding%2Fbuilding-view/);
  await submitLogin(page, 'platform@demo.local');
  await expect(page).toHaveURL(/\/building\/building-view$/);
});

test('spec §2: a signed-in user who opens /login is sent to / (the application list)', async ({ page }) => {
  await loginAs(page, 'company@demo.local');
  await page.goto('/login');
  await expect(page).toHaveURL(/\/application$/);
});

test('spec §4: logout calls the server, sets loginStatus=logout and returns to /login', async ({ page, request }) => {
  await loginAs(page, 'platform@demo.local');
  const sid = (await page.context().cookies()).find((c) => c.name === 'sid');
  await page.getByTestId('header-display-name').click();
  await page.getByRole('menuitem', { name: '退出登录' }).click();
  await expect(page).toHaveURL(/\/login/);
  const cookies = await page.context().cookies();
  expect(cookies.find((c) => c.name === 'loginStatus')?.value).toBe('logout');
  // The old session id no longer opens anything on the server.
  const res = await request.get(accountApi.current.path, { headers: { cookie: `sid=${sid?.value}` } });
  expect((await res.json()).code).toBe(10002);
});

test('spec §8: a session deleted on the server makes the next call open the 确认退出 dialog', async ({ page, playwright, baseURL }) => {
  await loginAs(page, 'platform@demo.local');
  const mall = page.getByRole('button', { name: /环球购物中心/ }).first();
  await expect(mall).toBeVisible();
  const sid = (await page.context().cookies()).find((c) => c.name === 'sid');
  // Another client ends that session server-side (logout with the same session id).
  const other = await playwright.request.newContext({ baseURL });
  await other.post(accountApi.logout.path, { headers: { ...CONSOLE_HEADERS, cookie: `sid=${sid?.value}` } });
  await other.dispose();

  await mall.click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText('确认退出')).toBeVisible();
  await expect(dialog.getByText('登录过期，你可以退出系统或者重新登录')).toBeVisible();
  await dialog.getByRole('button', { name: '重新登录' }).click();
  await expect(page).toHaveURL(/\/login/);
  const cookies = await page.context().cookies();
  expect(cookies.find((c) => c.name === 'loginStatus')?.value).toBe('logout');
});
