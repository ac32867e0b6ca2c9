import { ThemeProvider, type Theme } from '@mui/material';
import { LoadingIndicator, useTranslate } from 'react-admin';

/**
 * react-admin's header loading indicator, its spinner named (axe aria-progressbar-name): react-admin gives the
 * CircularProgress it draws while a request is in flight no accessible name, and takes none as a prop.
 */
export const HeaderLoading = () => {
  const translate = useTranslate();
  const label = translate('ra.page.loading');
  return (
    <ThemeProvider
      theme={(outer: Theme) => ({
        ...outer,
        components: { ...outer.components, MuiCircularProgress: { ...outer.components?.MuiCircularProgress, defaultProps: { 'aria-label': label } } },
      })}
    >
      <LoadingIndicator />
    </ThemeProvider>
  );
};
