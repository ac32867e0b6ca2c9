import { expect, test, type Page } from '@playwright/test';
import { DEMO_APP_KEYS } from '../../server/src/db/seed/appKeys';
import { apiGet, chooseMall, CONSOLE_HEADERS, pickOption } from './support';
import { usageApi } from '#contract/endpoints/usage';
import { qrcodeApi } from '#contract/endpoints/qrcode';
import { pushApi, pushAppApi } from '#contract/endpoints/push';

/**
 * Issue 18, done when: a push scheduled for a QR code's scanners is sent once by the scheduler and its delivery
 * shows (targeted, reachable, sent, opened). Two server instances on PostgreSQL sending it once is the server
 * test's (tests/server/routes/location/pushWechat.test.ts); here the one e2e server's scheduler sends it.
 */

const KEY = { 'X-App-Key': DEMO_APP_KEYS['demo-malls'] };
const stamp = Date.now().toString(36);
const scanners = [`u_e2e_push_a_${stamp}`, `u_e2e_push_b_${stamp}`];

/** Events as the mall's app sends them. */
async function collect(page: Page, buildingId: number, userId: string, type: string, data: Record<string, unknown>) {
  const event = {
    ...{ id: `${userId}-${type}-${Date.now()}`, type, time: new Date().toISOString(), buildingId, userId, sessionId: `${userId}-s` },
    ...{ platform: 'wechat', appVersion: '3.2.0', brand: 'Apple', model: 'iPhone 15', os: 'iOS', osVersion: '18.1', network: 'wifi' },
    data,
  };
  const res = await page.request.post(usageApi.collect.path, { data: { events: [event] }, headers: KEY });
  expect((await res.json()).data).toMatchObject({ accepted: 1, rejected: [] });
}

/** The browser's wall clock `minutes` ahead, as a datetime-local value (minute precision: the seconds are cut). */
const localTimeAhead = (page: Page, minutes: number) =>
  page.evaluate((m) => {
    const at = new Date(Date.now() + m * 60_000);
    const pad = (n: number) => String(n).padStart(2, '0');
    return `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}T${pad(at.getHours())}:${pad(at.getMinutes())}`;
  }, minutes);

test('issue 18: a push scheduled for a QR code’s scanners is sent once by the scheduler, and its delivery and opens show', async ({ page }) => {
  test.setTimeout(240_000);
  const buildingId = await chooseMall(page);
  // A new code at the mall's entrance, scanned by two app users (so its scanners are exactly these two).
  const made = await page.request.post(qrcodeApi.add.path, {
    headers: CONSOLE_HEADERS,
    data: { buildingId, name: `入口有礼-${stamp}`, payload: `gift=${stamp}` },
  });
  const code = ((await made.json()) as { data: { id: number; name: string; scene: string } }).data;
  for (const userId of scanners) await collect(page, buildingId, userId, 'qr_scan', { scene: code.scene });
  const before = await apiGet<{ targeted: number; reachable: number }>(
    page,
    `${pushApi.audience.path}?buildingId=${buildingId}&kind=qrcode&qrcodeId=${code.id}&channel=inapp`,
  );
  expect(before).toEqual({ targeted: 2, reachable: 2 });

  // The composer: an in-app message to the code's scanners, at the next whole minute (the field has no seconds). The
  // form is filled in a few seconds: with less than 20 s left in this minute, the next one is waited for first.
  const title = `扫码有礼 ${stamp}`;
  const left = 60_000 - (Date.now() % 60_000);
  if (left < 20_000) await page.waitForTimeout(left + 500);
  await page.goto('/push/create');
  await page.getByLabel('标题').fill(title);
  await page.getByLabel('内容').fill('感谢扫码，凭此消息到服务台领取小礼品。');
  await pickOption(page, page.getByRole('combobox', { name: '推送给' }), '扫过某二维码');
  await pickOption(page, page.getByRole('combobox', { name: /^二维码( |$)/ }), code.name);
  await expect(page.getByTestId('push-audience-count')).toContainText('目标 2 人 · 可触达 2 人');
  await expect(page.getByTestId('push-preview')).toContainText('感谢扫码');
  await page.getByLabel('定时发送').check();
  await page.getByLabel('发送时间').fill(await localTimeAhead(page, 1));
  await page.getByRole('button', { name: '保存' }).click();

  const find = async () =>
    (
      await apiGet<{ records: Array<{ id: number; title: string; state: string }> }>(
        page,
        `${pushApi.page.path}?buildingId=${buildingId}&page=1&size=50&q=${encodeURIComponent(stamp)}`,
      )
    ).records.find((p) => p.title === title);
  await expect.poll(async () => (await find())?.state).toBe('scheduled');
  const { id } = (await find())!;

  // The scheduler sends it when its time comes (a round every few seconds), once.
  await expect.poll(async () => (await find())?.state, { timeout: 200_000, intervals: [5_000] }).toBe('sent');
  const recipients = await apiGet<{ records: Array<{ userId: string; state: string }>; total: number }>(
    page,
    `${pushApi.recipients.path}?id=${id}&page=1&size=100`,
  );
  expect(recipients.total).toBe(2);
  expect(recipients.records.map((r) => [r.userId, r.state]).sort()).toEqual(scanners.map((u) => [u, 'sent']));

  // One scanner's app reads its inbox and opens the message: a push_open event.
  const inbox = await (await page.request.get(`${pushAppApi.inbox.path}?userId=${scanners[0]}`, { headers: KEY })).json();
  expect(JSON.stringify(inbox.data)).toContain(title);
  await collect(page, buildingId, scanners[0], 'push_open', { pushId: id });

  await page.goto(`/push/push-detail/${id}`);
  await expect(page.getByText('已发送').first()).toBeVisible();
  const funnel = page.getByTestId('push-funnel');
  await expect(funnel).toBeVisible();
  await expect(page.getByTestId('push-recipients')).toContainText(scanners[0]);
  await expect.poll(async () => (await apiGet<{ funnel: { opened: number } }>(page, `${pushApi.one.path}?id=${id}`)).funnel.opened).toBe(1);
  await page.reload();
  await expect(funnel).toContainText('打开率 50%');
});
