import type { ReactNode } from 'react';
import { ThemeProvider, type Theme } from '@mui/material';
import { useTranslate } from 'react-admin';

/**
 * Issue 12 (axe aria-progressbar-name): every spinner and progress bar under it is named in the console's
 * language. react-admin draws them unnamed (the header's loading indicator, a reference field or input still
 * loading its choices, a list refreshing) and takes no label as a prop, so the theme gives the default.
 */
export const NamedProgress = ({ children }: { children: ReactNode }) => {
  const translate = useTranslate();
  const named = { 'aria-label': translate('ra.page.loading') };
  return (
    <ThemeProvider
      theme={(outer: Theme) => ({
        ...outer,
        components: {
          ...outer.components,
          MuiCircularProgress: { ...outer.components?.MuiCircularProgress, defaultProps: { ...outer.components?.MuiCircularProgress?.defaultProps, ...named } },
          MuiLinearProgress: { ...outer.components?.MuiLinearProgress, defaultProps: { ...outer.components?.MuiLinearProgress?.defaultProps, ...named } },
        },
      })}
    >
      {children}
    </ThemeProvider>
  );
};
