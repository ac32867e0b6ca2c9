import { expect, test, type Page } from '@playwright/test';
import { CONSOLE_HEADERS, loginAs } from './support';
import { wechatCallbackApi, wxOpenApi, wxappApi } from '#contract/endpoints/wxapp';
import { companyApi } from '#contract/endpoints/company';
import { appApi } from '#contract/endpoints/app';
import { wxappCodeApi } from '#contract/endpoints/wxappCode';
import { appGroupApi } from '#contract/endpoints/appGroup';
import { fillPath } from '#contract/endpoints/endpoint';

/**
 * Issue 17 代码模板, 代码管理 and 分组 as the platform admin, against the WeChat third-party platform stand-in: a draft
 * into the template library, a commit with its ext_json, the audit (passed by WeChat's push) and the release with its
 * history; then a batch release over an app group, where only the member that passed is released.
 */

const STANDIN = process.env.WECHAT_STANDIN_URL ?? 'http://127.0.0.1:8390';

async function standin<T>(page: Page, path: string, body: object): Promise<T> {
  const answer = await page.request.post(`${STANDIN}/__standin/${path}`, { data: body });
  expect(answer.ok(), `${path}: ${await answer.text()}`).toBe(true);
  return (await answer.json()) as T;
}

async function api<T>(page: Page, path: string, body?: object): Promise<T> {
  const answer = body ? await page.request.post(path, { data: body, headers: CONSOLE_HEADERS }) : await page.request.get(path);
  const json = (await answer.json()) as { code: number; data: T; error?: string };
  expect(json.code, `${path}: ${json.error}`).toBe(0);
  return json.data;
}

const alnum = (n: number, seed: number) =>
  Array.from({ length: n }, (_, i) => 'abcdefghijklmnopqrstuvwxyz0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ'[(i * 7 + seed) % 62]).join('');

/** A platform the stand-in knows (ticket pushed) and mini-programs authorized to it, linked to the demo app. */
async function setUp(page: Page, baseURL: string, nickNames: string[]) {
  const stamp = Date.now().toString(36);
  const componentAppid = `wxe2ec${stamp}`.slice(0, 20);
  const secrets = { secret: `Sec${alnum(29, Date.now())}`, token: `tok${stamp}`, aesKey: alnum(43, Date.now() + 3) };
  const platform = await api<{ id: number }>(page, wxOpenApi.add.path, { name: `E2E 代码 ${stamp}`, componentAppid, ...secrets });
  await standin(page, 'components', {
    componentAppid,
    secret: secrets.secret,
    token: secrets.token,
    encodingAesKey: secrets.aesKey,
    authCallbackUrl: `${baseURL}${fillPath(wechatCallbackApi.component.path, { componentAppid })}`,
    messageCallbackUrl: `${baseURL}${fillPath(wechatCallbackApi.message.path, { componentAppid, appid: '__APPID__' }).replace('__APPID__', '$APPID$')}`,
  });
  // A location app of this test's own (no building), so other specs' mini-programs are not in its group.
  const companies = await api<{ records: Array<{ id: number }> }>(page, `${companyApi.page.path}?page=1&size=1`);
  const demo = await api<{ id: number }>(page, appApi.add.path, {
    companyId: companies.records[0]!.id,
    name: `E2E 小程序应用 ${stamp}`,
    appCode: `e2e-wx-${stamp}`,
  });
  const wxapps: Array<{ id: number; appid: string; nickName: string }> = [];
  for (const nickName of nickNames) {
    const { appid } = await standin<{ appid: string }>(page, 'miniprograms', { nickName });
    const { url } = await api<{ url: string }>(page, wxappApi.authorize.path, { openPlatformId: platform.id });
    const target = new URL(url);
    const form = {
      component_appid: target.searchParams.get('component_appid')!,
      pre_auth_code: target.searchParams.get('pre_auth_code')!,
      redirect_uri: target.searchParams.get('redirect_uri')!,
      appid,
    };
    const confirmed = await page.request.post(`${STANDIN}/cgi-bin/componentloginpage/confirm`, { form, maxRedirects: 0 });
    await page.request.get(confirmed.headers().location!);
    const listed = await api<{ records: Array<{ id: number; authorizerAppid: string }> }>(page, `${wxappApi.page.path}?page=1&size=200`);
    const id = listed.records.find((r) => r.authorizerAppid === appid)!.id;
    await api(page, wxappApi.update.path, { id, appId: demo.id });
    wxapps.push({ id, appid, nickName });
  }
  return { stamp, componentAppid, platformId: platform.id, demoAppId: demo.id, wxapps };
}

test('issue 17: a draft becomes a template, is committed with its ext_json, audited, released, and the history shows who did what', async ({
  page,
  baseURL,
}) => {
  await loginAs(page, 'platform@demo.local');
  const world = await setUp(page, baseURL!, [`E2E 代码导航 ${Date.now().toString(36)}`]);
  const [wx] = world.wxapps;
  await standin(page, 'drafts', { componentAppid: world.componentAppid, userVersion: '7.0.0', userDesc: 'E2E 草稿' });

  // 代码模板: the draft into the library; the count shows n / 200.
  await page.goto('/wxapp/code-templates');
  await page.getByLabel('第三方平台').click();
  await page.getByRole('option', { name: new RegExp(world.componentAppid) }).click();
  const drafts = page.getByTestId('wxapp-drafts');
  await drafts.getByRole('row').filter({ hasText: 'E2E 草稿' }).getByRole('button', { name: '添加到模板库' }).click();
  await expect(page.getByTestId('wxapp-library-count')).toHaveText('1 / 200 个模板');
  await expect(page.getByTestId('wxapp-library')).toContainText('7.0.0');

  // 代码管理: commit (the ext_json preview names the app's code), submit, WeChat passes it, release.
  await page.goto(`/wxapp/code/${wx!.id}`);
  await expect(page.getByTestId('wxapp-ext-json')).toContainText(`"appCode": "e2e-wx-${world.stamp}"`);
  await expect(page.getByTestId('wxapp-ext-json')).toContainText(`"extAppid": "${wx!.appid}"`);
  await page.getByTestId('wxapp-commit').getByLabel('模板').click();
  await page.getByRole('option', { name: /7\.0\.0/ }).click();
  await page.getByTestId('wxapp-commit').getByLabel('版本号').fill('7.0.0');
  await page.getByTestId('wxapp-commit').getByRole('button', { name: '提交' }).click();
  await expect(page.getByTestId('wxapp-code-state')).toContainText('7.0.0');
  await expect(page.getByTestId('wxapp-quota')).toContainText('本月剩余审核次数');

  // Released before the audit passed: the server's own refusal.
  await page.getByRole('button', { name: '发布' }).click();
  await expect(page.getByRole('alert').filter({ hasText: '只有审核通过的版本才能发布' })).toBeVisible();

  await page.getByRole('button', { name: '提交审核' }).click();
  await expect(page.getByTestId('wxapp-code-state')).toContainText('审核中');
  await standin(page, 'audit', { appid: wx!.appid, result: 'passed' });
  await expect(page.getByTestId('wxapp-code-state')).toContainText('审核通过', { timeout: 20_000 });
  await page.getByRole('button', { name: '发布' }).click();
  await expect(page.getByTestId('wxapp-released')).toHaveText(/^7\.0\.0 · /);

  const history = page.getByTestId('wxapp-code-history');
  await expect(history.getByRole('row').filter({ hasText: '审核通过' })).toContainText('微信推送');
  await expect(history.getByRole('row').filter({ hasText: '提交代码' })).toContainText('Platform');

  await page.getByRole('button', { name: '查看体验版二维码' }).click();
  await expect(page.getByRole('img', { name: /体验版二维码/ })).toBeVisible();

  // Revert: with no earlier release WeChat refuses (87012), shown clearly; after a second release it goes back.
  const revert = async () => {
    await page.getByRole('button', { name: '回退到上一版本' }).click();
    await page.getByRole('dialog').getByRole('button', { name: '确认' }).click();
  };
  await revert();
  await expect(page.getByRole('alert').filter({ hasText: '没有可回退的上一个线上版本' })).toBeVisible();
  await page.getByTestId('wxapp-commit').getByLabel('模板').click();
  await page.getByRole('option', { name: /7\.0\.0/ }).click();
  await page.getByTestId('wxapp-commit').getByLabel('版本号').fill('7.0.1');
  await page.getByTestId('wxapp-commit').getByRole('button', { name: '提交' }).click();
  await expect(page.getByTestId('wxapp-code-state')).toContainText('7.0.1');
  await page.getByRole('button', { name: '提交审核' }).click();
  await expect(page.getByTestId('wxapp-code-state')).toContainText('审核中');
  await standin(page, 'audit', { appid: wx!.appid, result: 'passed' });
  await expect(page.getByTestId('wxapp-code-state')).toContainText('审核通过', { timeout: 20_000 });
  await page.getByRole('button', { name: '发布' }).click();
  await expect(page.getByTestId('wxapp-released')).toHaveText(/^7\.0\.1 · /);
  await revert();
  await expect(page.getByTestId('wxapp-released')).toHaveText(/^7\.0\.0 · /);
  await expect(history.getByRole('row').filter({ hasText: '版本回退' })).toContainText('Platform');
});

test('issue 17: a batch release over an app group of three, one rejected, releases the two that passed, once', async ({ page, baseURL }) => {
  await loginAs(page, 'platform@demo.local');
  const stamp = Date.now().toString(36);
  const world = await setUp(page, baseURL!, [`E2E 甲 ${stamp}`, `E2E 乙 ${stamp}`, `E2E 丙 ${stamp}`]);
  await standin(page, 'drafts', { componentAppid: world.componentAppid, userVersion: '8.0.0', userDesc: '批量' });
  const drafts = await api<Array<{ draftId: number }>>(page, `${wxappCodeApi.drafts.path}?openPlatformId=${world.platformId}`);
  await api(page, wxappCodeApi.addTemplate.path, { openPlatformId: world.platformId, draftId: drafts[0]!.draftId });
  const group = await api<{ id: number }>(page, appGroupApi.add.path, { name: `E2E 批量 ${stamp}`, appIds: [world.demoAppId] });

  await page.goto(`/wxapp/group/${group.id}`);
  const start = page.getByTestId('wxapp-group-start');
  await start.getByLabel('模板').click();
  await page.getByRole('option', { name: /8\.0\.0/ }).click();
  await start.getByLabel('版本号').fill('8.0.0');
  await start.getByRole('button', { name: '全部提交并送审' }).click();
  const board = page.getByTestId('wxapp-batch-board');
  const [a, b, c] = world.wxapps;
  for (const member of world.wxapps) await expect(board.getByTestId(`batch-item-${member.id}`)).toContainText('审核中');
  await standin(page, 'audit', { appid: a!.appid, result: 'passed' });
  await standin(page, 'audit', { appid: b!.appid, result: 'rejected', reason: '类目不符' });
  await standin(page, 'audit', { appid: c!.appid, result: 'passed' });
  await expect(board.getByTestId(`batch-item-${a!.id}`)).toContainText('审核通过', { timeout: 20_000 });
  await expect(board.getByTestId(`batch-item-${c!.id}`)).toContainText('审核通过', { timeout: 20_000 });
  await expect(board.getByTestId(`batch-item-${b!.id}`)).toContainText('类目不符');
  await board.getByRole('button', { name: '发布审核通过的（2）' }).click();
  await expect(board.getByTestId(`batch-item-${a!.id}`)).toContainText('已发布');
  await expect(board.getByTestId(`batch-item-${c!.id}`)).toContainText('已发布');
  await expect(board.getByTestId(`batch-item-${b!.id}`)).toContainText('审核驳回');
  await expect(board.getByRole('button', { name: '发布审核通过的（0）' })).toBeDisabled();
  // Released once each in WeChat, the rejected one never.
  for (const [member, released] of [
    [a, '8.0.0'],
    [c, '8.0.0'],
    [b, undefined],
  ] as const) {
    const state = (await (await page.request.get(`${STANDIN}/__standin/state?appid=${member!.appid}`)).json()) as { online?: { userVersion?: string } };
    expect(state.online?.userVersion, member!.nickName).toBe(released);
  }
});
