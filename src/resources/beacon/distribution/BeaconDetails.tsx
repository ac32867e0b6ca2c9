import type { ReactNode } from 'react';
import { Box, Button, Stack, Typography } from '@mui/material';
import { Link } from 'react-router-dom';
import { useCanAccess, useTranslate } from 'react-admin';
import type { Beacon } from '#contract/schemas/beacon';
import { BatteryField, HealthChip, LastSeenField, LifecycleChip } from '../BeaconFields';

/** The chosen beacon of 信标分布: its state, radio settings and (with UPLOAD_BEACON) the way to edit it. */
export const BeaconDetails = ({ beacon }: { beacon: Beacon }) => {
  const translate = useTranslate();
  const { canAccess: canEdit } = useCanAccess({ resource: 'beacon', action: 'edit' });
  const row = (label: string, value: ReactNode) => (
    <Stack direction="row" spacing={1} sx={{ fontSize: 14 }}>
      <Typography variant="body2" color="text.secondary" sx={{ minWidth: 96 }}>
        {label}
      </Typography>
      <Box sx={{ minWidth: 0, overflowWrap: 'anywhere' }}>{value}</Box>
    </Stack>
  );
  return (
    <Stack spacing={1} data-testid="beacon-details">
      <Typography variant="subtitle1" component="h2" fontWeight={600}>
        {beacon.name}
      </Typography>
      {row(translate('resources.beacon.fields.lifecycle'), <LifecycleChip record={beacon} />)}
      {row(translate('resources.beacon.fields.health'), <HealthChip record={beacon} />)}
      {row(translate('resources.beacon.fields.battery'), <BatteryField record={beacon} />)}
      {row(translate('resources.beacon.fields.lastSeenAt'), <LastSeenField record={beacon} />)}
      {row('UUID', <Box sx={{ fontFamily: 'monospace', fontSize: 12 }}>{beacon.uuid}</Box>)}
      {row(translate('app.beacons.major_minor'), `${beacon.major} / ${beacon.minor}`)}
      {row(translate('resources.beacon.fields.mac'), beacon.mac ?? '—')}
      {row(translate('resources.beacon.fields.txPower'), beacon.txPower)}
      {row(translate('resources.beacon.fields.intervalMs'), beacon.intervalMs)}
      {canEdit && (
        <Button component={Link} to={`/beacon/${beacon.id}`} variant="outlined" size="small" sx={{ alignSelf: 'flex-start' }}>
          {translate('ra.action.edit')}
        </Button>
      )}
    </Stack>
  );
};
