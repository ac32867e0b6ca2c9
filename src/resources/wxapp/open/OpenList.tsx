import { useState } from 'react';
import HubOutlinedIcon from '@mui/icons-material/HubOutlined';
import { Box, Button, Chip, Paper, Stack, Table, TableBody, TableCell, TableHead, TableRow, TextField, Typography } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Confirm, Title, useNotify, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { wxOpenApi } from '#contract/endpoints/wxapp';
import type { WxOpenDto } from '#contract/schemas/wxapp';
import { call } from '../../../dataProvider/httpClient';
import { EmptyState } from '../../../shell/layout/EmptyState';
import { ErrorAlert, useDateTime } from '../code/shared';
import { CopyUrl } from './CopyUrl';
import { OpenDialog } from './OpenDialog';

const KEY = ['wx-open', 'page'];

const Callback = ({ record }: { record: WxOpenDto }) => {
  const translate = useTranslate();
  const time = useDateTime();
  const last = record.lastCallback;
  if (!last) return <>{translate('app.wxapp.open.noCallback')}</>;
  return (
    <Box>
      <Chip
        size="small"
        color={last.accepted ? 'success' : 'error'}
        variant="outlined"
        label={last.accepted ? translate('app.wxapp.open.accepted') : translate('app.wxapp.open.refused', { reason: last.reason })}
        sx={{ maxWidth: 320 }}
        title={last.reason}
      />
      <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
        {last.event} · {time(last.at)}
      </Typography>
    </Box>
  );
};

/** 开放平台列表 (spec §2 wxapp-open-list, issue 17): the WeChat third-party platforms, their state and callback URLs. */
export const OpenList = () => {
  const translate = useTranslate();
  const notify = useNotify();
  const time = useDateTime();
  const client = useQueryClient();
  const [name, setName] = useState('');
  const [editing, setEditing] = useState<WxOpenDto | null | 'new'>(null);
  const [deleting, setDeleting] = useState<WxOpenDto | null>(null);
  const page = useQuery({
    queryKey: [...KEY, name],
    queryFn: () => call(wxOpenApi.page, { query: { page: 1, size: 200, ...(name ? { name } : {}) }, silent: true }),
  });
  const refresh = () => void client.invalidateQueries({ queryKey: KEY });
  const remove = async (record: WxOpenDto) => {
    setDeleting(null);
    try {
      await call(wxOpenApi.delete, { body: { ids: [record.id] }, silent: true });
      notify('app.wxapp.open.deleted', { type: 'success' });
      refresh();
    } catch (error) {
      notify(error instanceof Error ? error.message : String(error), { type: 'error' });
    }
  };
  const records = page.data?.records ?? [];

  return (
    <Box sx={{ p: 2 }} data-testid="wx-open-list">
      <Title title="app.navigation.pages.wxapp-open-list" />
      <Stack direction="row" spacing={1} sx={{ mb: 2, alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', gap: 1 }}>
        <TextField
          size="small"
          label={translate('app.wxapp.open.search')}
          value={name}
          onChange={(e) => setName(e.target.value)}
          sx={{ width: 280 }}
          fullWidth={false}
        />
        <Button variant="contained" onClick={() => setEditing('new')} data-testid="wx-open-add">
          {translate('app.wxapp.open.add')}
        </Button>
      </Stack>
      <ErrorAlert error={page.error} />
      {page.data && !records.length && !name ? (
        <EmptyState variant="outlined" icon={HubOutlinedIcon} title="app.wxapp.open.emptyTitle" text="app.wxapp.open.emptyBody" testId="wx-open-empty" />
      ) : (
        <Paper variant="outlined" sx={{ overflowX: 'auto' }}>
          <Table size="small">
            <TableHead>
              <TableRow>
                <TableCell>{translate('app.wxapp.open.name')}</TableCell>
                <TableCell>{translate('app.wxapp.open.state')}</TableCell>
                <TableCell>{translate('app.wxapp.open.lastCallback')}</TableCell>
                <TableCell align="right">{translate('app.wxapp.open.wxappCount')}</TableCell>
                <TableCell>{translate('app.wxapp.open.actions')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {records.map((r) => (
                <TableRow key={r.id} data-testid={`wx-open-row-${r.componentAppid}`} sx={{ verticalAlign: 'top' }}>
                  <TableCell sx={{ minWidth: 260 }}>
                    <Box sx={{ fontWeight: 500 }}>{r.name}</Box>
                    <Typography variant="caption" sx={{ fontFamily: 'monospace', display: 'block' }}>
                      {r.componentAppid}
                    </Typography>
                    <Stack sx={{ mt: 0.5 }}>
                      <CopyUrl label={translate('app.wxapp.open.authCallbackUrl')} url={r.authCallbackUrl} />
                      <CopyUrl label={translate('app.wxapp.open.messageCallbackUrl')} url={r.messageCallbackUrl} />
                    </Stack>
                  </TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>
                    <Chip
                      size="small"
                      color={r.state === 'ready' ? 'success' : 'warning'}
                      label={translate(`app.wxapp.open.states.${r.state}`)}
                      data-testid="wx-open-state"
                    />
                    {r.ticketAt && (
                      <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
                        {translate('app.wxapp.open.ticketAt', { time: time(r.ticketAt) })}
                      </Typography>
                    )}
                  </TableCell>
                  <TableCell>
                    <Callback record={r} />
                  </TableCell>
                  <TableCell align="right">
                    <Link to={`/wxapp?filter=${encodeURIComponent(JSON.stringify({ openPlatformId: r.id }))}`}>{r.wxappCount}</Link>
                  </TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>
                    <Button size="small" onClick={() => setEditing(r)}>
                      {translate('app.wxapp.open.edit')}
                    </Button>
                    <Button size="small" color="error" onClick={() => setDeleting(r)}>
                      {translate('app.wxapp.open.delete')}
                    </Button>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Paper>
      )}
      {records.length > 0 && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {translate('app.wxapp.open.callbacksHelp')}
        </Typography>
      )}
      {editing && (
        <OpenDialog
          record={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            refresh();
          }}
        />
      )}
      <Confirm
        isOpen={deleting !== null}
        title="app.wxapp.open.deleteTitle"
        content="app.wxapp.open.deleteContent"
        translateOptions={{ name: deleting?.name ?? '' }}
        onConfirm={() => deleting && void remove(deleting)}
        onClose={() => setDeleting(null)}
      />
    </Box>
  );
};
