import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Cookies from 'js-cookie';
import { updateSession } from '../../../src/shell/session/sessionStore';
import { MessagePage } from '../../../src/shell/pages/messages/MessagePage';
import { UNREAD_REFRESH_MS, useUnreadCount } from '../../../src/shell/pages/messages/useUnreadCount';
import { renderAt } from '../render';
import { fakeMessageServer, sampleMessages } from './messageServer';
import { anAdmin } from '../sessionFixtures';

const Badge = () => <output data-testid="badge">{useUnreadCount()}</output>;

const renderCentre = () =>
  renderAt(
    <>
      <Badge />
      <MessagePage />
    </>,
  );

const signIn = () => {
  Cookies.set('loginStatus', 'login');
  updateSession({ admin: anAdmin({ id: 1, email: 'company@demo.local', adminType: 'COMPANY_ADMINISTRATOR', companyId: 1 }) });
};

describe('spec §2 /message: the message centre and the unread badge', () => {
  it('spec §1: the badge reads the unread count; opening a message marks it read and lowers the badge at once', async () => {
    signIn();
    const fake = fakeMessageServer(sampleMessages);
    renderCentre();
    await waitFor(() => expect(screen.getByTestId('badge')).toHaveTextContent('2'));
    const user = userEvent.setup();
    await user.click(await screen.findByText('欢迎使用室内定位管理平台'));
    expect(await screen.findByText('这是您的第一条消息。')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('badge')).toHaveTextContent('1'));
    expect(fake.unread()).toBe(1);
  });

  it('spec §2: selected messages are marked read, and mark all read clears the badge', async () => {
    signIn();
    fakeMessageServer(sampleMessages);
    renderCentre();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('checkbox', { name: '密码已修改' }));
    await user.click(screen.getByRole('button', { name: '标为已读' }));
    await waitFor(() => expect(screen.getByTestId('badge')).toHaveTextContent('1'));
    await user.click(screen.getByRole('button', { name: '全部标为已读' }));
    await waitFor(() => expect(screen.getByTestId('badge')).toHaveTextContent('0'));
  });

  it('spec §2: delete asks for confirmation, then removes the messages and refetches the badge', async () => {
    signIn();
    const fake = fakeMessageServer(sampleMessages);
    renderCentre();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('checkbox', { name: '欢迎使用室内定位管理平台' }));
    await user.click(screen.getByRole('button', { name: '删除' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('确定删除选中的 1 条消息吗？');
    expect(fake.count()).toBe(3);
    await user.click(within(dialog).getByRole('button', { name: /确认|确定/ }));
    await waitFor(() => expect(screen.getByTestId('badge')).toHaveTextContent('1'));
    expect(fake.count()).toBe(2);
    await waitFor(() => expect(screen.queryByText('欢迎使用室内定位管理平台')).not.toBeInTheDocument());
  });

  it('spec §2: the unread tab and the type filter are sent to the server; an empty result shows the empty state', async () => {
    signIn();
    const fake = fakeMessageServer(sampleMessages.filter((m) => m.read));
    renderCentre();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('tab', { name: '未读' }));
    expect(await screen.findByText('没有符合条件的消息')).toBeInTheDocument();
    expect(fake.calls.pages.some((p) => p.get('read') === 'false')).toBe(true);
    await user.click(screen.getByRole('tab', { name: '全部' }));
    await user.click(screen.getByRole('combobox', { name: '类型' }));
    await user.click(await screen.findByRole('option', { name: '安全提醒' }));
    await waitFor(() => expect(fake.calls.pages.some((p) => p.get('type') === 'SECURITY')).toBe(true));
  });

  it('spec §1: the badge asks the server again at least once a minute', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    onTestFinished(() => {
      vi.useRealTimers();
    });
    signIn();
    const fake = fakeMessageServer(sampleMessages);
    renderAt(<Badge />);
    await waitFor(() => expect(fake.calls.unreadPolls).toBe(1));
    await act(() => vi.advanceTimersByTimeAsync(UNREAD_REFRESH_MS));
    await waitFor(() => expect(fake.calls.unreadPolls).toBe(2));
  });

  it('spec §4: signed out, the badge is 0 and nothing is asked', async () => {
    const fake = fakeMessageServer(sampleMessages);
    renderAt(<Badge />);
    expect(screen.getByTestId('badge')).toHaveTextContent('0');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(fake.calls.pages).toHaveLength(0);
  });
});
