import type { RaThemeOptions } from 'react-admin';
import { theme } from '../layout/theme';

/** The MUI theme with the chosen theme colour (settings panel, spec §3); static until settings land. */
export const useAppTheme = (): RaThemeOptions => theme;
