import { alpha } from '@mui/material/styles';
import { defaultTheme, type RaThemeOptions } from 'react-admin';
import { DEFAULT_SETTINGS } from '../settings/settings';

/** Spec §9: theme #3a72ed, menu text #3b4354 (active in the theme colour), sidebar 210 px, size medium. */
export const THEME_COLOR = DEFAULT_SETTINGS.theme;
export const MENU_TEXT_COLOR = '#3b4354';
export const SIDEBAR_WIDTH = 210;
export const SIDEBAR_CLOSED_WIDTH = 54;
export const HEADER_HEIGHT = 50;
export const TAGS_HEIGHT = 34;

// react-admin's default theme makes inputs, tables and buttons small; spec §9 wants MUI's medium.
const medium = { defaultProps: { size: 'medium' as const } };

export const buildTheme = (primary: string = THEME_COLOR): RaThemeOptions => ({
  ...defaultTheme,
  palette: {
    primary: { main: primary },
    secondary: { main: '#304156' },
    background: { default: '#f0f2f5' },
  },
  shape: { borderRadius: 6 },
  sidebar: { width: SIDEBAR_WIDTH, closedWidth: SIDEBAR_CLOSED_WIDTH },
  components: {
    ...defaultTheme.components,
    MuiTextField: { ...defaultTheme.components?.MuiTextField, defaultProps: { ...defaultTheme.components?.MuiTextField?.defaultProps, size: 'medium' } },
    MuiFormControl: { ...defaultTheme.components?.MuiFormControl, defaultProps: { ...defaultTheme.components?.MuiFormControl?.defaultProps, size: 'medium' } },
    RaButton: medium,
    RaDatagrid: medium,
    RaDataTable: medium,
    RaMenuItemLink: {
      styleOverrides: {
        root: {
          color: MENU_TEXT_COLOR,
          '& .RaMenuItemLink-icon': { color: MENU_TEXT_COLOR },
          '&.RaMenuItemLink-active': { color: primary, backgroundColor: alpha(primary, 0.08) },
          '&.RaMenuItemLink-active .RaMenuItemLink-icon': { color: primary },
        },
      },
    },
  },
});
