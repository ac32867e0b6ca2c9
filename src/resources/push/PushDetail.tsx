// Issue 18 push-detail: the push, its state and failure, the delivery funnel (targeted, reachable, sent, opened)
// and its recipients with WeChat's answer per user.
import { useState } from 'react';
import {
  Alert,
  Box,
  Card,
  CardContent,
  CircularProgress,
  Link,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TablePagination,
  TableRow,
  Typography,
} from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Confirm, Title, useCanAccess, useNotify, useTranslate } from 'react-admin';
import { Link as RouterLink, useNavigate, useParams } from 'react-router-dom';
import { Bar, BarChart, CartesianGrid, LabelList, ResponsiveContainer, XAxis, YAxis } from 'recharts';
import { EDITABLE_STATES, pushApi } from '#contract/endpoints/push';
import type { Push } from '#contract/schemas/push';
import { call } from '../../dataProvider/httpClient';
import { useAudienceLabel } from './audienceOptions';
import { PushStateChip, openRate } from './StateChip';

const when = (iso: string | null) => (iso ? new Date(iso).toLocaleString() : '—');

const Funnel = ({ push }: { push: Push }) => {
  const translate = useTranslate();
  const { funnel } = push;
  const data = [
    { step: translate('app.push.funnel.targeted'), n: funnel.targeted },
    { step: translate('app.push.funnel.reachable'), n: funnel.reachable },
    { step: translate('app.push.funnel.sent'), n: funnel.sent + funnel.outbox },
    { step: translate('app.push.funnel.opened'), n: funnel.opened },
  ];
  return (
    <Box data-testid="push-funnel">
      <Typography variant="subtitle1" fontWeight={600}>
        {translate('app.push.funnel.title')} · {translate('resources.push.fields.openRate')} {openRate(funnel)}
      </Typography>
      <Box sx={{ height: 220 }}>
        <ResponsiveContainer width="100%" height="100%">
          <BarChart data={data} layout="vertical" margin={{ left: 16, right: 48 }}>
            <CartesianGrid horizontal={false} strokeDasharray="3 3" />
            <XAxis type="number" allowDecimals={false} />
            <YAxis type="category" dataKey="step" width={80} />
            <Bar dataKey="n" fill="#1976d2" isAnimationActive={false}>
              <LabelList dataKey="n" position="right" />
            </Bar>
          </BarChart>
        </ResponsiveContainer>
      </Box>
      {funnel.outbox > 0 && <Typography variant="caption">{translate('app.push.outboxNote', { count: funnel.outbox })}</Typography>}
    </Box>
  );
};

const Recipients = ({ id }: { id: number }) => {
  const translate = useTranslate();
  const [page, setPage] = useState(0);
  const size = 20;
  const query = useQuery({
    queryKey: ['push', 'recipients', id, page],
    queryFn: () => call(pushApi.recipients, { query: { id, page: page + 1, size }, silent: true }),
  });
  const records = query.data?.records ?? [];
  return (
    <Box>
      <Typography variant="subtitle1" fontWeight={600}>
        {translate('app.push.recipients')}
      </Typography>
      {!records.length ? (
        <Typography variant="body2" color="text.secondary" sx={{ py: 2 }}>
          {translate('app.push.noRecipients')}
        </Typography>
      ) : (
        <>
          <Table size="small" data-testid="push-recipients">
            <TableHead>
              <TableRow>
                {(['userId', 'state', 'error', 'sentAt', 'openedAt'] as const).map((c) => (
                  <TableCell key={c}>{translate(`app.push.recipient.${c}`)}</TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {records.map((r) => (
                <TableRow key={r.userId}>
                  <TableCell sx={{ fontFamily: 'monospace' }}>{r.userId}</TableCell>
                  <TableCell>{translate(`app.push.recipientState.${r.state}`)}</TableCell>
                  <TableCell>{r.error ?? '—'}</TableCell>
                  <TableCell>{when(r.sentAt)}</TableCell>
                  <TableCell>{when(r.openedAt)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
          <TablePagination
            component="div"
            count={query.data?.total ?? 0}
            page={page}
            rowsPerPage={size}
            rowsPerPageOptions={[size]}
            onPageChange={(_e, p) => setPage(p)}
            labelDisplayedRows={({ from, to, count }) => translate('ra.navigation.page_range_info', { offsetBegin: from, offsetEnd: to, total: count })}
          />
        </>
      )}
    </Box>
  );
};

const Actions = ({ push }: { push: Push }) => {
  const translate = useTranslate();
  const navigate = useNavigate();
  const notify = useNotify();
  const client = useQueryClient();
  const [open, setOpen] = useState(false);
  const { canAccess: canEdit } = useCanAccess({ resource: 'push', action: 'edit' });
  if (!canEdit || !EDITABLE_STATES.includes(push.state)) return null;
  const cancel = async () => {
    setOpen(false);
    await call(pushApi.cancel, { body: { id: push.id } });
    notify('app.push.cancelled', { type: 'info' });
    await client.invalidateQueries({ queryKey: ['push', 'one', push.id] });
  };
  return (
    <Stack direction="row" spacing={1}>
      <Button label="app.push.edit" variant="outlined" onClick={() => navigate(`/push/${push.id}`)} />
      <Button label="app.push.cancel" color="error" onClick={() => setOpen(true)} data-testid="push-cancel" />
      <Confirm
        isOpen={open}
        title={translate('app.push.cancelConfirm', { title: push.title })}
        content="app.push.cancelContent"
        onConfirm={cancel}
        onClose={() => setOpen(false)}
      />
    </Stack>
  );
};

const Detail = ({ push }: { push: Push }) => {
  const translate = useTranslate();
  const audienceLabel = useAudienceLabel(push.buildingId);
  const row = (label: string, value: React.ReactNode) => (
    <Stack direction="row" spacing={2}>
      <Typography variant="body2" color="text.secondary" sx={{ minWidth: 120 }}>
        {translate(label)}
      </Typography>
      <Typography variant="body2" component="div" sx={{ wordBreak: 'break-all' }}>
        {value}
      </Typography>
    </Stack>
  );
  return (
    <Stack spacing={2}>
      <Card variant="outlined">
        <CardContent>
          <Stack direction="row" justifyContent="space-between" alignItems="flex-start" spacing={2}>
            <Stack spacing={1}>
              <Stack direction="row" spacing={1} alignItems="center">
                <Typography variant="h6">{push.title}</Typography>
                <PushStateChip state={push.state} />
              </Stack>
              {row('resources.push.fields.content', push.content)}
              {row('resources.push.fields.audience', audienceLabel(push.audience))}
              {row('resources.push.fields.channel', translate(`app.push.channel.${push.channel}`))}
              {row('resources.push.fields.page', <code>{push.page}</code>)}
              {row('resources.push.fields.sendAt', when(push.sentAt ?? push.sendAt))}
            </Stack>
            <Actions push={push} />
          </Stack>
          {push.failure && (
            <Alert severity="error" sx={{ mt: 2 }} data-testid="push-failure">
              <strong>{translate('app.push.failure')}:</strong> {push.failure}
            </Alert>
          )}
        </CardContent>
      </Card>
      <Card variant="outlined">
        <CardContent>
          <Funnel push={push} />
        </CardContent>
      </Card>
      <Card variant="outlined">
        <CardContent>
          <Recipients id={push.id} />
        </CardContent>
      </Card>
    </Stack>
  );
};

/** 推送详情 (issue 18 push-detail, hidden). */
export const PushDetailPage = () => {
  const translate = useTranslate();
  const id = Number(useParams().id);
  const query = useQuery({ queryKey: ['push', 'one', id], queryFn: () => call(pushApi.one, { query: { id }, silent: true }), retry: false, enabled: id > 0 });
  return (
    <Box sx={{ p: 2, maxWidth: 1100 }}>
      <Title title={translate('app.navigation.pages.push-detail')} />
      <Link component={RouterLink} to="/push" variant="body2" sx={{ display: 'inline-block', mb: 2 }}>
        ← {translate('app.push.back')}
      </Link>
      {query.isPending && id > 0 ? (
        <CircularProgress size={24} />
      ) : query.data ? (
        <Detail push={query.data} />
      ) : (
        <Alert severity="warning">{translate('app.push.notFound')}</Alert>
      )}
    </Box>
  );
};
