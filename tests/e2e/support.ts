import { expect, type Page } from '@playwright/test';

export const demoPassword = 'demo1234';
export const demoAdmins = ['platform@demo.local', 'company@demo.local', 'business@demo.local', 'other@demo.local'];

/** Fills the login form (zh-CN browser, so the labels are Chinese) and submits it. */
export async function submitLogin(page: Page, email: string, password = demoPassword) {
  await page.getByLabel('邮箱').fill(email);
  await page.getByLabel('密码', { exact: true }).fill(password);
  await page.getByRole('button', { name: '登录', exact: true }).click();
}

export async function loginAs(page: Page, email: string) {
  await page.goto('/login');
  await submitLogin(page, email);
  await expect(page.getByTestId('header-display-name')).toHaveText(email.split('@')[0]);
}
