import { accountApi } from '#contract/endpoints/account';
import { buildingApi } from '#contract/endpoints/building';
import { DEFAULT_TIMEOUT_MS, LONG_TIMEOUT_MS, type Endpoint } from '#contract/endpoints/endpoint';
import { poiApi } from '#contract/endpoints/poi';
import { call } from '../../../src/dataProvider/httpClient';
import { recordBus } from '../helpers';

/** A fetch that never answers but honours its abort signal. */
const hangingFetch = vi.fn(
  (_input: RequestInfo | URL, init?: RequestInit) =>
    new Promise<Response>((_resolve, reject) => {
      init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
    }),
);

/** Spec §7/§9's long calls, as the contract declares them (building save/upload are the add, update, version-save and IMDF calls). */
const LONG_CALLS: ReadonlyArray<[string, Endpoint]> = [
  [poiApi.page.path, poiApi.page],
  [buildingApi.add.path, buildingApi.add],
  [buildingApi.update.path, buildingApi.update],
  [buildingApi.saveVersion.path, buildingApi.saveVersion],
  [buildingApi.importImdf.path, buildingApi.importImdf],
];

describe('spec §9: request time-outs come from the contract', () => {
  it('spec §9: 8000 ms by default', () => {
    expect(DEFAULT_TIMEOUT_MS).toBe(8000);
    expect(accountApi.current.timeoutMs).toBe(8000);
    expect(buildingApi.page.timeoutMs).toBe(8000);
  });

  it.each(LONG_CALLS)('spec §9: 60000 ms for %s', (path, endpoint) => {
    expect(LONG_TIMEOUT_MS).toBe(60000);
    expect(endpoint.path).toBe(path);
    expect(endpoint.timeoutMs).toBe(60000);
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

    it("spec §9: a default call aborts at the endpoint's 8 s with a toast", async () => {
      const toasts = recordBus('api-error');
      const outcome = call(accountApi.current).catch((e: unknown) => e);
      await vi.advanceTimersByTimeAsync(7999);
      expect(toasts).toHaveLength(0);
      await vi.advanceTimersByTimeAsync(1);
      await expect(outcome).resolves.toMatchObject({ kind: 'timeout' });
      expect(toasts).toEqual([{ message: 'app.http.timeout', args: { timeout: 8000 } }]);
    });

    it('spec §9: the POI page call survives 8 s and aborts at 60 s', async () => {
      let settled = false;
      const outcome = call(poiApi.page).catch((e: unknown) => ((settled = true), e));
      await vi.advanceTimersByTimeAsync(8000);
      expect(settled).toBe(false);
      await vi.advanceTimersByTimeAsync(52000);
      await expect(outcome).resolves.toMatchObject({ kind: 'timeout' });
    });

    it('spec §9: a building update survives 8 s and aborts at 60 s', async () => {
      let settled = false;
      const outcome = call(buildingApi.update, {
        body: { id: 1, name: 'b', address: '', appId: null, anchor: null, levels: [{ ordinal: 0, name: 'F1' }] },
      }).catch((e: unknown) => ((settled = true), e));
      await vi.advanceTimersByTimeAsync(59999);
      expect(settled).toBe(false);
      await vi.advanceTimersByTimeAsync(1);
      await expect(outcome).resolves.toMatchObject({ kind: 'timeout' });
    });
  });
});
