import { expect, test, type Page } from '@playwright/test';
import { chooseArea, loginAs, openMenu, pickOption } from './support';
import { wechatCallbackApi } from '#contract/endpoints/wxapp';
import { fillPath } from '#contract/endpoints/endpoint';

/**
 * Issue 17 微信小程序 as the platform admin, against the WeChat third-party platform stand-in: add a platform, wait for
 * WeChat's ticket, authorize a mini-program through the pre-authorization link, then link it to a location app and set
 * a server domain and a tester.
 */

const STANDIN = process.env.WECHAT_STANDIN_URL ?? 'http://127.0.0.1:8390';

async function standin<T>(page: Page, path: string, body: object): Promise<T> {
  const answer = await page.request.post(`${STANDIN}/__standin/${path}`, { data: body });
  expect(answer.ok(), `${path}: ${await answer.text()}`).toBe(true);
  return (await answer.json()) as T;
}

const alnum = (n: number) =>
  Array.from({ length: n }, (_, i) => 'abcdefghijklmnopqrstuvwxyz0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ'[(i * 7 + Date.now()) % 62]).join('');

test('issue 17: the platform admin adds a third-party platform, gets its ticket, authorizes a mini-program and edits it', async ({ page, baseURL }) => {
  test.setTimeout(120_000);
  const stamp = Date.now().toString(36);
  const appid = `wxe2e${stamp}`.slice(0, 20);
  const secrets = { secret: `Sec${alnum(29)}`, token: `tok${stamp}`, aesKey: alnum(43) };
  const platform = `E2E 平台 ${stamp}`;
  const nickName = `E2E 导航 ${stamp}`;

  await loginAs(page, 'platform@demo.local');
  await chooseArea(page, '平台管理');
  await openMenu(page, '微信小程序', '第三方平台列表');
  await expect(page).toHaveURL(/\/wxapp\/open-list$/);

  // A bad AppID is refused under its field (10005); then the platform is added.
  await page.getByTestId('wx-open-add').click();
  const dialog = page.getByRole('dialog');
  await dialog.getByTestId('wx-open-name').fill(platform);
  await dialog.getByTestId('wx-open-componentAppid').fill('not-an-appid');
  await dialog.getByTestId('wx-open-secret').fill(secrets.secret);
  await dialog.getByTestId('wx-open-token').fill(secrets.token);
  await dialog.getByTestId('wx-open-aesKey').fill(secrets.aesKey);
  await dialog.getByTestId('wx-open-save').click();
  await expect(dialog.locator('#wx-open-componentAppid-helper-text')).toContainText(/AppID|componentAppid/i);
  await dialog.getByTestId('wx-open-componentAppid').fill(appid);
  await dialog.getByTestId('wx-open-save').click();
  await expect(dialog).toBeHidden();
  const row = page.getByTestId(`wx-open-row-${appid}`);
  await expect(row.getByTestId('wx-open-state')).toHaveText('等待票据');
  await expect(row).toContainText(fillPath(wechatCallbackApi.component.path, { componentAppid: appid }));

  // WeChat (the stand-in) learns the platform with this server's callback URLs and pushes a ticket.
  await standin(page, 'components', {
    componentAppid: appid,
    secret: secrets.secret,
    token: secrets.token,
    encodingAesKey: secrets.aesKey,
    authCallbackUrl: `${baseURL}${fillPath(wechatCallbackApi.component.path, { componentAppid: appid })}`,
    messageCallbackUrl: `${baseURL}${fillPath(wechatCallbackApi.message.path, { componentAppid: appid, appid: '__APPID__' }).replace('__APPID__', '$APPID$')}`,
  });
  await expect(async () => {
    await page.reload();
    await expect(row.getByTestId('wx-open-state')).toHaveText('正常', { timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
  await expect(row).toContainText('已接受');

  // 添加: the pre-authorization link; the mini-program's administrator authorizes it on WeChat's page.
  await standin(page, 'miniprograms', { nickName });
  await openMenu(page, '微信小程序', '新增小程序');
  await pickOption(page, page.getByTestId('wxapp-add-platform'), new RegExp(platform), platform);
  await page.getByTestId('wxapp-add-generate').click();
  await expect(page.getByTestId('wxapp-add-link').getByRole('img')).toBeVisible();
  const [popup] = await Promise.all([page.waitForEvent('popup'), page.getByTestId('wxapp-add-open').click()]);
  await popup.getByRole('button', { name: `授权 ${nickName}` }).click();
  await expect(popup.getByRole('alert').filter({ hasText: '已授权' })).toBeVisible();
  await popup.close();
  await expect(page.getByTestId('wxapp-add-done')).toContainText(`已授权：${nickName}`);

  // 编辑: link a location app, set a server domain, add a tester.
  await page.getByTestId('wxapp-add-done').getByRole('link').click();
  await expect(page.getByTestId('wxapp-edit')).toContainText(nickName);
  await page.getByTestId('wxapp-link-app').click();
  await page.getByRole('option', { name: /^Demo Malls 导航/ }).click();
  await page.getByTestId('wxapp-link-save').click();
  await expect(page.getByText('已保存', { exact: true })).toBeVisible();
  await page.getByTestId('wxapp-domain-requestdomain').fill('https://api.example.com');
  await page.getByTestId('wxapp-domains-save').click();
  await expect(page.getByText('已保存域名')).toBeVisible();
  await expect(page.getByTestId('wxapp-domain-requestdomain')).toHaveValue('https://api.example.com');
  await page.getByTestId('wxapp-tester-id').fill(`tester_${stamp}`);
  await page.getByTestId('wxapp-tester-add').click();
  await expect(page.getByTestId('wxapp-testers')).toContainText(`tester_${stamp}`);

  // 小程序列表: the mini-program, authorized and linked.
  await openMenu(page, '微信小程序', '小程序列表');
  await page.locator('input[name="q"]').fill(nickName);
  // The filter reaches the address after react-admin's debounce; leaving earlier would be undone by it.
  await expect(page).toHaveURL(/filter=/);
  const listed = page.getByRole('row').filter({ hasText: nickName });
  await expect(listed).toContainText('已授权');
  await expect(listed).toContainText('Demo Malls 导航');
  await expect(listed).toContainText(platform);

  // While a mini-program is authorized the platform cannot be deleted: the server's message shows.
  await openMenu(page, '微信小程序', '第三方平台列表');
  await row.getByRole('button', { name: '删除' }).click();
  await page
    .getByRole('dialog')
    .getByRole('button', { name: /确认|确定/ })
    .click();
  await expect(page.getByText('仍有小程序授权给该平台，不能删除')).toBeVisible();
  await expect(row).toBeVisible();
});
