import { http, HttpResponse } from 'msw';
import { ApiError } from '../../src/dataProvider/ApiError';
import { onBus, type BusEvents } from '../../src/shell/session/bus';
import { companyApi } from '#contract/endpoints/company';

export const ok = <T>(data: T) => HttpResponse.json({ success: true, code: 0, data });

export const failure = (code: number, error: string, status = 400, extra: Record<string, unknown> = {}) =>
  HttpResponse.json({ success: false, code, error, ...extra }, { status });

/** Records every bus event of one kind for the duration of a test. */
export const recordBus = <K extends keyof BusEvents>(event: K) => {
  const seen: BusEvents[K][] = [];
  const stop = onBus(event, (payload) => seen.push(payload));
  onTestFinished(stop);
  return seen;
};

/** The `ApiError` a call rejects with (failing the test when it resolves or rejects with anything else). */
export const rejection = async (promise: Promise<unknown>): Promise<ApiError> => {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
};

export { http, HttpResponse };

/** Issue 16: the platform's company list (company choices read it), the demo's two companies. */
export const companyPageHandler = () =>
  http.get(companyApi.page.path, () =>
    ok({
      records: [
        { id: 1, name: 'Demo Malls', contact: '', enabled: true, bigLogo: '', smallLogo: '', adminCount: 2, roleCount: 1, buildingCount: 2, appCount: 1 },
        { id: 2, name: 'Other Co', contact: '', enabled: true, bigLogo: '', smallLogo: '', adminCount: 1, roleCount: 0, buildingCount: 1, appCount: 1 },
      ],
      total: 2,
    }),
  );
