import { useEffect, useRef, useState } from 'react';
import { Alert, Box, Button, Link as MuiLink, MenuItem, Paper, Stack, TextField, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { Title, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { wxappApi } from '#contract/endpoints/wxapp';
import type { WxAuthorizeDto, WxappDto } from '#contract/schemas/wxapp';
import { call } from '../../../dataProvider/httpClient';
import { ErrorAlert, useDateTime } from '../code/shared';
import { usePlatformChoices } from '../list/lookups';

const listAll = () => call(wxappApi.page, { query: { page: 1, size: 200 }, silent: true }).then((p) => p.records);
const key = (w: WxappDto) => `${w.id}:${w.status}`;

/**
 * 添加 (spec §2 wxapp-add, issue 17): a pre-authorization link for a platform, shown as a link and a QR code; while it
 * is open the list is read every 3 s and a mini-program that appears (or comes back authorized) is announced.
 */
export const WxappAdd = () => {
  const translate = useTranslate();
  const time = useDateTime();
  const platforms = usePlatformChoices();
  const [chosen, setChosen] = useState<number | ''>('');
  const [link, setLink] = useState<WxAuthorizeDto | null>(null);
  const [error, setError] = useState<unknown>(null);
  const [busy, setBusy] = useState(false);
  const [found, setFound] = useState<WxappDto | null>(null);
  const before = useRef<Set<string> | null>(null);
  const platformId = chosen || platforms.data?.[0]?.id || 0;

  const poll = useQuery({ queryKey: ['wxapp', 'add-poll'], queryFn: listAll, enabled: link !== null && !found, refetchInterval: 3000 });
  useEffect(() => {
    if (!poll.data || !before.current) return;
    const fresh = poll.data.find((w) => w.status === 'authorized' && !before.current?.has(key(w)));
    if (fresh) setFound(fresh);
  }, [poll.data]);

  const authorize = async () => {
    setBusy(true);
    setError(null);
    setFound(null);
    try {
      before.current = new Set((await listAll()).map(key));
      setLink(await call(wxappApi.authorize, { body: { openPlatformId: platformId }, silent: true }));
    } catch (e) {
      setLink(null);
      setError(e);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Box sx={{ p: 2, maxWidth: 760 }} data-testid="wxapp-add">
      <Title title="app.navigation.pages.wxapp-add" />
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {translate('app.wxapp.add.help')}
      </Typography>
      <ErrorAlert error={platforms.error} />
      {platforms.data && !platforms.data.length ? (
        <Alert
          severity="info"
          action={
            <Button component={Link} to="/wxapp/open-list" size="small">
              {translate('app.navigation.pages.wxapp-open-list')}
            </Button>
          }
        >
          {translate('app.wxapp.add.noPlatform')}
        </Alert>
      ) : (
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 2, flexWrap: 'wrap', gap: 1 }}>
          <TextField
            select
            size="small"
            label={translate('app.wxapp.add.platform')}
            value={platformId || ''}
            onChange={(e) => {
              setChosen(Number(e.target.value));
              setLink(null);
              setError(null);
            }}
            sx={{ minWidth: 320 }}
            fullWidth={false}
            data-testid="wxapp-add-platform"
          >
            {platforms.data?.map((p) => (
              <MenuItem key={p.id} value={p.id}>
                {p.name} · {translate(`app.wxapp.open.states.${p.state}`)}
              </MenuItem>
            ))}
          </TextField>
          <Button variant="contained" disabled={!platformId || busy} onClick={() => void authorize()} data-testid="wxapp-add-generate">
            {translate('app.wxapp.add.generate')}
          </Button>
        </Stack>
      )}
      <ErrorAlert error={error} />
      {link && (
        <Paper variant="outlined" sx={{ p: 2 }} data-testid="wxapp-add-link">
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'flex-start' } }}>
            <img src={link.qrcode} alt={translate('app.wxapp.add.qrAlt')} width={180} height={180} />
            <Box sx={{ minWidth: 0 }}>
              <Typography variant="subtitle2" component="h2">
                {translate('app.wxapp.add.link')}
              </Typography>
              <MuiLink href={link.url} target="_blank" rel="noopener" sx={{ display: 'block', mb: 1 }} data-testid="wxapp-add-open">
                {translate('app.wxapp.add.openLink')}
              </MuiLink>
              <Typography variant="caption" sx={{ fontFamily: 'monospace', overflowWrap: 'anywhere', display: 'block' }}>
                {link.url}
              </Typography>
              <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
                {translate('app.wxapp.add.expires', { time: time(link.expiresAt) })}
              </Typography>
            </Box>
          </Stack>
          {found ? (
            <Alert
              severity="success"
              sx={{ mt: 2 }}
              data-testid="wxapp-add-done"
              action={
                <Button component={Link} to={`/wxapp/${found.id}`} size="small">
                  {translate('app.wxapp.add.openEdit')}
                </Button>
              }
            >
              {translate('app.wxapp.add.done', { name: found.nickName })}
            </Alert>
          ) : (
            <Alert severity="info" sx={{ mt: 2 }}>
              {translate('app.wxapp.add.waiting')}
            </Alert>
          )}
        </Paper>
      )}
    </Box>
  );
};
