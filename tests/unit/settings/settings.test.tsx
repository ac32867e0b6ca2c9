import { act, renderHook } from '@testing-library/react';
import { createTheme, getContrastRatio } from '@mui/material/styles';
import { deriveShades } from '../../../src/shell/layout/contrast';
import { DEFAULT_SETTINGS, parseSettings } from '../../../src/settings/settings';
import { getSettings, SETTINGS_KEY, updateSetting } from '../../../src/settings/settingsStore';
import { useAppTheme } from '../../../src/settings/useAppTheme';

describe('spec §3: layout settings (theme, showSettings, tagsView, fixedHeader, sidebarLogo)', () => {
  it('spec §3/§9: the defaults: theme #3a72ed, settings handle shown, tags view on, header not fixed, no sidebar logo', () => {
    expect(DEFAULT_SETTINGS).toEqual({ theme: '#3a72ed', showSettings: true, tagsView: true, fixedHeader: false, sidebarLogo: false });
    expect(getSettings()).toEqual(DEFAULT_SETTINGS);
  });

  it.each([
    ['corrupt JSON', '{theme'],
    ['a foreign value', '"hello"'],
    ['an array', '[1,2]'],
    ['null', 'null'],
  ])('spec §3: %s in local storage reads as the defaults', (_name, raw) => {
    expect(parseSettings(raw)).toEqual(DEFAULT_SETTINGS);
  });

  it('spec §3: a stored field of the wrong kind falls back to its default, the valid ones are kept', () => {
    expect(parseSettings(JSON.stringify({ theme: 'red', tagsView: 'yes', fixedHeader: true, extra: 1 }))).toEqual({ ...DEFAULT_SETTINGS, fixedHeader: true });
  });

  it('spec §3: a change is persisted in local storage and never edits the defaults object', () => {
    updateSetting('fixedHeader', true);
    updateSetting('theme', '#11a983');
    expect(JSON.parse(window.localStorage.getItem(SETTINGS_KEY) ?? '{}')).toEqual({ ...DEFAULT_SETTINGS, fixedHeader: true, theme: '#11a983' });
    expect(DEFAULT_SETTINGS.fixedHeader).toBe(false);
    expect(getSettings().theme).toBe('#11a983');
  });

  it('spec §3 / issue 12: the chosen theme colour becomes the MUI primary colour at once, as its derived AA shade; the setting keeps the picked colour', () => {
    const { result } = renderHook(() => useAppTheme());
    expect(getSettings().theme).toBe('#3a72ed');
    expect(createTheme(result.current).palette.primary.main).toBe(deriveShades('#3a72ed').main);
    act(() => updateSetting('theme', '#f5222d'));
    expect(getSettings().theme).toBe('#f5222d');
    const primary = createTheme(result.current).palette.primary;
    expect(primary.main).toBe(deriveShades('#f5222d').main);
    expect(primary.main).not.toBe(deriveShades('#3a72ed').main);
    expect(getContrastRatio(primary.contrastText, primary.main)).toBeGreaterThanOrEqual(4.5);
  });

  it('spec §9: size medium: react-admin’s small inputs, tables and buttons are set back to medium', () => {
    const { result } = renderHook(() => useAppTheme());
    const components = result.current.components ?? {};
    expect(components.MuiTextField?.defaultProps?.size).toBe('medium');
    expect(components.MuiFormControl?.defaultProps?.size).toBe('medium');
    expect(result.current.sidebar).toEqual({ width: 210, closedWidth: 54 });
  });
});
