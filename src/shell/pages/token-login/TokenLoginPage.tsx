import { useEffect, useState } from 'react';
import { Alert, AlertTitle, Box, Button, CircularProgress, Stack, Typography } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router-dom';
import { safeRedirect } from '../../authProvider/redirect';
import { exchangeLoginToken } from '../../public/publicApi';
import { PublicCard } from '../../public/PublicCard';

/** /token-login?token=&redirect= (spec §2 third-party login): exchange the token, then go to the safe redirect. */
export const TokenLoginPage = () => {
  const translate = useTranslate();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [params] = useSearchParams();
  const token = params.get('token');
  const redirect = safeRedirect(params.get('redirect'));
  const [failure, setFailure] = useState<string | null>(token ? null : translate('app.shell.token_login.missing'));

  useEffect(() => {
    if (!token) return;
    let active = true;
    exchangeLoginToken(token)
      .then(() => {
        if (!active) return;
        // As useLogin does: the cached auth answers belong to the previous (signed-out) state.
        void queryClient.invalidateQueries({ queryKey: ['auth'] });
        navigate(redirect, { replace: true });
      })
      .catch((error: unknown) => {
        if (active) setFailure(error instanceof Error ? error.message : translate('app.shell.token_login.failed'));
      });
    return () => {
      active = false;
    };
  }, [token, redirect, navigate, queryClient, translate]);

  return (
    <PublicCard title={translate('app.shell.token_login.title')}>
      {failure ? (
        <Stack spacing={2}>
          <Alert severity="error" role="alert">
            <AlertTitle>{translate('app.shell.token_login.failed')}</AlertTitle>
            {failure}
          </Alert>
          <Button variant="contained" component={RouterLink} to="/login">
            {translate('app.shell.token_login.to_login')}
          </Button>
        </Stack>
      ) : (
        <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'center', gap: 2, py: 2 }}>
          <CircularProgress size={24} />
          <Typography>{translate('app.shell.token_login.pending')}</Typography>
        </Box>
      )}
    </PublicCard>
  );
};
