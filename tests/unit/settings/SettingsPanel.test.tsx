import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { deriveShades } from '../../../src/shell/layout/contrast';
import { SettingsPanel } from '../../../src/settings/SettingsPanel';
import { getSettings, updateSetting } from '../../../src/settings/settingsStore';
import { renderAt } from '../render';

describe('spec §2: the settings panel', () => {
  it('spec §2: closed by default; its handle sits 250 px from the top on the right edge', () => {
    renderAt(<SettingsPanel />);
    expect(screen.queryByTestId('settings-panel')).not.toBeInTheDocument();
    const handle = screen.getByTestId('settings-handle');
    expect(handle).toHaveStyle({ position: 'fixed', top: '250px', right: '0px', width: '48px', height: '48px' });
  });

  it('spec §3: the switches and swatches change the persisted settings at once', async () => {
    renderAt(<SettingsPanel />);
    await userEvent.click(screen.getByTestId('settings-handle'));
    const panel = await screen.findByTestId('settings-panel');
    expect(panel).toHaveTextContent('系统布局配置');
    await userEvent.click(within(panel).getByLabelText('固定 Header'));
    expect(getSettings().fixedHeader).toBe(true);
    await userEvent.click(within(panel).getByLabelText('开启 Tags-View'));
    expect(getSettings().tagsView).toBe(false);
    await userEvent.click(within(panel).getByRole('button', { name: '#11a983' }));
    expect(getSettings().theme).toBe('#11a983');
    await waitFor(() => expect(within(panel).getByRole('button', { name: '#11a983' })).toHaveAttribute('aria-pressed', 'true'));
  });

  it('spec §3/§9: the theme setting names #3a72ed as the default and the darker shade text and active items use', async () => {
    renderAt(<SettingsPanel />);
    await userEvent.click(screen.getByTestId('settings-handle'));
    const note = await screen.findByTestId('theme-note');
    expect(within(await screen.findByTestId('settings-panel')).getByRole('button', { name: '#3a72ed' })).toHaveAttribute('aria-pressed', 'true');
    expect(note).toHaveTextContent(`规范默认主题色为 #3a72ed。文字与选中项使用所选颜色的较深色调 ${deriveShades('#3a72ed').main}`);
    expect(deriveShades('#3a72ed').main).not.toBe('#3a72ed');
  });

  it('spec §3: showSettings=false hides the handle', () => {
    updateSetting('showSettings', false);
    renderAt(<SettingsPanel />);
    expect(screen.queryByTestId('settings-handle')).not.toBeInTheDocument();
  });
});
