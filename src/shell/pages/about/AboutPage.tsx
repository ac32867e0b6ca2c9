import type { ReactNode } from 'react';
import { Alert, Box, Card, CardContent, Chip, Link, Skeleton, Table, TableBody, TableCell, TableRow, Typography } from '@mui/material';
import PlaceIcon from '@mui/icons-material/Place';
import { useQuery } from '@tanstack/react-query';
import { Title, useLocaleState, useTranslate } from 'react-admin';
import { fetchConsoleBuildTime, fetchStatus } from './statusApi';
import { splitUptime, uptimeOf } from './uptime';

const Row = ({ label, children }: { label: string; children: ReactNode }) => (
  <TableRow>
    <TableCell component="th" scope="row" sx={{ color: 'text.secondary', width: 200 }}>
      {label}
    </TableCell>
    <TableCell>{children}</TableCell>
  </TableRow>
);

/** /about 关于 (spec §2): product, versions, build time, server status and database kind, API reference. */
export const AboutPage = () => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const status = useQuery({ queryKey: ['shell', 'status'], queryFn: fetchStatus, retry: false });
  const buildTime = useQuery({ queryKey: ['shell', 'build-time'], queryFn: fetchConsoleBuildTime, staleTime: Infinity });
  const time = (iso: string) => new Date(iso).toLocaleString(locale);
  const s = status.data;
  const uptime = s ? splitUptime(uptimeOf(s.startedAt, s.uptimeSeconds, Date.now())) : null;
  const pending = <Skeleton width={160} />;

  return (
    <Box sx={{ p: { xs: 1, sm: 2 } }}>
      <Title title={translate('app.navigation.pages.about')} />
      <Card sx={{ maxWidth: 720 }}>
        <CardContent>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, mb: 2 }}>
            <PlaceIcon color="primary" sx={{ fontSize: 40 }} />
            <Box>
              <Typography variant="h5" component="h2">
                {translate('app.title')}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {translate('app.shell.about.tagline')}
              </Typography>
            </Box>
          </Box>
          {status.isError && (
            <Alert severity="error" sx={{ mb: 2 }}>
              {translate('app.shell.about.status_down')}
            </Alert>
          )}
          <Table size="small">
            <TableBody>
              <Row label={translate('app.shell.about.version')}>{s ? s.version : pending}</Row>
              <Row label={translate('app.shell.about.build_time')}>
                {buildTime.isPending ? pending : buildTime.data ? time(buildTime.data) : translate('app.shell.about.build_time_unknown')}
                <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
                  {translate('app.shell.about.build_time_hint')}
                </Typography>
              </Row>
              <Row label={translate('app.shell.about.status')}>
                {s ? (
                  <Chip
                    size="small"
                    color={s.status === 'ok' ? 'success' : 'warning'}
                    label={translate(s.status === 'ok' ? 'app.shell.about.status_ok' : 'app.shell.about.status_degraded')}
                  />
                ) : status.isError ? (
                  <Chip size="small" color="error" label={translate('app.shell.about.status_down')} />
                ) : (
                  pending
                )}
              </Row>
              <Row label={translate('app.shell.about.database')}>
                <span data-testid="about-database">{s ? translate(`app.shell.about.database_${s.database}`) : pending}</span>
              </Row>
              <Row label={translate('app.shell.about.started_at')}>{s ? time(s.startedAt) : pending}</Row>
              <Row label={translate('app.shell.about.uptime')}>{uptime ? translate('app.shell.about.uptime_value', uptime) : pending}</Row>
              <Row label={translate('app.shell.about.api_docs')}>
                <Link href="/api/docs" target="_blank" rel="noopener">
                  {translate('app.shell.about.api_docs_link')}
                </Link>
              </Row>
            </TableBody>
          </Table>
        </CardContent>
      </Card>
    </Box>
  );
};
