import { useState } from 'react';
import { Button, Card, CardContent, Stack, TextField, Typography } from '@mui/material';
import LinkIcon from '@mui/icons-material/Link';
import { useLocaleState, useNotify, useTranslate } from 'react-admin';
import { createLoginToken, type LoginToken } from './accountApi';

/** The hand-over link of /token-login: one use, expires in minutes (issue 3). */
export const LoginTokenCard = () => {
  const translate = useTranslate();
  const notify = useNotify();
  const [locale] = useLocaleState();
  const [token, setToken] = useState<LoginToken | null>(null);
  const [pending, setPending] = useState(false);
  const link = token ? `${window.location.origin}/token-login?token=${encodeURIComponent(token.token)}` : '';

  const create = () => {
    setPending(true);
    createLoginToken()
      .then(setToken)
      .catch(() => undefined)
      .finally(() => setPending(false));
  };

  const copy = () => {
    navigator.clipboard
      ?.writeText(link)
      .then(() => notify('app.shell.token.copied', { type: 'info' }))
      .catch(() => undefined);
  };

  return (
    <Card>
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>
          {translate('app.shell.token.title')}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {translate('app.shell.token.text')}
        </Typography>
        {token ? (
          <Stack spacing={1}>
            <TextField value={link} label={translate('app.shell.token.link')} slotProps={{ htmlInput: { readOnly: true } }} size="small" fullWidth />
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
              <Button size="small" variant="outlined" onClick={copy}>
                {translate('app.shell.token.copy')}
              </Button>
              <Typography variant="body2" color="text.secondary">
                {translate('app.shell.token.expires', { time: new Date(token.expiresAt).toLocaleString(locale) })}
              </Typography>
            </Stack>
          </Stack>
        ) : (
          <Button variant="outlined" startIcon={<LinkIcon />} onClick={create} disabled={pending}>
            {translate('app.shell.token.create')}
          </Button>
        )}
      </CardContent>
    </Card>
  );
};
