import { useMemo } from 'react';
import type { RaThemeOptions } from 'react-admin';
import { buildTheme } from '../shell/layout/theme';
import { useSettings } from './useSettings';

/** The MUI theme with the chosen theme colour (settings panel, spec §3), rebuilt at once when it changes. */
export const useAppTheme = (): RaThemeOptions => {
  const { theme } = useSettings();
  return useMemo(() => buildTheme(theme), [theme]);
};
