import { screen, waitFor, within } from '@testing-library/react';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Cookies from 'js-cookie';
import { MemoryRouter } from 'react-router-dom';
import { App } from '../../src/App';
import { getSession } from '../../src/shell/session/sessionStore';
import { http, ok } from './helpers';
import { server } from './msw';
import { accountApi } from '#contract/endpoints/account';
import { companyApi } from '#contract/endpoints/company';
import { buildingApi } from '#contract/endpoints/building';
import { poiApi } from '#contract/endpoints/poi';
import { regionApi } from '#contract/endpoints/region';
import { messageApi } from '#contract/endpoints/message';

const admin = { id: 2, email: 'company@demo.local', name: 'C', adminType: 'COMPANY_ADMINISTRATOR', companyId: 1, enabled: true };
const mall = {
  id: 11,
  name: 'Demo Mall',
  address: '1 Road',
  companyId: 1,
  companyName: 'Demo Malls',
  appId: 5,
  appName: 'Mall App',
  appCode: 'MALL',
  levels: [
    { id: 1, ordinal: 0, name: 'F1' },
    { id: 2, ordinal: 1, name: 'F2' },
  ],
};
const office = { ...mall, id: 12, name: 'Demo Office', appId: 6, appName: 'Office App', appCode: 'OFFICE', levels: [] };

const signedInServer = () =>
  server.use(
    http.get(accountApi.current.path, () => ok(admin)),
    http.get(companyApi.one.path, () => ok({ id: 1, name: 'Demo Malls', bigLogo: '/static/logos/big.svg', smallLogo: '/static/logos/small.svg' })),
    http.get(accountApi.allPermissions.path, () => ok([])),
    http.get(accountApi.permissions.path, () =>
      ok([
        { mapId: 11, permissions: ['VIEW_BUILDING'] },
        { mapId: 12, permissions: ['VIEW_BUILDING'] },
      ]),
    ),
    http.get(buildingApi.page.path, () => ok({ records: [mall, office], total: 2 })),
    http.get(buildingApi.one.path, () => ok(mall)),
    http.get(poiApi.types.path, () => ok([])),
    http.get(regionApi.list.path, () => ok([])),
    http.get(messageApi.userPage.path, () => ok({ records: [], total: 0, unread: 0 })),
  );

const renderApp = (path: string) =>
  render(
    <MemoryRouter initialEntries={[path]}>
      <App />
    </MemoryRouter>,
  );

describe('the console from login to the first screen', () => {
  it('spec §2: an unauthenticated visit goes to /login?redirect=<path>', async () => {
    renderApp('/building/building-view');
    expect(await screen.findByLabelText('E-mail')).toBeInTheDocument();
  });

  it('spec §2: / -> /application lists the buildings; choosing one remembers it and opens the building view', async () => {
    Cookies.set('loginStatus', 'login');
    signedInServer();
    renderApp('/');
    // The first screen of a cold console: the lazy application page, the session's start-up calls, then the list.
    await userEvent.click(await screen.findByRole('button', { name: 'Demo Mall' }, { timeout: 15_000 }));
    expect(await screen.findByTestId('building-name')).toHaveTextContent('Demo Mall');
    const floors = screen.getByRole('table', { name: 'Floors' });
    expect(within(floors).getByText('F1')).toBeInTheDocument();
    expect(within(floors).getByText('F2')).toBeInTheDocument();
    expect(getSession()).toMatchObject({ buildingId: 11, app: { id: 5, name: 'Mall App' }, appCode: 'MALL' });
    expect(window.localStorage.getItem('appCode')).toBe('"MALL"');
    await waitFor(() => expect(screen.getByTestId('header-display-name')).toHaveTextContent('company'));
  }, 20_000);

  it('spec §2: the building view without a chosen building prompts to choose an application', async () => {
    Cookies.set('loginStatus', 'login');
    signedInServer();
    renderApp('/building/building-view');
    expect(await screen.findByText('Please select an application first')).toBeInTheDocument();
  });
});
