import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PoiTypeForm } from '../../../src/resources/region/poi/PoiTypeForm';
import { failure, http, ok } from '../helpers';
import { server } from '../msw';
import { renderAt } from '../render';
import { platformFileApi } from '#contract/endpoints/platformFile';
import { poiApi } from '#contract/endpoints/poi';

const ICON = `/static/file/${'c'.repeat(64)}.png`;
const TYPE = { id: 3, name: '服务', nameEn: 'Services', icon: 'service', color: '#29a19c', iconUrl: '', sort: 2 };

// Node's FormData and Blob for the form the input builds (jsdom's are not ones Node's fetch can serialise).
beforeEach(async () => {
  vi.stubGlobal('FormData', (await new Request('http://local/', { method: 'POST', body: new URLSearchParams('a=1') }).formData()).constructor);
  vi.stubGlobal('Blob', (await new Response('x').blob()).constructor);
});
afterEach(() => vi.unstubAllGlobals());

describe('issue 13: a POI type’s own icon is a platform file', () => {
  it('uploads the icon for the type’s building and saves the type with its URL; a refused URL shows the server’s message', async () => {
    const saved: Array<Record<string, unknown>> = [];
    server.use(
      http.post(platformFileApi.add.path, ({ request }) => {
        expect(new URL(request.url).searchParams.get('buildingId')).toBe('5');
        return ok({
          id: 9,
          url: ICON,
          sha256: 'c'.repeat(64),
          size: 95,
          contentType: 'image/png',
          purpose: 'poi-type-icon',
          name: 'a.png',
          deduplicated: false,
          createdAt: '2026-01-01T00:00:00.000Z',
        });
      }),
      http.post(poiApi.saveType.path, async ({ request }) => {
        saved.push((await request.json()) as Record<string, unknown>);
        return saved.length === 1
          ? failure(10005, '请求参数不正确', 400, { errors: [{ field: 'iconUrl', message: '该图标不是作为 POI 类型图标上传的，请重新上传' }] })
          : ok({ ...TYPE, buildingId: 5, iconUrl: ICON });
      }),
    );
    const done = vi.fn();
    renderAt(<PoiTypeForm buildingId={5} type={TYPE} nextSort={9} onSaved={done} onCancel={() => {}} onError={() => {}} />);
    await userEvent.upload(screen.getByTestId('platform-file-input'), new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'a.png', { type: 'image/png' }));
    await waitFor(() => expect(screen.getByTestId('platform-file-preview')).toHaveAttribute('src', ICON));
    await userEvent.click(screen.getByRole('button', { name: '保存' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('该图标不是作为 POI 类型图标上传的，请重新上传');
    await userEvent.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(done).toHaveBeenCalled());
    expect(saved.map((body) => [body.id, body.iconUrl])).toEqual([
      [3, ICON],
      [3, ICON],
    ]);
  });
});
