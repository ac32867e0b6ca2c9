import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Cookies from 'js-cookie';
import { request } from '../../../src/dataProvider/httpClient';
import { failure, http, HttpResponse } from '../helpers';
import { server } from '../msw';
import { renderAt } from '../render';

/** The calls below go to this file's own made-up routes, not the contract's. */
const MADE_UP = '/api';

const Page = () => <p>page</p>;

const callFailing = async (path: string) => {
  await act(async () => {
    await request(path).catch(() => undefined);
  });
};

describe('spec §8: the expired-session dialog and the error toast', () => {
  it('spec §8: 10002 with cookie login shows 确认退出 once; 重新登录 goes to /login', async () => {
    Cookies.set('loginStatus', 'login');
    server.use(http.get(`${MADE_UP}/expired`, () => failure(10002, 'Not Login', 401)));
    renderAt(<Page />, { path: '/building/building-view', route: '/building/building-view' });
    await act(async () => {
      await Promise.allSettled([request(`${MADE_UP}/expired`), request(`${MADE_UP}/expired`)]);
    });
    const dialog = await screen.findByRole('dialog');
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
    expect(dialog).toHaveTextContent('确认退出');
    expect(dialog).toHaveTextContent('登录过期，你可以退出系统或者重新登录');
    expect(screen.getByRole('button', { name: '取消' })).toBeInTheDocument();
    expect(Cookies.get('loginStatus')).toBe('logout');
    await userEvent.click(screen.getByRole('button', { name: '重新登录' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/login/));
  });

  it('spec §8: 取消 closes the dialog', async () => {
    Cookies.set('loginStatus', 'login');
    server.use(http.get(`${MADE_UP}/expired`, () => failure(10002, 'Not Login', 401)));
    renderAt(<Page />);
    await callFailing(`${MADE_UP}/expired`);
    await userEvent.click(await screen.findByRole('button', { name: '取消' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('spec §8: no dialog when the cookie already says logout', async () => {
    Cookies.set('loginStatus', 'logout');
    server.use(http.get(`${MADE_UP}/expired`, () => failure(10002, 'Not Login', 401)));
    renderAt(<Page />);
    await callFailing(`${MADE_UP}/expired`);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it.each([
    ['code 10003', () => failure(10003, '没有权限', 403), '没有权限'],
    ['code 10005', () => failure(10005, '参数校验失败', 400), '参数校验失败'],
    ['HTTP 500', () => new HttpResponse('x', { status: 500, statusText: 'Internal Server Error' }), 'HTTP 500 Internal Server Error'],
  ])('spec §8: %s shows an error toast, not the dialog', async (_name, reply, text) => {
    Cookies.set('loginStatus', 'login');
    server.use(http.get(`${MADE_UP}/broken`, reply));
    renderAt(<Page />);
    await callFailing(`${MADE_UP}/broken`);
    expect(await screen.findByText(text)).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('spec §8: a network failure toast shows the cause detail', async () => {
    vi.stubGlobal('fetch', () => Promise.reject(Object.assign(new Error('fetch failed'), { cause: new Error('connect ECONNREFUSED 127.0.0.1:8080') })));
    renderAt(<Page />);
    await callFailing(`${MADE_UP}/down`);
    vi.unstubAllGlobals();
    expect(await screen.findByText('connect ECONNREFUSED 127.0.0.1:8080')).toBeInTheDocument();
  });
});
