import { defaultTheme, type RaThemeOptions } from 'react-admin';

/** Spec §9: theme #3a72ed, menu text #3b4354 (active #3a72ed), sidebar 210 px. */
export const THEME_COLOR = '#3a72ed';
export const MENU_TEXT_COLOR = '#3b4354';
export const SIDEBAR_WIDTH = 210;

export const theme: RaThemeOptions = {
  ...defaultTheme,
  palette: {
    primary: { main: THEME_COLOR },
    secondary: { main: '#304156' },
    background: { default: '#f0f2f5' },
  },
  shape: { borderRadius: 6 },
  sidebar: { width: SIDEBAR_WIDTH, closedWidth: 54 },
  components: {
    ...defaultTheme.components,
    RaMenuItemLink: {
      styleOverrides: {
        root: {
          color: MENU_TEXT_COLOR,
          '& .RaMenuItemLink-icon': { color: MENU_TEXT_COLOR },
          '&.RaMenuItemLink-active': { color: THEME_COLOR, backgroundColor: 'rgba(58, 114, 237, 0.08)' },
          '&.RaMenuItemLink-active .RaMenuItemLink-icon': { color: THEME_COLOR },
        },
      },
    },
  },
};
