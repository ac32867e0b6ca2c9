import { ApiError } from '../../../../src/dataProvider/ApiError';
import { downloadImdf, uploadImdf } from '../../../../src/resources/building/imdfTransfer';
import { failure, http, HttpResponse, ok, recordBus } from '../../helpers';
import { server } from '../../msw';
import { buildingApi } from '#contract/endpoints/building';

describe('issue 5 IMDF export download', () => {
  it('issue 5: the archive of one version is saved under the server’s file name through an object URL', async () => {
    const asked: string[] = [];
    server.use(
      http.get(buildingApi.exportImdf.path, ({ request }) => {
        asked.push(new URL(request.url).search);
        return new HttpResponse(new Uint8Array([0x50, 0x4b, 3, 4]), {
          headers: { 'Content-Type': 'application/zip', 'Content-Disposition': "attachment; filename*=UTF-8''%E7%8E%AF%E7%90%83-v2.zip" },
        });
      }),
    );
    const saved: string[] = [];
    const create = vi.fn(() => 'blob:imdf');
    const revoke = vi.fn();
    // jsdom has no object URLs: stand-ins, put back after the test.
    const original = { createObjectURL: URL.createObjectURL, revokeObjectURL: URL.revokeObjectURL };
    Object.assign(URL, { createObjectURL: create, revokeObjectURL: revoke });
    onTestFinished(() => {
      Object.assign(URL, original);
    });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(`${this.download} ${this.href}`);
    });
    onTestFinished(() => click.mockRestore());
    await downloadImdf(1, 2, 'fallback.zip');
    expect(asked).toEqual(['?buildingId=1&version=2']);
    expect(saved).toEqual(['环球-v2.zip blob:imdf']);
    await vi.waitFor(() => expect(revoke).toHaveBeenCalledWith('blob:imdf'));
  });

  it('issue 5 bad input: a refusal comes as a JSON envelope: toasted and rejected, nothing saved', async () => {
    const toasts = recordBus('api-error');
    server.use(http.get(buildingApi.exportImdf.path, () => failure(10004, '建筑不存在', 404)));
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click');
    onTestFinished(() => click.mockRestore());
    await expect(downloadImdf(9, 'draft', 'x.zip')).rejects.toBeInstanceOf(ApiError);
    expect(toasts).toEqual([{ message: '建筑不存在' }]);
    expect(click).not.toHaveBeenCalled();
  });
});

describe('issue 10 the IMDF calls carry the console header', () => {
  it('issue 10: the upload (a POST with a zip body) sends X-Requested-With: indoor-console beside its own headers', async () => {
    let seen: Record<string, string | null> = {};
    server.use(
      http.post(buildingApi.importImdf.path, ({ request }) => {
        seen = { csrf: request.headers.get('x-requested-with'), type: request.headers.get('content-type') };
        return ok({ id: 1 });
      }),
    );
    await uploadImdf(new Blob([new Uint8Array([0x50, 0x4b, 3, 4])]), { companyId: 1 });
    expect(seen).toEqual({ csrf: 'indoor-console', type: 'application/zip' });
  });
});
