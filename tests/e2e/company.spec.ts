import { expect, test } from '@playwright/test';
import { PNG } from 'pngjs';
import { apiGet, chooseArea, loginAs, newestResetLink, submitLogin } from './support';
import { buildingApi } from '#contract/endpoints/building';
import { usageApi } from '#contract/endpoints/usage';

/** A size×size PNG of one colour. */
function square(size: number, rgb: [number, number, number]): Buffer {
  const image = new PNG({ width: size, height: size });
  for (let i = 0; i < size * size; i++) image.data.set([...rgb, 255], i * 4);
  return PNG.sync.write(image);
}

// The admins work in the malls' time zone: 点击统计's default range ends on the browser's today, which must be the mall's
// (from 16:00 UTC on, a UTC browser's today is the mall's yesterday and would leave out the events sent now).
test.use({ timezoneId: 'Asia/Shanghai' });

test('issue 16: a platform admin creates a company with logos and invites its admin; the mailed link sets a password and the admin sees the company’s branding (§3); its building and app, with a key, send events that show under 用户列表 and 点击统计', async ({
  page,
}) => {
  const stamp = Date.now().toString(36);
  const name = `星河商业 ${stamp}`;
  const email = `star-${stamp}@example.test`;

  await loginAs(page, 'platform@demo.local');
  // Spec §4: choosing platform management lands on the company list.
  await chooseArea(page, '平台管理');
  await expect(page).toHaveURL(/\/company$/);
  await page.getByRole('link', { name: '新建' }).click();

  // A taken name (another case) is the server's 10006 under the field; nothing is created.
  await page.getByRole('textbox', { name: '公司名称' }).fill('demo malls');
  await page.getByRole('button', { name: '保存' }).click();
  await expect(page.getByText('已有同名公司')).toBeVisible();

  await page.getByRole('textbox', { name: '公司名称' }).fill(name);
  await page.getByRole('textbox', { name: '联系人' }).fill('王经理 13800000000');
  const big = page.getByTestId('platform-file-logo').first();
  await big.getByTestId('platform-file-input').setInputFiles({ name: 'big.png', mimeType: 'image/png', buffer: square(64, [32, 96, 200]) });
  await expect(big.getByTestId('platform-file-preview')).toBeVisible();
  const bigUrl = await big.getByTestId('platform-file-preview').getAttribute('src');
  const small = page.getByTestId('platform-file-logo').nth(1);
  await small.getByTestId('platform-file-input').setInputFiles({ name: 'small.png', mimeType: 'image/png', buffer: square(32, [200, 60, 40]) });
  await expect(small.getByTestId('platform-file-preview')).toBeVisible();
  await page.getByRole('button', { name: '保存' }).click();

  const row = page.getByRole('row').filter({ hasText: name });
  await expect(row).toContainText('已启用');
  await row.getByTestId('company-admins-link').click();
  await expect(page.getByTestId('company-frame-name')).toContainText(name);

  // Bad input: an e-mail the server refuses shows under the field; nothing is sent.
  await page.getByTestId('invite-email').fill('not-an-email');
  await page.getByTestId('invite-name').fill('星河管理员');
  await page.getByTestId('invite-send').click();
  await expect(page.getByText('请输入正确的邮箱地址')).toBeVisible();

  await page.getByTestId('invite-email').fill(email);
  await page.getByTestId('invite-send').click();
  await expect(page.getByTestId('company-admin-table')).toContainText(email);
  await expect(page.getByTestId('company-admin-table')).toContainText('公司管理员');

  // The invitation arrives in the outbox with a set-password link; the new admin sets a password and signs in.
  await expect.poll(() => newestResetLink(email)).not.toBeNull();
  await page.context().clearCookies();
  await page.goto(newestResetLink(email)!);
  const password = 'Star-pass-2026';
  await page.getByLabel('新密码', { exact: true }).fill(password);
  await page.getByLabel('确认新密码').fill(password);
  await page.getByRole('button', { name: '设置新密码' }).click();
  await expect(page.getByRole('status')).toContainText('密码已修改');
  await page.goto('/login');
  await submitLogin(page, email, password);
  await expect(page.getByTestId('header-display-name')).toHaveText(`star-${stamp}`);
  // §3: a non-empty big logo is the company's own branding in the header.
  await expect(page.getByTestId('company-logo')).toHaveAttribute('src', bigUrl!);

  // The platform admin gives the company a building and an app with a key.
  await page.context().clearCookies();
  await loginAs(page, 'platform@demo.local');
  await page.goto('/company');
  await page.getByRole('row').filter({ hasText: name }).getByTestId('company-buildings-link').click();
  await page.getByTestId('company-building-add').click();
  const building = `星河广场 ${stamp}`;
  await page.locator('input[name="name"]').fill(building);
  await page.locator('input[name="levels.0.name"]').fill('1F');
  await page.getByRole('button', { name: '保存' }).click();
  await expect(page.getByRole('row').filter({ hasText: building })).toBeVisible();
  const buildingId = (
    await apiGet<{ records: Array<{ id: number; name: string }> }>(page, `${buildingApi.page.path}?page=1&size=5&name=${encodeURIComponent(building)}`)
  ).records[0]!.id;

  await page.goto('/location-app/create');
  const appName = `星河 App ${stamp}`;
  await page.locator('input[name="name"]').fill(appName);
  await page.locator('input[name="appCode"]').fill(`star-${stamp}`);
  await page.locator('.ra-input-companyId [role=combobox]').click();
  await page.getByRole('option', { name }).click();
  await page.locator('.ra-input-buildingIds [role=combobox]').click();
  await page.getByRole('option', { name: building }).click();
  await page.keyboard.press('Escape');
  await page.getByRole('checkbox', { name: '微信' }).check();
  await page.getByRole('button', { name: '保存' }).click();
  await expect(page).toHaveURL(/\/location-app\/\d+$/);
  await page.getByTestId('app-key-create').click();
  const key = (await page.getByTestId('app-key-value').textContent())!.trim();
  await page.getByTestId('app-key-done').click();

  // The app sends events with that key: a visitor opens it and clicks two features.
  const visitor = `u_star_${stamp}`;
  const base = {
    userId: visitor,
    sessionId: `s_${stamp}`,
    platform: 'wechat',
    appVersion: '2.1.0',
    brand: 'Xiaomi',
    model: 'Xiaomi 14',
    os: 'Android',
    osVersion: '14',
    network: 'wifi',
    buildingId,
  };
  const at = (s: number) => new Date(Date.now() - 60_000 + s * 1000).toISOString();
  const events = [
    { ...base, id: `${stamp}-1`, type: 'app_open', time: at(0), data: { firstOpen: true } },
    { ...base, id: `${stamp}-2`, type: 'feature_click', time: at(5), data: { feature: '停车缴费' } },
    { ...base, id: `${stamp}-3`, type: 'feature_click', time: at(9), data: { feature: '停车缴费' } },
    { ...base, id: `${stamp}-4`, type: 'feature_click', time: at(12), data: { feature: '会员中心' } },
  ];
  const sent = await page.request.post(usageApi.collect.path, { data: { events }, headers: { 'X-App-Key': key } });
  expect(((await sent.json()) as { code: number; data: { accepted: number } }).data.accepted).toBe(4);

  // The visitor is under 用户列表, with its session; the clicks are under 点击统计, for the app.
  await page.goto('/user');
  await page.getByPlaceholder('用户 ID 开头…').fill(visitor);
  await expect(page.getByRole('row').filter({ hasText: visitor })).toBeVisible();
  await page.goto(`/user/user-activity/${visitor}`);
  await expect(page.getByTestId('user-activity-id')).toHaveText(visitor);
  await expect(page.getByTestId('user-activity-id')).toBeVisible();
  await expect(page.getByTestId('user-sessions')).toContainText(building);
  await page.goto('/stat');
  await page.getByTestId('stat-app').click();
  await page.getByRole('option', { name: new RegExp(appName) }).click();
  await expect(page.getByTestId('kpi-featureClicks').getByTestId('kpi-value')).toHaveText('3');
  const features = page.getByTestId('stat-feature-table');
  await expect(features.getByRole('row').nth(1)).toContainText('停车缴费');
  await expect(features.getByRole('row').nth(1)).toContainText('2');
  await expect(features.getByRole('row').nth(2)).toContainText('会员中心');
});

test('issue 16: disabling a company is confirmed first and signs its admins out; enabling it again lets them back', async ({ browser, page }) => {
  const other = await browser.newContext();
  const otherPage = await other.newPage();
  await loginAs(otherPage, 'other@demo.local');

  await loginAs(page, 'platform@demo.local');
  await page.goto('/company');
  await page.getByRole('row').filter({ hasText: 'Other Co' }).getByRole('cell').nth(1).click();
  await expect(page.getByRole('textbox', { name: '公司名称' })).toHaveValue('Other Co');
  await page.getByRole('switch', { name: '启用' }).click();
  await page.getByRole('button', { name: '保存' }).click();
  const confirm = page.getByRole('dialog');
  await expect(confirm).toContainText('停用“Other Co”？');
  await confirm.getByRole('button', { name: '确认' }).click();
  await expect(page.getByRole('row').filter({ hasText: 'Other Co' })).toContainText('已停用');

  // The company's admin is signed out: the next call answers 10002 and the console asks to sign in again (§8).
  await otherPage.reload();
  const expired = otherPage.getByRole('dialog', { name: '确认退出' });
  await expect(expired).toContainText('登录过期');
  await expired.getByRole('button', { name: '重新登录' }).click();
  await expect(otherPage).toHaveURL(/\/login/);
  await submitLogin(otherPage, 'other@demo.local');
  await expect(otherPage.getByRole('alert')).toContainText('您所在的公司已停用，请联系平台管理员');

  // Enabled again: nothing was lost, the admin signs in.
  await page.getByRole('row').filter({ hasText: 'Other Co' }).getByRole('cell').nth(1).click();
  await page.getByRole('switch', { name: '启用' }).click();
  await page.getByRole('button', { name: '保存' }).click();
  await expect(page.getByRole('row').filter({ hasText: 'Other Co' })).toContainText('已启用');
  await loginAs(otherPage, 'other@demo.local');
  await other.close();
});
