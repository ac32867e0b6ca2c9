import { useState } from 'react';
import { Alert, Box, Button, Link as MuiLink, Paper, Stack, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { useCanAccess, useLocaleState, useTranslate } from 'react-admin';
import { beaconApi } from '#contract/endpoints/beacon';
import type { BeaconForecastItem } from '#contract/schemas/beaconForecast';
import { call } from '../../../dataProvider/httpClient';
import { statisticsKey } from '../BeaconSummary';
import { relativeTime } from '../format';

/** Rows shown before "more". */
const FIRST = 10;

const Tile = ({ label, value, tone, testId }: { label: string; value: number; tone: 'error' | 'warning' | 'text'; testId: string }) => (
  <Paper variant="outlined" sx={{ px: 2, py: 1.25, minWidth: 128, flex: '1 1 128px' }} data-testid={testId}>
    <Typography variant="h5" component="p" sx={{ fontVariantNumeric: 'tabular-nums', color: value > 0 && tone !== 'text' ? `${tone}.main` : 'text.primary' }}>
      {value}
    </Typography>
    <Typography variant="body2" color="text.secondary">
      {label}
    </Typography>
  </Paper>
);

const day = (iso: string, locale: string) => new Intl.DateTimeFormat(locale, { dateStyle: 'medium' }).format(new Date(iso));

const ForecastRow = ({ item, canEdit }: { item: BeaconForecastItem; canEdit: boolean }) => {
  const translate = useTranslate();
  const [locale = 'zh'] = useLocaleState();
  const overdue = Date.parse(item.lowAt) <= Date.now();
  return (
    <TableRow data-testid="beacon-forecast-row" data-id={item.id}>
      <TableCell>
        {canEdit ? (
          <MuiLink component={Link} to={`/beacon/${item.id}`}>
            {item.name}
          </MuiLink>
        ) : (
          item.name
        )}
      </TableCell>
      <TableCell>{item.levelName}</TableCell>
      <TableCell title={day(item.batteryReadAt, locale)}>
        {item.battery}% · {relativeTime(item.batteryReadAt, locale)}
      </TableCell>
      <TableCell>
        {item.txPower} dBm · {item.intervalMs} ms
        <Typography variant="caption" component="div" color="text.secondary">
          {translate('app.beacons.board.life', { years: (item.lifeDays / 365).toFixed(1) })}
        </Typography>
      </TableCell>
      <TableCell sx={{ color: overdue ? 'error.main' : undefined, fontWeight: overdue ? 600 : undefined, whiteSpace: 'nowrap' }}>
        {overdue ? translate('app.beacons.board.overdue') : day(item.lowAt, locale)}
      </TableCell>
    </TableRow>
  );
};

/**
 * Issue 13's health board under 信标分布: the building's beacons with a low battery, unseen or never seen
 * (`beacon/statistics`), and when batteries need replacing (`beacon/forecast`), soonest first.
 */
export const BeaconHealthBoard = ({ buildingId }: { buildingId: number }) => {
  const translate = useTranslate();
  const [all, setAll] = useState(false);
  const { canAccess: canEdit = false } = useCanAccess({ resource: 'beacon', action: 'edit' });
  const statistics = useQuery({ queryKey: statisticsKey(buildingId), queryFn: () => call(beaconApi.statistics, { query: { buildingId } }) });
  const forecast = useQuery({
    queryKey: ['beacon', 'forecast', buildingId],
    queryFn: () => call(beaconApi.forecast, { query: { buildingId, days: 365 }, silent: true }),
  });
  const error = statistics.error ?? forecast.error;
  const data = forecast.data;
  const items = data ? (all ? data.items : data.items.slice(0, FIRST)) : [];
  return (
    <Paper variant="outlined" component="section" aria-labelledby="beacon-health-board" sx={{ p: 2 }} data-testid="beacon-health-board">
      <Typography id="beacon-health-board" variant="h6" component="h2" gutterBottom>
        {translate('app.beacons.board.title')}
      </Typography>
      {error && <Alert severity="error">{error.message}</Alert>}
      {statistics.data && data && (
        <Stack spacing={2}>
          <Stack direction="row" useFlexGap spacing={1.5} sx={{ flexWrap: 'wrap' }}>
            <Tile label={translate('app.beacons.board.battery_low')} value={statistics.data.health.batteryLow} tone="warning" testId="board-battery-low" />
            <Tile label={translate('app.beacons.board.unseen')} value={statistics.data.health.unseen} tone="error" testId="board-unseen" />
            <Tile label={translate('app.beacons.board.never_seen')} value={statistics.data.health.neverSeen} tone="text" testId="board-never-seen" />
            <Tile label={translate('app.beacons.board.overdue')} value={data.counts.overdue} tone="error" testId="board-overdue" />
            <Tile label={translate('app.beacons.board.due30')} value={data.counts.within30} tone="warning" testId="board-due30" />
            <Tile label={translate('app.beacons.board.due90')} value={data.counts.within90} tone="text" testId="board-due90" />
            <Tile label={translate('app.beacons.board.due_horizon')} value={data.counts.withinHorizon} tone="text" testId="board-due-horizon" />
          </Stack>
          <Box>
            <Typography variant="subtitle1" component="h3" fontWeight={600}>
              {translate('app.beacons.board.forecast')}
            </Typography>
            <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
              {translate('app.beacons.board.forecast_hint', {
                low: data.model.lowBelow,
                capacity: data.model.capacityMah,
                noReading: data.counts.noReading,
                external: data.counts.externalPower,
              })}
            </Typography>
            {items.length === 0 ? (
              <Typography variant="body2">{translate('app.beacons.board.none')}</Typography>
            ) : (
              <Box sx={{ overflowX: 'auto' }}>
                <Table size="small" data-testid="beacon-forecast">
                  <TableHead>
                    <TableRow>
                      <TableCell>{translate('resources.beacon.fields.name')}</TableCell>
                      <TableCell>{translate('app.beacons.board.level')}</TableCell>
                      <TableCell>{translate('app.beacons.board.battery')}</TableCell>
                      <TableCell>{translate('app.beacons.board.settings')}</TableCell>
                      <TableCell>{translate('app.beacons.board.low_at', { low: data.model.lowBelow })}</TableCell>
                    </TableRow>
                  </TableHead>
                  <TableBody>
                    {items.map((item) => (
                      <ForecastRow key={item.id} item={item} canEdit={canEdit} />
                    ))}
                  </TableBody>
                </Table>
              </Box>
            )}
            {!all && data.items.length > FIRST && (
              <Button onClick={() => setAll(true)} sx={{ mt: 1 }}>
                {translate('app.beacons.board.more', { smart_count: data.counts.withinHorizon - FIRST })}
              </Button>
            )}
          </Box>
        </Stack>
      )}
    </Paper>
  );
};
