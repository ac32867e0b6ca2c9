import { useState } from 'react';
import { Alert, Box, Dialog, IconButton, Link, Paper, Stack, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import CloseIcon from '@mui/icons-material/Close';
import { useLocaleState, useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import type { FeedbackDetail } from '#contract/schemas/feedback';
import { FactList } from '../../shell/layout/FactList';
import { trackingPath } from '../statistics-location/paths';
import { HEALTH_COLORS } from './feedbackLayer';
import { StateChip } from './StateChip';

const fmt = (n: number, locale: string, digits = 1) => n.toLocaleString(locale, { maximumFractionDigits: digits });

/** What the user reported: category, state, text, contact, device, time. */
export const ReportPanel = ({ detail }: { detail: FeedbackDetail }) => {
  const translate = useTranslate();
  const field = (name: string) => translate(`resources.feedback.fields.${name}`);
  const d = detail.device;
  const rows: Array<[string, string]> = [
    ['time', new Date(detail.time).toLocaleString()],
    ['userId', detail.userId],
    ['contact', detail.contact || '—'],
    ['device', `${translate(`app.statistics.values.platform.${d.platform}`, { _: d.platform })} · ${d.brand} ${d.model} · ${d.os} ${d.osVersion}`],
    ['appVersion', d.appVersion],
    [
      'place',
      detail.place
        ? `${translate('app.feedback.place_level', { level: detail.place.levelName })} · ${detail.place.lng.toFixed(6)}, ${detail.place.lat.toFixed(6)}`
        : '—',
    ],
    ['assignee', detail.assignee?.name ?? translate('app.feedback.unassigned')],
  ];
  return (
    <Paper variant="outlined" sx={{ p: 2 }} data-testid="feedback-report">
      <Stack spacing={1.5}>
        <Stack direction="row" spacing={1} alignItems="center">
          <Typography variant="h6" component="h2">
            {translate(`app.feedback.category.${detail.category}`)}
          </Typography>
          <StateChip state={detail.state} />
        </Stack>
        <Typography variant="body1" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {detail.text}
        </Typography>
        <FactList facts={rows.map(([key, value]) => ({ label: field(key), value }))} />
        <Screenshots detail={detail} />
      </Stack>
    </Paper>
  );
};

/** Thumbnails; one opens full size in a dialog. */
const Screenshots = ({ detail }: { detail: FeedbackDetail }) => {
  const translate = useTranslate();
  const [open, setOpen] = useState<string | null>(null);
  if (!detail.screenshotFiles.length)
    return (
      <Typography variant="body2" color="text.secondary">
        {translate('app.feedback.screenshots_none')}
      </Typography>
    );
  return (
    <Stack direction="row" spacing={1} data-testid="feedback-screenshots">
      {detail.screenshotFiles.map((s, i) => (
        <Box
          key={s.id}
          component="button"
          type="button"
          onClick={() => setOpen(s.url)}
          sx={{ p: 0, border: 1, borderColor: 'divider', borderRadius: 1, cursor: 'zoom-in', bgcolor: 'background.paper' }}
        >
          <Box
            component="img"
            src={s.url}
            alt={translate('app.feedback.screenshot_alt', { n: i + 1 })}
            sx={{ display: 'block', width: 96, height: 96, objectFit: 'cover' }}
          />
        </Box>
      ))}
      <Dialog open={open !== null} onClose={() => setOpen(null)} maxWidth="lg">
        <IconButton
          onClick={() => setOpen(null)}
          aria-label={translate('ra.action.close')}
          sx={{ position: 'absolute', right: 4, top: 4, bgcolor: 'background.paper' }}
        >
          <CloseIcon />
        </IconButton>
        {open && <Box component="img" src={open} alt="" sx={{ display: 'block', maxWidth: '90vw', maxHeight: '85vh' }} />}
      </Dialog>
    </Stack>
  );
};

/** The beacons within 30 m: health now and what the events around the feedback heard. */
export const BeaconsPanel = ({ detail }: { detail: FeedbackDetail }) => {
  const translate = useTranslate();
  const [locale = 'zh'] = useLocaleState();
  const col = (name: string) => translate(`app.feedback.beacon.${name}`);
  return (
    <Paper variant="outlined" sx={{ p: 2 }} data-testid="feedback-beacons">
      <Typography variant="subtitle2" component="h2">
        {translate('app.feedback.beacons')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {translate('app.feedback.beacons_intro')}
      </Typography>
      {!detail.place ? (
        <Alert severity="info">{translate('app.feedback.no_place')}</Alert>
      ) : !detail.beacons.length ? (
        <Alert severity="info">{translate('app.feedback.no_beacons')}</Alert>
      ) : (
        <Table size="small">
          <TableHead>
            <TableRow>
              {['name', 'distance', 'health', 'heard', 'meanRssi', 'lastBattery'].map((c) => (
                <TableCell key={c} align={c === 'name' || c === 'health' ? 'left' : 'right'}>
                  {col(c)}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {detail.beacons.map((b) => (
              <TableRow key={b.id}>
                <TableCell>
                  {b.name || `${b.major}/${b.minor}`}
                  <Typography variant="caption" color="text.secondary" display="block">
                    {b.major} / {b.minor}
                  </Typography>
                </TableCell>
                <TableCell align="right">{translate('app.feedback.metres', { n: fmt(b.distance, locale) })}</TableCell>
                <TableCell>
                  <Box
                    component="span"
                    sx={{ display: 'inline-block', width: 10, height: 10, borderRadius: '50%', mr: 1, bgcolor: HEALTH_COLORS[b.health ?? 'none'] }}
                  />
                  {b.health ? translate(`app.beacons.health.${b.health}`) : translate(`app.beacons.lifecycle.${b.lifecycle}`, { _: b.lifecycle })}
                </TableCell>
                <TableCell align="right">{b.heard}</TableCell>
                <TableCell align="right">{b.meanRssi === null ? '—' : `${fmt(b.meanRssi, locale)} dBm`}</TableCell>
                <TableCell align="right">{b.lastBattery === null ? '—' : `${b.lastBattery}%`}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </Paper>
  );
};

/** The track's summary and a link to its playback, or why it is missing. */
export const TrackNote = ({ detail }: { detail: FeedbackDetail }) => {
  const translate = useTranslate();
  if (!detail.track)
    return (
      <Alert severity="info" data-testid="feedback-track-note">
        {translate(`app.feedback.track_${detail.trackNote}`)}
      </Alert>
    );
  const t = detail.track;
  return (
    <Alert severity="success" icon={false} data-testid="feedback-track">
      <strong>{translate('app.feedback.track')}</strong> ·{' '}
      {translate('app.feedback.track_points', { n: t.points.length, start: new Date(t.track.startedAt).toLocaleString() })} ·{' '}
      <Link component={RouterLink} to={trackingPath(t.track.sessionId)}>
        {translate('app.feedback.track_open')}
      </Link>
    </Alert>
  );
};
