import { Box, Chip, Tooltip, Typography } from '@mui/material';
import BatteryAlertIcon from '@mui/icons-material/BatteryAlert';
import BatteryFullIcon from '@mui/icons-material/BatteryFull';
import PowerIcon from '@mui/icons-material/Power';
import { useLocaleState, useTranslate } from 'react-admin';
import type { Beacon } from '#contract/schemas/beacon';
import { dateTime, relativeTime } from './format';

const HEALTH_COLOURS = { healthy: 'success', batteryLow: 'warning', unseen: 'error', neverSeen: 'default' } as const;
const LIFECYCLE_COLOURS = { planned: 'info', deployed: 'primary', retired: 'default' } as const;

/** Issue 13 health badge of a deployed beacon; others show a dash. */
export const HealthChip = ({ record }: { record: Beacon }) => {
  const translate = useTranslate();
  if (!record.health) return <>—</>;
  return (
    <Chip
      size="small"
      color={HEALTH_COLOURS[record.health]}
      variant={record.health === 'healthy' ? 'outlined' : 'filled'}
      label={translate(`app.beacons.health.${record.health}`)}
      data-testid="beacon-health"
    />
  );
};

export const LifecycleChip = ({ record }: { record: Beacon }) => {
  const translate = useTranslate();
  return <Chip size="small" variant="outlined" color={LIFECYCLE_COLOURS[record.lifecycle]} label={translate(`app.beacons.lifecycle.${record.lifecycle}`)} />;
};

/** Percent with its reading time as a tooltip; red below 20 %; external power says so. */
export const BatteryField = ({ record }: { record: Beacon }) => {
  const translate = useTranslate();
  const [locale = 'zh'] = useLocaleState();
  if (record.externalPower) {
    return (
      <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, whiteSpace: 'nowrap' }}>
        <PowerIcon fontSize="small" color="action" />
        {translate('app.beacons.external_power')}
      </Box>
    );
  }
  if (record.battery === null) return <>—</>;
  const low = record.battery < 20;
  const Icon = low ? BatteryAlertIcon : BatteryFullIcon;
  const label = (
    <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, color: low ? 'error.main' : undefined, whiteSpace: 'nowrap' }}>
      <Icon fontSize="small" color={low ? 'error' : 'action'} />
      {record.battery}%
    </Box>
  );
  return record.batteryReadAt ? (
    <Tooltip title={translate('app.beacons.battery_read', { time: dateTime(record.batteryReadAt, locale) })}>{label}</Tooltip>
  ) : (
    label
  );
};

/** "12 minutes ago" with the exact time as a tooltip, or "never". */
export const LastSeenField = ({ record }: { record: Beacon }) => {
  const translate = useTranslate();
  const [locale = 'zh'] = useLocaleState();
  if (!record.lastSeenAt) {
    return (
      <Typography variant="body2" color="text.secondary" component="span">
        {translate('app.beacons.never')}
      </Typography>
    );
  }
  return (
    <Tooltip title={dateTime(record.lastSeenAt, locale)}>
      <span style={{ whiteSpace: 'nowrap' }}>{relativeTime(record.lastSeenAt, locale)}</span>
    </Tooltip>
  );
};
