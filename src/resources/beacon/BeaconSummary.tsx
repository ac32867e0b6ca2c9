import { useEffect } from 'react';
import { Chip, Stack } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useListContext, useTranslate } from 'react-admin';
import { beaconApi } from '#contract/endpoints/beacon';
import type { Beacon, BeaconHealth } from '#contract/schemas/beacon';
import { call } from '../../dataProvider/httpClient';

export const statisticsKey = (buildingId: number) => ['beacon', 'statistics', buildingId] as const;

const HEALTHS: Array<[BeaconHealth, 'success' | 'warning' | 'error' | 'default']> = [
  ['healthy', 'success'],
  ['batteryLow', 'warning'],
  ['unseen', 'error'],
  ['neverSeen', 'default'],
];

/** Issue 13 `beacon/statistics` above the list: the counts by lifecycle and health; a health count filters the list by it. */
export const BeaconSummary = ({ buildingId }: { buildingId: number }) => {
  const translate = useTranslate();
  const { filterValues, setFilters, displayedFilters, data: page } = useListContext<Beacon>();
  const { data, refetch } = useQuery({ queryKey: statisticsKey(buildingId), queryFn: () => call(beaconApi.statistics, { query: { buildingId } }) });
  // A retire or delete changes the page: count again.
  const signature = page?.map((b) => `${b.id}:${b.lifecycle}`).join(',');
  useEffect(() => {
    if (signature !== undefined) void refetch();
  }, [signature, refetch]);
  if (!data) return null;
  const chosen = filterValues.health as BeaconHealth | undefined;
  const toggle = (health: BeaconHealth) => {
    const { health: _current, ...rest } = filterValues;
    setFilters(chosen === health ? rest : { ...rest, health, lifecycle: 'deployed' }, displayedFilters);
  };
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', px: 2, py: 1.5 }} data-testid="beacon-summary">
      <Chip label={translate('app.beacons.summary.total', { count: data.total })} />
      {(['deployed', 'planned', 'retired'] as const).map((lifecycle) => (
        <Chip key={lifecycle} variant="outlined" label={`${translate(`app.beacons.lifecycle.${lifecycle}`)} ${data.lifecycle[lifecycle]}`} />
      ))}
      {HEALTHS.map(([health, colour]) => (
        <Chip
          key={health}
          color={colour}
          variant={chosen === health ? 'filled' : 'outlined'}
          onClick={() => toggle(health)}
          label={`${translate(`app.beacons.health.${health}`)} ${data.health[health]}`}
          data-testid={`beacon-summary-${health}`}
        />
      ))}
    </Stack>
  );
};
