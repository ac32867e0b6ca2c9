// @vitest-environment jsdom
// jsdom here, not the suite's happy-dom (vitest.config.ts): happy-dom drops a chosen file's name from a multipart body, which this test reads.
import { useState } from 'react';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PlatformFileInput } from '../../../src/files/PlatformFileInput';
import { failure, http, ok } from '../helpers';
import { server } from '../msw';
import { renderAt } from '../render';
import { platformFileApi } from '#contract/endpoints/platformFile';

const URL_A = `/static/file/${'a'.repeat(64)}.png`;
const URL_B = `/static/file/${'b'.repeat(64)}.svg`;

/** The input as a form holds it: the value is the stored file's URL. */
const Harness = ({ initial = '', seen }: { initial?: string; seen: string[] }) => {
  const [value, setValue] = useState(initial);
  return (
    <PlatformFileInput
      purpose="poi-type-icon"
      buildingId={7}
      value={value}
      label="自定义图标"
      onChange={(url) => {
        seen.push(url);
        setValue(url);
      }}
    />
  );
};

// jsdom's FormData and Blob are not the ones Node's fetch (which msw intercepts) can serialise: a browser's are.
// Use Node's own for the form the input builds, taken from objects Node's Request and Response make.
beforeEach(async () => {
  const nodeForm = await new Request('http://local/', { method: 'POST', body: new URLSearchParams('a=1') }).formData();
  vi.stubGlobal('FormData', nodeForm.constructor);
  vi.stubGlobal('Blob', (await new Response('x').blob()).constructor);
});
afterEach(() => vi.unstubAllGlobals());

const chosen = () => new File(['<svg xmlns="http://www.w3.org/2000/svg"/>'], 'toilet.svg', { type: 'image/svg+xml' });

describe('issue 13 platform file input (§7 platform-file/add)', () => {
  it('uploads the chosen file as multipart part "file" with its purpose and building, then shows the stored file', async () => {
    const asked: Array<{ purpose: string | null; buildingId: string | null; name: string; size: number; csrf: string | null }> = [];
    server.use(
      http.post(platformFileApi.add.path, async ({ request }) => {
        const query = new URL(request.url).searchParams;
        const file = (await request.formData()).get('file') as File;
        asked.push({
          purpose: query.get('purpose'),
          buildingId: query.get('buildingId'),
          name: file.name,
          size: file.size,
          csrf: request.headers.get('x-requested-with'),
        });
        return ok({
          id: 1,
          url: URL_B,
          sha256: 'b'.repeat(64),
          size: file.size,
          contentType: 'image/svg+xml',
          purpose: 'poi-type-icon',
          name: file.name,
          deduplicated: false,
          createdAt: '2026-01-01T00:00:00.000Z',
        });
      }),
    );
    const seen: string[] = [];
    renderAt(<Harness seen={seen} />);
    expect(screen.getByText('无')).toBeInTheDocument();
    expect(screen.getByTestId('platform-file-message')).toHaveTextContent('PNG, WEBP, SVG，不超过 256 KB');
    expect(screen.getByTestId('platform-file-input')).toHaveAttribute('accept', expect.stringContaining('image/svg+xml'));
    await userEvent.upload(screen.getByTestId('platform-file-input'), chosen());
    await waitFor(() => expect(screen.getByTestId('platform-file-preview')).toHaveAttribute('src', URL_B));
    expect(asked).toEqual([{ purpose: 'poi-type-icon', buildingId: '7', name: 'toilet.svg', size: chosen().size, csrf: 'indoor-console' }]);
    expect(seen).toEqual([URL_B]);
    expect(screen.getByRole('button', { name: '更换' })).toBeInTheDocument();
  });

  it('shows the server’s message when it refuses the file and keeps the previous image', async () => {
    server.use(
      http.post(platformFileApi.add.path, () =>
        failure(10005, '请求参数不正确', 400, { errors: [{ field: 'file', message: '该文件是无法识别的图片或压缩包；POI 类型图标只能是 PNG, WEBP, SVG' }] }),
      ),
    );
    const seen: string[] = [];
    renderAt(<Harness initial={URL_A} seen={seen} />);
    await userEvent.upload(screen.getByTestId('platform-file-input'), new File(['<html></html>'], 'icon.png', { type: 'image/png' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('该文件是无法识别的图片或压缩包；POI 类型图标只能是 PNG, WEBP, SVG');
    expect(screen.getByTestId('platform-file-preview')).toHaveAttribute('src', URL_A);
    expect(seen).toEqual([]);
  });

  it('removes the image', async () => {
    const seen: string[] = [];
    renderAt(<Harness initial={URL_A} seen={seen} />);
    await userEvent.click(screen.getByRole('button', { name: '移除' }));
    expect(seen).toEqual(['']);
    expect(screen.queryByTestId('platform-file-preview')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: '上传' })).toBeInTheDocument();
  });
});
