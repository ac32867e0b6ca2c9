import Cookies from 'js-cookie';
import { downloadFile, postForFile, uploadFile, uploadForm } from '../../../src/dataProvider/fileTransfer';
import { getSession, updateSession } from '../../../src/shell/session/sessionStore';
import { failure, http, HttpResponse, ok, recordBus, rejection } from '../helpers';
import { server } from '../msw';
import { anAdmin } from '../sessionFixtures';

/** The calls below go to this file's own made-up routes, not the contract's. */
const MADE_UP = '/api';

const upload = { method: 'POST', path: `${MADE_UP}/files/upload`, timeoutMs: 8000 };
const download = { method: 'GET', path: `${MADE_UP}/files/download`, timeoutMs: 8000 };

describe('the file calls go through the one HTTP client (spec §7/§8)', () => {
  it('spec §7: an upload sends credentials and the console header beside its own content type, and answers the data', async () => {
    let seen: Record<string, string | null> = {};
    server.use(
      http.post(`${MADE_UP}/files/upload`, ({ request }) => {
        seen = {
          credentials: request.credentials,
          csrf: request.headers.get('x-requested-with'),
          type: request.headers.get('content-type'),
          search: new URL(request.url).search,
        };
        return ok({ id: 3 });
      }),
    );
    await expect(uploadFile(upload, new Blob(['a,b']), { companyId: 1, empty: '' }, 'text/csv')).resolves.toEqual({ id: 3 });
    expect(seen).toEqual({ credentials: 'include', csrf: 'indoor-console', type: 'text/csv', search: '?companyId=1' });
  });

  it('spec §8: a quiet code (10005, the file’s problems) rejects with its field errors and no toast', async () => {
    const toasts = recordBus('api-error');
    server.use(http.post(`${MADE_UP}/files/upload`, () => failure(10005, 'Invalid request', 400, { errors: [{ field: 'row 2, major', message: 'bad' }] })));
    const error = await rejection(uploadFile(upload, new Blob(['x']), {}, 'text/csv'));
    expect(error).toMatchObject({ kind: 'api', code: 10005, status: 400, errors: [{ field: 'row 2, major', message: 'bad' }] });
    expect(toasts).toHaveLength(0);
  });

  it('spec §8: any other code is toasted', async () => {
    const toasts = recordBus('api-error');
    server.use(http.post(`${MADE_UP}/files/upload`, () => failure(10007, 'Busy', 429)));
    const error = await rejection(uploadForm(upload, new FormData(), {}));
    expect(error).toMatchObject({ kind: 'api', code: 10007, status: 429 });
    expect(toasts).toEqual([{ message: 'Busy', args: undefined }]);
  });

  it('spec §8: 10002 on a file call is the expired session: the dialog, no toast, the admin reset', async () => {
    updateSession({ admin: anAdmin({ id: 1, email: 'a@b.c', adminType: 'PLATFORM_ADMINISTRATOR', companyId: null }) });
    Cookies.set('loginStatus', 'login');
    const dialogs = recordBus('session-expired');
    const toasts = recordBus('api-error');
    server.use(http.get(`${MADE_UP}/files/download`, () => failure(10002, 'Not Login', 401)));
    const error = await rejection(downloadFile(download, {}, 'text/csv', 'x.csv'));
    expect(error).toMatchObject({ kind: 'session', code: 10002 });
    expect(dialogs).toHaveLength(1);
    expect(toasts).toHaveLength(0);
    expect(getSession().admin).toBeNull();
  });

  it('spec §8: a network failure is toasted and rejects', async () => {
    const toasts = recordBus('api-error');
    server.use(http.post(`${MADE_UP}/files/upload`, () => HttpResponse.error()));
    const error = await rejection(postForFile(upload, { id: 1 }, 'image/png'));
    expect(error.kind).toBe('network');
    expect(toasts).toEqual([{ message: error.message, args: undefined }]);
  });

  it('spec §8: an HTTP failure without an envelope is toasted with its status', async () => {
    const toasts = recordBus('api-error');
    server.use(http.post(`${MADE_UP}/files/upload`, () => new HttpResponse('boom', { status: 502, statusText: 'Bad Gateway' })));
    const error = await rejection(postForFile(upload, { id: 1 }, 'image/png'));
    expect(error).toMatchObject({ kind: 'http', status: 502 });
    expect(toasts).toEqual([{ message: 'HTTP 502 Bad Gateway', args: undefined }]);
  });

  it("spec §9: a file call aborts at the endpoint's time-out with a toast", async () => {
    vi.useFakeTimers();
    vi.stubGlobal(
      'fetch',
      vi.fn(
        (_input: RequestInfo | URL, init?: RequestInit) =>
          new Promise<Response>((_resolve, reject) => {
            init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
          }),
      ),
    );
    onTestFinished(() => {
      vi.useRealTimers();
      vi.unstubAllGlobals();
    });
    const toasts = recordBus('api-error');
    const outcome = uploadFile({ ...upload, timeoutMs: 60000 }, new Blob(['x']), {}, 'application/zip').catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(59999);
    expect(toasts).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    await expect(outcome).resolves.toMatchObject({ kind: 'timeout' });
    expect(toasts).toEqual([{ message: 'app.http.timeout', args: { timeout: 60000 } }]);
  });
});
