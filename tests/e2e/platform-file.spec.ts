import { expect, test, type Locator, type Page } from '@playwright/test';
import { PNG } from 'pngjs';
import { loginAs, openMenu } from './support';

const SHOTS = '.tmp/shots';

/** A 32×32 PNG: a filled disc in `rgb` on transparency. */
function disc(rgb: [number, number, number]): Buffer {
  const image = new PNG({ width: 32, height: 32 });
  for (let y = 0; y < 32; y++)
    for (let x = 0; x < 32; x++) {
      const inside = (x - 15.5) ** 2 + (y - 15.5) ** 2 <= 14 ** 2;
      image.data.set(inside ? [...rgb, 255] : [0, 0, 0, 0], (y * 32 + x) * 4);
    }
  return PNG.sync.write(image);
}

/** The image has loaded from the server (not a broken image). */
const loaded = (image: Locator) => expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(32);

async function openTypes(page: Page, button: string) {
  await page.getByRole('button', { name: button }).click();
  const dialog = page.getByRole('dialog', { name: button });
  await expect(dialog.getByTestId('poi-type-row').first()).toBeVisible();
  return dialog;
}

test('issue 13: platform files — a POI type gets an uploaded icon (§7 platform-file/add), shown after a reload; a file that is not an image is refused with the server’s message', async ({
  page,
  baseURL,
}) => {
  await loginAs(page, 'company@demo.local');
  await page.getByRole('button', { name: /环球购物中心/ }).click();
  await expect(page).toHaveURL(/\/building\/building-view$/);
  await openMenu(page, '区域管理', 'POI管理');
  await expect(page).toHaveURL(/\/region\/poi-edit$/);

  let types = await openTypes(page, 'POI 类型');
  const row = types.getByTestId('poi-type-row').first();
  const typeName = (await row.locator('td').nth(1).textContent())!;
  await row.getByRole('button', { name: `编辑 ${typeName}` }).click();
  const form = types.getByTestId('poi-type-form');
  const input = form.getByTestId('platform-file-poi-type-icon');
  await expect(input).toContainText('PNG, WEBP, SVG，不超过 256 KB');

  // An HTML page named .png: the server reads the bytes and refuses it; its message shows under the input.
  await input
    .getByTestId('platform-file-input')
    .setInputFiles({ name: 'icon.png', mimeType: 'image/png', buffer: Buffer.from('<!doctype html><p>not an image</p>') });
  await expect(input.getByRole('alert')).toHaveText('该文件是无法识别的图片或压缩包；POI 类型图标只能是 PNG, WEBP, SVG');
  await page.screenshot({ path: `${SHOTS}/platform-file-error-zh.png` });

  // A real PNG: stored, previewed, saved with the type.
  await input.getByTestId('platform-file-input').setInputFiles({ name: '购物.png', mimeType: 'image/png', buffer: disc([228, 87, 46]) });
  const preview = input.getByTestId('platform-file-preview');
  await expect(preview).toHaveAttribute('src', /^\/static\/file\/[0-9a-f]{64}\.png$/);
  const url = (await preview.getAttribute('src'))!;
  await loaded(preview);
  await expect(input.getByRole('alert')).toHaveCount(0);
  await page.screenshot({ path: `${SHOTS}/platform-file-preview-zh.png` });
  await form.getByRole('button', { name: '保存' }).click();
  await expect(form).toBeHidden();
  await expect(row.getByTestId('poi-type-image')).toHaveAttribute('src', url);

  // After a reload the type still shows its icon, served by the server.
  await page.reload();
  types = await openTypes(page, 'POI 类型');
  const image = types.getByTestId('poi-type-row').filter({ hasText: typeName }).getByTestId('poi-type-image');
  await expect(image).toHaveAttribute('src', url);
  await loaded(image);
  await page.screenshot({ path: `${SHOTS}/platform-file-saved-zh.png` });
  const served = await page.request.get(url);
  expect(served.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  expect(Buffer.from(await served.body()).equals(disc([228, 87, 46]))).toBe(true);

  // The same screen in English.
  await page.context().addCookies([{ name: 'language', value: 'en', url: baseURL! }]);
  await page.reload();
  types = await openTypes(page, 'POI types');
  await types
    .getByTestId('poi-type-row')
    .filter({ hasText: typeName })
    .getByRole('button', { name: `Edit ${typeName}` })
    .click();
  const english = types.getByTestId('platform-file-poi-type-icon');
  await expect(english).toContainText('Own icon (optional)');
  await expect(english.getByTestId('platform-file-preview')).toHaveAttribute('src', url);
  await page.screenshot({ path: `${SHOTS}/platform-file-preview-en.png` });
  await english
    .getByTestId('platform-file-input')
    .setInputFiles({ name: 'big.png', mimeType: 'image/png', buffer: Buffer.concat([disc([1, 2, 3]), Buffer.alloc(300 * 1024)]) });
  await expect(english.getByRole('alert')).toHaveText('The file is larger than 256 KB');
  await page.screenshot({ path: `${SHOTS}/platform-file-error-en.png` });
});
