import { useState } from 'react';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import DeleteForeverIcon from '@mui/icons-material/DeleteForever';
import { Alert, Box, Button, Card, CardContent, LinearProgress, Stack, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Title, useLocaleState, useTranslate } from 'react-admin';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { appUserApi } from '#contract/endpoints/appUser';
import type { AppUserDetailDto } from '#contract/schemas/appUser';
import { ApiError } from '../../dataProvider/ApiError';
import { call } from '../../dataProvider/httpClient';
import { FactList } from '../../shell/layout/FactList';
import { EraseDialog } from './EraseDialog';
import { formatDuration, formatTime } from './lookups';

const Summary = ({ user }: { user: AppUserDetailDto }) => {
  const translate = useTranslate();
  const [locale = 'zh'] = useLocaleState();
  const f = (key: string) => translate(`resources.user.fields.${key}`);
  return (
    <Card variant="outlined">
      <CardContent>
        <FactList
          layout="wrap"
          testId="user-summary"
          facts={[
            { label: f('apps'), value: user.apps.map((a) => a.name).join(', ') || '—' },
            { label: f('platforms'), value: user.platforms.map((p) => translate(`app.appUsers.platforms.${p}`, { _: p })).join(' · ') },
            { label: f('firstSeen'), value: formatTime(user.firstSeenAt, locale) },
            { label: f('lastSeen'), value: formatTime(user.lastSeenAt, locale) },
            { label: f('sessions'), value: user.sessions },
            { label: translate('app.appUsers.events'), value: user.events },
            { label: f('device'), value: user.device ? `${user.device.brand} ${user.device.model} · ${user.device.os} ${user.device.osVersion}` : '—' },
          ]}
        />
      </CardContent>
    </Card>
  );
};

const DayChart = ({ days }: { days: AppUserDetailDto['days'] }) => {
  const translate = useTranslate();
  const label = translate('app.appUsers.events');
  return (
    <Card variant="outlined">
      <CardContent>
        <Typography variant="subtitle1" component="h3" gutterBottom>
          {translate('app.appUsers.perDay')}
        </Typography>
        <Box sx={{ height: 200 }} role="img" aria-label={translate('app.appUsers.perDay')}>
          <ResponsiveContainer width="100%" height="100%">
            <BarChart data={days.map((d) => ({ day: d.day.slice(5), [label]: d.events }))}>
              <CartesianGrid strokeDasharray="3 3" vertical={false} />
              <XAxis dataKey="day" fontSize={11} interval="preserveStartEnd" />
              <YAxis allowDecimals={false} fontSize={11} width={36} />
              <Tooltip />
              <Bar dataKey={label} fill="#1976d2" isAnimationActive={false} />
            </BarChart>
          </ResponsiveContainer>
        </Box>
      </CardContent>
    </Card>
  );
};

const Sessions = ({ sessions }: { sessions: AppUserDetailDto['recentSessions'] }) => {
  const translate = useTranslate();
  const [locale = 'zh'] = useLocaleState();
  const t = (key: string) => translate(`app.appUsers.session.${key}`);
  return (
    <Card variant="outlined">
      <CardContent>
        <Typography variant="subtitle1" component="h3" gutterBottom>
          {translate('app.appUsers.recentSessions')}
        </Typography>
        {sessions.length === 0 ? (
          <Typography color="text.secondary">{translate('app.appUsers.noSessions')}</Typography>
        ) : (
          <Box sx={{ overflowX: 'auto' }}>
            <Table size="small" data-testid="user-sessions">
              <TableHead>
                <TableRow>
                  {['building', 'started', 'duration', 'events', 'fixes'].map((k) => (
                    <TableCell key={k} align={k === 'building' || k === 'started' ? 'left' : 'right'}>
                      {t(k)}
                    </TableCell>
                  ))}
                </TableRow>
              </TableHead>
              <TableBody>
                {sessions.map((s) => (
                  <TableRow key={`${s.buildingId}|${s.sessionId}`}>
                    <TableCell>{s.buildingName}</TableCell>
                    <TableCell>{formatTime(s.startedAt, locale)}</TableCell>
                    <TableCell align="right">{formatDuration(s.durationSec)}</TableCell>
                    <TableCell align="right">{s.events}</TableCell>
                    <TableCell align="right">{s.fixes}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </Box>
        )}
      </CardContent>
    </Card>
  );
};

/** One app user's activity (issue 16): summary, events per day, recent sessions, and erasure on request. */
export const UserActivity = () => {
  const translate = useTranslate();
  const navigate = useNavigate();
  const client = useQueryClient();
  const userId = decodeURIComponent(useParams().id ?? '');
  const [erasing, setErasing] = useState(false);
  const user = useQuery({
    queryKey: ['user', 'activity', userId],
    queryFn: () => call(appUserApi.detail, { query: { userId }, silent: true }),
    retry: false,
  });
  const notFound = user.error instanceof ApiError && user.error.code === 10004;
  return (
    <Box sx={{ p: { xs: 1, sm: 2 } }}>
      <Title title={translate('app.appUsers.activity')} />
      <Stack direction="row" spacing={1} alignItems="center" sx={{ mb: 2 }} useFlexGap flexWrap="wrap">
        <Button component={Link} to="/user" startIcon={<ArrowBackIcon />} size="small">
          {translate('app.appUsers.back')}
        </Button>
        <Typography variant="h6" component="h2" sx={{ fontFamily: 'monospace', flexGrow: 1 }} data-testid="user-activity-id">
          {userId}
        </Typography>
        {user.data && (
          <Button color="error" variant="outlined" startIcon={<DeleteForeverIcon />} onClick={() => setErasing(true)} data-testid="erase-user">
            {translate('app.appUsers.erase')}
          </Button>
        )}
      </Stack>
      {user.isLoading && <LinearProgress />}
      {notFound && <Alert severity="warning">{translate('app.appUsers.notFound')}</Alert>}
      {user.isError && !notFound && (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void user.refetch()}>
              {translate('app.appUsers.retry')}
            </Button>
          }
        >
          {translate('app.appUsers.loadFailed', { message: user.error instanceof Error ? user.error.message : '' })}
        </Alert>
      )}
      {user.data && (
        <Stack spacing={2}>
          <Summary user={user.data} />
          <DayChart days={user.data.days} />
          <Sessions sessions={user.data.recentSessions} />
          <EraseDialog
            userId={userId}
            events={user.data.events}
            open={erasing}
            onClose={() => setErasing(false)}
            onErased={() => {
              setErasing(false);
              void client.invalidateQueries({ queryKey: ['user'] });
              navigate('/user');
            }}
          />
        </Stack>
      )}
    </Box>
  );
};
