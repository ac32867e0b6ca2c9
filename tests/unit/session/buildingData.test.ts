import Cookies from 'js-cookie';
import { loadBuildingData, stopWatchingSelectedBuilding, watchSelectedBuilding } from '../../../src/shell/session/buildingData';
import { getSession, updateSession } from '../../../src/shell/session/sessionStore';
import { ensureSession } from '../../../src/shell/session/startup';
import { failure, http, ok, recordBus } from '../helpers';
import { server } from '../msw';
import { poiApi } from '#contract/endpoints/poi';
import { regionApi } from '#contract/endpoints/region';
import { accountApi } from '#contract/endpoints/account';

const perBuilding = () => {
  const asked: string[] = [];
  server.use(
    http.get(poiApi.types.path, ({ request }) => {
      const id = new URL(request.url).searchParams.get('buildingId') ?? '';
      asked.push(`poi-type:${id}`);
      return ok([{ id: Number(id) * 10, name: `type of ${id}` }]);
    }),
    http.get(regionApi.list.path, ({ request }) => {
      const id = new URL(request.url).searchParams.get('buildingId') ?? '';
      asked.push(`region:${id}`);
      return ok([{ id: Number(id) * 100, name: `region of ${id}` }]);
    }),
  );
  return asked;
};

describe('spec §4 start-up step 5: POI types and regions of the selected building', () => {
  // Start-up begins the watch; each test starts without it.
  afterEach(stopWatchingSelectedBuilding);

  it('spec §4: loads both lists for the selected building into the session store', async () => {
    perBuilding();
    await loadBuildingData(4);
    expect(getSession().poiTypes).toEqual([{ id: 40, name: 'type of 4' }]);
    expect(getSession().regions).toEqual([{ id: 400, name: 'region of 4' }]);
  });

  it('spec §4 start-up: after the admin and permissions (steps 1-3), the selected building data is loaded (step 5)', async () => {
    Cookies.set('loginStatus', 'login');
    const asked = perBuilding();
    server.use(
      http.get(accountApi.current.path, () => ok({ id: 1, email: 'p@demo.local', adminType: 'PLATFORM_ADMINISTRATOR', companyId: null })),
      http.get(accountApi.allPermissions.path, () => ok([])),
      http.get(accountApi.permissions.path, () => ok([])),
    );
    updateSession({ buildingId: 5 });
    const session = await ensureSession();
    expect(session).toMatchObject({ poiTypes: [{ id: 50, name: 'type of 5' }], regions: [{ id: 500, name: 'region of 5' }] });
    expect(asked.sort()).toEqual(['poi-type:5', 'region:5']);
  });

  it('spec §4: a failing call (not served yet) leaves empty lists and shows no toast', async () => {
    const toasts = recordBus('api-error');
    server.use(
      http.get(poiApi.types.path, () => failure(10004, 'Not found', 404)),
      http.get(regionApi.list.path, () => failure(10004, 'Not found', 404)),
    );
    await loadBuildingData(4);
    expect(getSession()).toMatchObject({ poiTypes: [], regions: [] });
    expect(toasts).toEqual([]);
  });

  it('spec §4: changing the selected building reloads them', async () => {
    Cookies.set('loginStatus', 'login');
    const asked = perBuilding();
    watchSelectedBuilding();
    updateSession({ buildingId: 7 });
    await vi.waitFor(() => expect(getSession().regions).toEqual([{ id: 700, name: 'region of 7' }]));
    expect(asked.sort()).toEqual(['poi-type:7', 'region:7']);
    updateSession({ buildingId: null });
    await vi.waitFor(() => expect(getSession().regions).toBeNull());
  });
});
