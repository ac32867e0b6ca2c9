import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Cookies from 'js-cookie';
import { PageGuard } from '../../../src/shell/navigation/PageGuard';
import { reloadCurrentArea, getCurrentArea } from '../../../src/shell/navigation/currentArea';
import { findResource } from '../../../src/resources';
import { updateSession } from '../../../src/shell/session/sessionStore';
import { renderAt } from '../render';
import { adminOf, businessPermissions, MALL, OFFICE } from './fixtures';

const pageOf = (resourceName: string, pageName: string) => {
  const resource = findResource(resourceName);
  const page = resource?.pages.find((p) => p.name === pageName);
  if (!resource || !page) throw new Error(`${resourceName}/${pageName} is not declared`);
  return { resource, page };
};

const renderGuarded = (resourceName: string, pageName: string) => {
  const { resource, page } = pageOf(resourceName, pageName);
  return renderAt(
    <PageGuard resource={resource} page={page}>
      <div>the page itself</div>
    </PageGuard>,
    { path: '/here', route: '/here' },
  );
};

const signInBusiness = (buildingId: number | null) => {
  Cookies.set('loginStatus', 'login');
  updateSession({ admin: adminOf('BUSINESS_ADMINISTRATOR'), userPermissions: businessPermissions, allPermissions: [], buildingId });
};

beforeEach(() => reloadCurrentArea());

describe('spec §4 application-selection gate', () => {
  it('spec §4: a location page opened with no building chosen shows 提示 / 请先选择应用 / 确定 / 取消; 确定 goes to /application', async () => {
    signInBusiness(null);
    renderGuarded('qrcode', 'qrcode-list');
    const dialog = await screen.findByRole('dialog', { name: '提示' });
    expect(dialog).toHaveTextContent('请先选择应用');
    expect(screen.getByRole('button', { name: '取消' })).toBeInTheDocument();
    expect(screen.queryByText('the page itself')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '确定' }));
    expect(await screen.findByTestId('location')).toHaveTextContent(/^\/application$/);
  });

  it('spec §4: 取消 closes the dialog and leaves a way to choose an application', async () => {
    signInBusiness(null);
    renderGuarded('statistics-application', 'user-tendency');
    await userEvent.click(await screen.findByRole('button', { name: '取消' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('link', { name: '选择应用' })).toHaveAttribute('href', '/application');
  });

  it('spec §4: user management pages need no building', async () => {
    Cookies.set('loginStatus', 'login');
    updateSession({ admin: adminOf('COMPANY_ADMINISTRATOR'), userPermissions: [], allPermissions: [], buildingId: null });
    renderGuarded('role', 'role-list');
    expect(await screen.findByText('the page itself')).toBeInTheDocument();
  });
});

describe('spec §6 a route the user may not use shows 403 inside the layout', () => {
  it('spec §6: the business role on the mall opens the QR code list', async () => {
    signInBusiness(MALL);
    renderGuarded('qrcode', 'qrcode-list');
    expect(await screen.findByText('the page itself')).toBeInTheDocument();
  });

  it('spec §6: the business role lacks ADD_QR_CODE: 403 with a way back', async () => {
    signInBusiness(MALL);
    renderGuarded('qrcode', 'qrcode-add');
    expect(await screen.findByText('403')).toBeInTheDocument();
    expect(screen.getByText('没有访问该页面的权限')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '返回首页' })).toHaveAttribute('href', '/');
    expect(screen.queryByText('the page itself')).not.toBeInTheDocument();
  });

  it('spec §6: permissions are those of the selected building: on the office the business role holds nothing', async () => {
    signInBusiness(OFFICE);
    renderGuarded('qrcode', 'qrcode-list');
    expect(await screen.findByText('403')).toBeInTheDocument();
  });

  it('spec §6: platform management is refused to a company administrator', async () => {
    Cookies.set('loginStatus', 'login');
    updateSession({ admin: adminOf('COMPANY_ADMINISTRATOR'), userPermissions: [], allPermissions: [], buildingId: null });
    renderGuarded('company', 'company-list');
    expect(await screen.findByText('403')).toBeInTheDocument();
  });

  it('spec §2: opening a page selects its area (the sidebar follows the page)', async () => {
    signInBusiness(MALL);
    renderGuarded('statistics-application', 'user-tendency');
    await screen.findByText('the page itself');
    expect(getCurrentArea()).toBe('statistics');
  });
});
