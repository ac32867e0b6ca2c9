import { request } from '../../../src/dataProvider/httpClient';
import { DEFAULT_TIMEOUT_MS, LONG_TIMEOUT_MS, timeoutFor } from '../../../src/dataProvider/timeouts';
import { recordBus } from '../helpers';

/** A fetch that never answers but honours its abort signal. */
const hangingFetch = vi.fn(
  (_input: RequestInfo | URL, init?: RequestInit) =>
    new Promise<Response>((_resolve, reject) => {
      init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
    }),
);

describe('spec §9: request time-outs', () => {
  it('spec §9: 8000 ms by default', () => {
    expect(DEFAULT_TIMEOUT_MS).toBe(8000);
    expect(timeoutFor('/api/admin/admin')).toBe(8000);
    expect(timeoutFor('/api/location/building/page')).toBe(8000);
  });

  it.each([
    '/api/location/poi/page',
    '/api/location/building/add',
    '/api/location/building/update',
    '/api/location/building/save',
    '/api/location/building/upload',
    '/api/location/building-version/save',
    '/api/location/building/add-server-map',
  ])('spec §9: 60000 ms for %s', (path) => {
    expect(LONG_TIMEOUT_MS).toBe(60000);
    expect(timeoutFor(path)).toBe(60000);
  });

  describe('with fake timers', () => {
    beforeEach(() => {
      vi.useFakeTimers();
      vi.stubGlobal('fetch', hangingFetch);
    });
    afterEach(() => {
      vi.useRealTimers();
      vi.unstubAllGlobals();
    });

    it('spec §9: a default call aborts at 8 s with a toast', async () => {
      const toasts = recordBus('api-error');
      const outcome = request('/api/admin/admin').catch((e: unknown) => e);
      await vi.advanceTimersByTimeAsync(7999);
      expect(toasts).toHaveLength(0);
      await vi.advanceTimersByTimeAsync(1);
      await expect(outcome).resolves.toMatchObject({ kind: 'timeout' });
      expect(toasts).toEqual([{ message: 'app.http.timeout', args: { timeout: 8000 } }]);
    });

    it('spec §9: the POI page call survives 8 s and aborts at 60 s', async () => {
      let settled = false;
      const outcome = request('/api/location/poi/page').catch((e: unknown) => ((settled = true), e));
      await vi.advanceTimersByTimeAsync(8000);
      expect(settled).toBe(false);
      await vi.advanceTimersByTimeAsync(52000);
      await expect(outcome).resolves.toMatchObject({ kind: 'timeout' });
    });
  });
});
