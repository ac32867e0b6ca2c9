import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Cookies from 'js-cookie';
import { useTranslate } from 'react-admin';
import { ErrorLogButton } from '../../../src/errors/ErrorLogButton';
import { addError, clearErrors } from '../../../src/errors/errorLog';
import { FullscreenButton } from '../../../src/shell/layout/header/FullscreenButton';
import { LanguageMenu } from '../../../src/shell/layout/header/LanguageMenu';
import { renderAt } from '../render';

const stubFullscreen = (enabled: boolean, request: () => Promise<void> = () => Promise.resolve()) => {
  Object.defineProperty(document, 'fullscreenEnabled', { configurable: true, value: enabled });
  Object.defineProperty(document.documentElement, 'requestFullscreen', { configurable: true, value: request });
};

afterEach(() => clearErrors());

describe('spec §8: the fullscreen button', () => {
  it('spec §8: where fullscreen is unsupported, a warning reads exactly "you browser can not work"', async () => {
    stubFullscreen(false);
    renderAt(<FullscreenButton />);
    await userEvent.click(screen.getByRole('button', { name: '全屏' }));
    expect(await screen.findByText('you browser can not work')).toBeInTheDocument();
  });

  it('spec §8: a refused fullscreen request shows the same warning', async () => {
    stubFullscreen(true, () => Promise.reject(new Error('denied')));
    renderAt(<FullscreenButton />);
    await userEvent.click(screen.getByRole('button', { name: '全屏' }));
    expect(await screen.findByText('you browser can not work')).toBeInTheDocument();
  });

  it('spec §8: where fullscreen works, the page asks for it and no warning shows', async () => {
    const request = vi.fn(() => Promise.resolve());
    stubFullscreen(true, request);
    renderAt(<FullscreenButton />);
    await userEvent.click(screen.getByRole('button', { name: '全屏' }));
    expect(request).toHaveBeenCalledTimes(1);
    expect(screen.queryByText('you browser can not work')).not.toBeInTheDocument();
  });
});

const Sample = () => {
  const translate = useTranslate();
  return <p data-testid="sample">{translate('app.layout.tags.close_all')}</p>;
};

describe('spec §1/§9: the language menu', () => {
  it('spec §9: offers English, 中文, Español and 日本語; choosing one switches the UI and sets the language cookie', async () => {
    renderAt(
      <>
        <LanguageMenu />
        <Sample />
      </>,
    );
    expect(screen.getByTestId('sample')).toHaveTextContent('关闭所有');
    await userEvent.click(screen.getByRole('button', { name: '语言' }));
    const menu = await screen.findByRole('menu');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['中文', 'English', 'Español', '日本語']);
    await userEvent.click(within(menu).getByText('English'));
    await waitFor(() => expect(screen.getByTestId('sample')).toHaveTextContent('Close All'));
    expect(Cookies.get('language')).toBe('en');
  });
});

describe('spec §3: the header error-log button', () => {
  it('spec §3: hidden while the log is empty; with entries it shows the count and a dialog that clears the log', async () => {
    renderAt(<ErrorLogButton />);
    expect(screen.queryByTestId('error-log-button')).not.toBeInTheDocument();
    act(() => {
      addError(new Error('first failure'), 'http://localhost/a');
      addError(new Error('second failure'), 'http://localhost/b');
    });
    const button = await screen.findByTestId('error-log-button');
    expect(button).toHaveTextContent('2');
    await userEvent.click(button);
    const dialog = await screen.findByRole('dialog', { name: '错误日志' });
    expect(
      within(dialog)
        .getAllByTestId('error-log-entry')
        .map((row) => row.textContent),
    ).toEqual([expect.stringContaining('second failure'), expect.stringContaining('first failure')]);
    await userEvent.click(within(dialog).getByRole('button', { name: '清空' }));
    await waitFor(() => expect(screen.queryByTestId('error-log-button')).not.toBeInTheDocument());
  });
});
