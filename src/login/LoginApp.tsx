import { useEffect, useMemo } from 'react';
import { CssBaseline } from '@mui/material';
import { createTheme, ThemeProvider } from '@mui/material/styles';
import { I18nContext, type I18nProvider } from 'react-admin';
import { BrowserRouter, Route, Routes, useLocation } from 'react-router-dom';
import { signIn } from '../shell/authProvider/signIn';
import { useAppTheme } from '../settings/useAppTheme';
import { LoginCard } from './LoginPage';
import type { LoginAction } from './LoginForm';

/** Called with the address to show once the console itself must take over (it loads the whole console there). */
export type HandOver = (to: string) => void;

/** Any address but /login: the whole console's, so it is handed over (a signed-in visit, the forgotten-password link). */
const Leave = ({ handOver }: { handOver: HandOver }) => {
  const { pathname, search, hash } = useLocation();
  useEffect(() => handOver(`${pathname}${search}${hash}`), [handOver, pathname, search, hash]);
  return null;
};

/**
 * Issue 19: /login opened by its address shows this page without loading react-admin's <Admin>, the layout or
 * the resource registry: MUI, the router and the translations only. The same card as the console's own login
 * page (LoginCard); once signed in, or when the user leaves for another page, the whole console takes over.
 */
export const LoginApp = ({ i18nProvider, handOver }: { i18nProvider: I18nProvider; handOver: HandOver }) => {
  const options = useAppTheme();
  const theme = useMemo(() => createTheme(options), [options]);
  const login: LoginAction = async (credentials, redirectTo) => {
    await signIn(credentials);
    handOver(redirectTo);
  };
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <I18nContext.Provider value={i18nProvider}>
        <BrowserRouter>
          <Routes>
            <Route path="/login" element={<LoginCard login={login} />} />
            <Route path="*" element={<Leave handOver={handOver} />} />
          </Routes>
        </BrowserRouter>
      </I18nContext.Provider>
    </ThemeProvider>
  );
};
